import Foundation
import OpenUIKit
import SegueRaster

extension TransitionEffect {
    /// Core Animation's private `"cube"`: the old and new content are two adjacent faces of a
    /// cube that turns 90° about its own centre, seen in perspective.
    ///
    /// The cube's side is the layer's extent across the turning axis and its front face is the
    /// layer's plane at the start, so the turning edge comes towards the viewer mid-way. The
    /// subtype names the side the new face comes from (nil: the left, as for push): `fromRight` turns the
    /// cube right-to-left about the vertical axis, `fromBottom` bottom-to-top about the horizontal
    /// one. Not clipped to the layer's bounds.
    @MainActor
    func drawCube(
        before: Bitmap, after: Bitmap, into bitmap: inout Bitmap, compositor c: LayerCompositor
    ) {
        let p = CGFloat(clampedProgress)
        let extent = turningExtent
        guard extent > 0, bounds.width > 0, bounds.height > 0 else { return }
        let sense: CGFloat = (subtype == .fromRight || subtype == .fromBottom) ? 1 : -1
        let half = extent / 2
        let camera = Self.perspective(distance: Self.viewerDistanceFactor * extent)
        func face(_ a: CGFloat) -> CATransform3D {
            // Out to the cube's centre, turn, back to the front plane.
            let turn = CATransform3DMakeTranslation(0, 0, half).concatenating(
                Self.turn(a, aboutY: turnsAboutY)
            )
            .concatenating(CATransform3DMakeTranslation(0, 0, -half))
            return aboutCentre(turn.concatenating(camera))
        }
        let angle = sense * .pi / 2 * p
        // A cube is convex: with back faces culled the two visible faces never overlap.
        drawFace(
            before, content: face(angle), rect: contentRect, into: &bitmap, clip: RasterClip(),
            compositor: c)
        drawFace(
            after, content: face(angle - sense * .pi / 2), rect: contentRect, into: &bitmap,
            clip: RasterClip(), compositor: c)
    }
}
