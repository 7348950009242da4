import Foundation
import OpenUIKit
import SegueRaster

extension LayerCompositor {
    /// Draws the layer's drop shadow: the shape (the `shadowPath`, else the layer's own alpha —
    /// its rounded bounds when it only has a background, else its rendered content), offset by
    /// `shadowOffset` in the layer's coordinates, blurred with `shadowRadius`, tinted.
    func drawShadow(
        _ layer: CALayer, state s: LayerRenderState, matrix m: CATransform3D, color: CGColor,
        into bitmap: inout Bitmap, clip: RasterClip, opacity: CGFloat
    ) {
        let sigma = GaussianBlur.sigma(forShadowRadius: s.shadowRadius, scale: scale)
        let margin = GaussianBlur.margin(sigma: sigma)
        let offsetMatrix = CATransform3DMakeTranslation(
            s.shadowOffset.width, s.shadowOffset.height, 0
        ).concatenating(m)
        var mask: CoverageMask
        if let path = s.shadowPath {
            let contours = path.flattened(tolerance: CGFloat(tolerance)).map {
                project($0.points, offsetMatrix)
            }.filter { $0.count >= 3 }
            guard !contours.isEmpty else { return }
            mask = coverage(
                of: contours, margin: margin, width: bitmap.width, height: bitmap.height)
        } else if layer.sublayerArray.isEmpty && s.contents == nil && !(layer is CAShapeLayer)
            && !(layer.delegate is UILabel)
        {
            guard s.backgroundColor != nil else { return }
            let contour = project(roundedBounds(s), offsetMatrix)
            guard contour.count >= 3 else { return }
            mask = coverage(
                of: [contour], margin: margin, width: bitmap.width, height: bitmap.height)
        } else {
            var noShadow = s
            noShadow.shadowOpacity = 0
            // The content's alpha, offscreen over what it paints (grown by the blur's reach, within
            // the same margin around the device as the shapes above).
            let limit = PixelRect(
                x: -margin, y: -margin, width: bitmap.width + 2 * margin,
                height: bitmap.height + 2 * margin)
            var box = limit
            if let painted = paintedBounds(
                layer, state: noShadow, matrix: offsetMatrix, includeShadow: false)
            {
                let r = PixelRect(enclosing: painted)
                box =
                    r.isEmpty
                    ? r
                    : PixelRect(
                        x: r.x - margin - 2, y: r.y - margin - 2, width: r.width + 2 * margin + 4,
                        height: r.height + 2 * margin + 4
                    ).intersection(limit)
            }
            guard !box.isEmpty else { return }
            let content = renderOffscreen(box: box) { content, _ in
                drawOwnContent(
                    layer, state: noShadow, matrix: offsetMatrix, into: &content,
                    clip: RasterClip(), opacity: 1)
                drawSublayers(
                    layer, state: noShadow, matrix: offsetMatrix, into: &content,
                    clip: RasterClip(), opacity: 1)
            }
            mask = CoverageMask(alphaOf: content, originX: box.x, originY: box.y)
        }
        if sigma > 0 { GaussianBlur.blur(&mask, sigma: sigma) }
        var c = clip
        c.mask = c.mask.map { Self.intersect($0, mask) } ?? mask
        let box = mask.bounds
        let rect = CGRect(x: box.x, y: box.y, width: box.width, height: box.height)
        bitmap.fillRect(
            rect, paint: .solid(PremultipliedColor(color)),
            opacity: opacity * CGFloat(s.shadowOpacity), clip: c)
    }

    /// Coverage of device contours in a mask grown by `margin` pixels for the blur.
    private func coverage(of contours: [[CGPoint]], margin: Int, width: Int, height: Int)
        -> CoverageMask
    {
        var box = PixelRect(enclosing: Self.boundingBox(contours.flatMap { $0 }))
        box = PixelRect(
            x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin,
            height: box.height + 2 * margin
        )
        .intersection(
            PixelRect(
                x: -margin, y: -margin, width: width + 2 * margin, height: height + 2 * margin))
        var mask = CoverageMask(
            width: max(box.width, 0), height: max(box.height, 0), originX: box.x, originY: box.y)
        if !box.isEmpty { mask.fill(contours, mode: .replace, using: rasterizer) }
        return mask
    }
}
