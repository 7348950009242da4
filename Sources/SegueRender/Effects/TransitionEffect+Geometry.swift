import Foundation
import OpenUIKit
import SegueRaster

// Geometry the effects share: moving the layer's content within its own coordinate space and
// turning it in 3-D, expressed as device → source mappings for `Bitmap.draw`.
extension TransitionEffect {
    /// A transform in layer coordinates applied about the bounds' centre: `T(−centre) · t · T(centre)`.
    func aboutCentre(_ t: CATransform3D) -> CATransform3D {
        let cx = bounds.midX
        let cy = bounds.midY
        return CATransform3DMakeTranslation(-cx, -cy, 0).concatenating(t)
            .concatenating(CATransform3DMakeTranslation(cx, cy, 0))
    }

    /// The device → source-pixel mapping that shows the layer's content (rendered through
    /// `matrix`) as if it were drawn through `content · matrix` instead, where `content` is a
    /// transform of the layer plane (z = 0) in layer coordinates.
    ///
    /// It is `S ∘ H(matrix) ∘ H(content · matrix)⁻¹`, `S` the shift to the images' origin. The homogeneous sign is normalised so that the
    /// sampler's `w > 0` test accepts the points in front of the viewer. Nil when the content is
    /// seen edge-on (a singular map).
    @MainActor
    func sourceMapping(content: CATransform3D, compositor c: LayerCompositor)
        -> ProjectiveTransform?
    {
        let full = content.concatenating(matrix)
        guard let inverse = c.layerToDevice(full).inverted else { return nil }
        let m = deviceToSource.concatenating(after: c.layerToDevice(matrix)).concatenating(
            after: inverse)
        // Orient by the face centre: its device position must map with w > 0.
        let cx = Double(bounds.midX)
        let cy = Double(bounds.midY)
        let fw = cx * Double(full.m14) + cy * Double(full.m24) + Double(full.m44)
        guard fw > 0 else { return nil }
        let dx = (cx * Double(full.m11) + cy * Double(full.m21) + Double(full.m41)) / fw
        let dy = (cx * Double(full.m12) + cy * Double(full.m22) + Double(full.m42)) / fw
        return Self.oriented(m, positiveAt: dx, dy)
    }

    /// `t` or its negation (the same projective map), whichever has `w > 0` at `(x, y)`.
    static func oriented(_ t: ProjectiveTransform, positiveAt x: Double, _ y: Double)
        -> ProjectiveTransform
    {
        guard t.g * x + t.h * y + t.i < 0 else { return t }
        return ProjectiveTransform(
            a: -t.a, b: -t.b, c: -t.c, d: -t.d, e: -t.e, f: -t.f, g: -t.g, h: -t.h, i: -t.i)
    }

    /// Draws `image` (the layer's content in device space) as if the layer plane were first moved
    /// by `content` (layer coordinates), inside the moved `rect` (default: the bounds), over `bitmap`.
    ///
    /// Faces turned away from the viewer are skipped (Core Animation's `isDoubleSided = false`),
    /// so a flip or cube never shows a mirrored back.
    @MainActor
    func drawFace(
        _ image: Bitmap, content: CATransform3D, rect: CGRect? = nil, into bitmap: inout Bitmap,
        clip: RasterClip, compositor c: LayerCompositor
    ) {
        let full = content.concatenating(matrix)
        if c.isBackFacing(bounds, full) { return }
        let polygon = c.project(Self.corners(of: rect ?? bounds), full)
        guard polygon.count >= 3, let mapping = sourceMapping(content: content, compositor: c)
        else { return }
        bitmap.draw(
            image, mapping: mapping, in: [polygon], opacity: 1, clip: clip, using: c.rasterizer)
    }

    /// A perspective projection with the viewer `distance` layer points in front of the plane
    /// (`m34 = −1 / distance`), as the usual UIKit idiom.
    static func perspective(distance: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / distance
        return t
    }

    /// A rotation by `angle` radians that turns +x towards +z (towards the viewer) when
    /// `aboutY` is true, or +y towards +z when false.
    ///
    /// Written out rather than taken from `CATransform3DMakeRotation` so the sign is explicit:
    /// with the y-axis pointing down, angle > 0 about y brings the right edge forward.
    static func turn(_ angle: CGFloat, aboutY: Bool) -> CATransform3D {
        let cs = cos(angle)
        let sn = sin(angle)
        var t = CATransform3DIdentity
        if aboutY {
            // x' = x·c − z·s, z' = x·s + z·c (row vectors: m11 = c, m13 = s, m31 = −s, m33 = c)
            t.m11 = cs
            t.m13 = sn
            t.m31 = -sn
            t.m33 = cs
        } else {
            t.m22 = cs
            t.m23 = sn
            t.m32 = -sn
            t.m33 = cs
        }
        return t
    }
}
