import Foundation
import OpenUIKit
import SegueRaster

extension TransitionEffect {
    /// Core Animation's `push`, `moveIn` and `reveal`, clipped to the layer's bounds.
    ///
    /// - `push`: the new content slides in from the subtype's side while the old slides out the
    ///   other side; both move by the layer's full width (left/right) or height (top/bottom).
    /// - `moveIn`: the new content slides in over the old, which stays still.
    /// - `reveal`: the old content slides out towards the far side, uncovering the new, which
    ///   stays still.
    ///
    /// The motion is a translation in the layer's own coordinates, so a rotated or perspective
    /// layer's content moves along its own axes. `fromRight` means the new content enters at the
    /// right edge and everything moves left ("the transition begins at the right side of the
    /// layer"); nil is `fromLeft`, as in Core Animation.
    @MainActor
    func drawSlide(
        before: Bitmap, after: Bitmap, into bitmap: inout Bitmap, compositor c: LayerCompositor
    ) {
        let p = CGFloat(clampedProgress)
        let quad = layerQuad(c)
        guard quad.count >= 3 else { return }
        let clip = c.clipping(RasterClip(), to: quad, width: bitmap.width, height: bitmap.height)
        let d = direction
        let travel = CGPoint(x: d.x * bounds.width, y: d.y * bounds.height)
        func shift(_ f: CGFloat) -> CATransform3D {
            CATransform3DMakeTranslation(travel.x * f, travel.y * f, 0)
        }
        switch type {
        case .push:
            drawFace(before, content: shift(p), into: &bitmap, clip: clip, compositor: c)
            drawFace(after, content: shift(p - 1), into: &bitmap, clip: clip, compositor: c)
        case .moveIn:
            drawFace(
                before, content: CATransform3DIdentity, into: &bitmap, clip: clip, compositor: c)
            drawFace(after, content: shift(p - 1), into: &bitmap, clip: clip, compositor: c)
        default:  // .reveal
            drawFace(
                after, content: CATransform3DIdentity, into: &bitmap, clip: clip, compositor: c)
            drawFace(before, content: shift(p), into: &bitmap, clip: clip, compositor: c)
        }
    }
}
