import Foundation
import OpenUIKit
import SegueRaster

extension TransitionEffect {
    /// The viewer's distance for the 3-D effects, in multiples of the layer's extent across the
    /// turning axis (its width for a turn about the vertical axis): `m34 = −1 / (2.5 · extent)`.
    ///
    /// Apple does not publish the value; 2.5 gives the near edge of a flip about 16 % more size at
    /// 45°, which matches recordings of UIKit's flip and cube by eye.
    static let viewerDistanceFactor: CGFloat = 2.5

    /// How far a flipping layer moves away from the viewer at the midpoint, as a fraction of its
    /// extent across the turning axis (`0.15 · extent · sin(π · p)`).
    ///
    /// UIKit's flip visibly recedes while it turns; the amount is undocumented, 0.15 keeps it subtle.
    static let flipRecession: CGFloat = 0.15

    /// Whether the subtype turns about the vertical (y) axis: left/right and nil do.
    var turnsAboutY: Bool { subtype != .fromTop && subtype != .fromBottom }

    /// The layer's extent across the turning axis, in layer points.
    var turningExtent: CGFloat { turnsAboutY ? bounds.width : bounds.height }

    /// UIKit's flip transitions (private type `"oglFlip"`): the layer turns over 180° like a card,
    /// the old content on its front and the new content on its back, with perspective.
    ///
    /// `fromLeft` turns about the vertical centre line with the left edge coming towards the
    /// viewer (UIKit: "the left side of the view moves toward the front and right side toward the
    /// back"); `fromRight` the reverse; `fromTop` turns about the horizontal centre line with the
    /// top edge coming forward, `fromBottom` the reverse. nil is `fromLeft`. The old content shows
    /// for the first half, the new (reading the right way round) for the second; at p = 0.5 the
    /// layer is edge-on. The layer recedes by ``flipRecession`` of its extent at the midpoint. The
    /// turning layer is not clipped to its bounds: its near edge grows past them, as in UIKit.
    @MainActor
    func drawFlip(
        before: Bitmap, after: Bitmap, into bitmap: inout Bitmap, compositor c: LayerCompositor
    ) {
        let p = CGFloat(clampedProgress)
        let extent = turningExtent
        guard extent > 0, bounds.width > 0, bounds.height > 0 else { return }
        let forward: CGFloat = (subtype == .fromRight || subtype == .fromBottom) ? 1 : -1
        let angle = forward * .pi * p
        let recede = CATransform3DMakeTranslation(0, 0, -Self.flipRecession * extent * sin(.pi * p))
        let camera = Self.perspective(distance: Self.viewerDistanceFactor * extent)
        func face(_ a: CGFloat) -> CATransform3D {
            aboutCentre(
                Self.turn(a, aboutY: turnsAboutY).concatenating(recede).concatenating(camera))
        }
        // Back-facing faces are culled, so at most one of the two draws (none when edge-on).
        drawFace(
            before, content: face(angle), rect: contentRect, into: &bitmap, clip: RasterClip(),
            compositor: c)
        drawFace(
            after, content: face(angle - forward * .pi), rect: contentRect, into: &bitmap,
            clip: RasterClip(), compositor: c)
    }
}
