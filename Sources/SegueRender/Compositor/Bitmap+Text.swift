import Foundation
import OpenUIKit
import SegueRaster

extension TextLayout {
    /// The glyph outlines of every line as device-pixel polygons (fill with the non-zero rule).
    ///
    /// - Parameters:
    ///   - origin: where the layout's top-left corner goes, in points.
    ///   - transform: points → device pixels (any affine map: scale, translation, rotation).
    ///   - tolerance: curve flattening tolerance in device pixels (default 0.1).
    package func contours(
        at origin: CGPoint, transform: CGAffineTransform,
        tolerance: Double = RasterShapes.defaultTolerance
    ) -> [[CGPoint]] {
        let scale = Double(font.unitScale)
        let deviceScale = abs(Double(transform.a * transform.d - transform.b * transform.c))
            .squareRoot()
        var out: [[CGPoint]] = []
        for line in lines {
            for g in line.glyphs {
                let outline = font.face.outline(of: g.glyph)
                let pen = CGPoint(x: origin.x + line.origin.x + g.x, y: origin.y + line.origin.y)
                outline.appendContours(
                    to: &out, origin: pen, scale: scale, transform: transform,
                    deviceScale: deviceScale, tolerance: tolerance)
            }
        }
        return out
    }
}

extension Bitmap {
    /// Draws laid-out text in one colour, anti-aliased by the same scan converter as shapes.
    ///
    /// - Parameters:
    ///   - origin: the layout's top-left corner, in points.
    ///   - transform: points → device pixels, e.g. `CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: …, ty: …)`
    ///     for a 3× screen; rotation and skew work too (outlines are transformed, not bitmaps).
    ///   - opacity: 0…1, default 1.
    package mutating func draw(
        _ layout: TextLayout, at origin: CGPoint, color: PremultipliedColor,
        transform: CGAffineTransform = .identity, opacity: CGFloat = 1,
        clip: RasterClip = RasterClip(), using rasterizer: Rasterizer? = nil
    ) {
        let polygons = layout.contours(at: origin, transform: transform)
        guard !polygons.isEmpty else { return }
        fill(
            polygons, fillRule: .nonZero, paint: .solid(color), opacity: opacity, clip: clip,
            using: rasterizer)
    }
}
