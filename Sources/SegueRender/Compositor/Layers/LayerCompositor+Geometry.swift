import Foundation
import OpenUIKit
import SegueRaster

extension LayerCompositor {
    /// The layer's bounds as a polygon in its own coordinates, rounded by `cornerRadius` on the
    /// `maskedCorners` (the radius clamped to half the shorter side, as Core Animation).
    func roundedBounds(_ s: LayerRenderState) -> [CGPoint] {
        let b = s.bounds
        guard s.cornerRadius > 0 else {
            return [
                CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY),
            ]
        }
        let r = s.cornerRadius
        let m = s.maskedCorners
        return RasterShapes.roundedRect(
            b, topLeft: m.contains(.layerMinXMinYCorner) ? r : 0,
            topRight: m.contains(.layerMaxXMinYCorner) ? r : 0,
            bottomRight: m.contains(.layerMaxXMaxYCorner) ? r : 0,
            bottomLeft: m.contains(.layerMinXMaxYCorner) ? r : 0,
            tolerance: tolerance)
    }

    /// Projects a polygon on the layer's z = 0 plane to device pixels through `m`, clipping it at
    /// the near plane (w > ε) first so geometry behind the viewer never wraps around. Inside a
    /// bounded offscreen the result is in its pixels: the offscreen's integer origin is subtracted
    /// last, which keeps every point on the same 1/256-pixel grid position as on the device.
    func project(_ points: [CGPoint], _ m: CATransform3D) -> [CGPoint] {
        guard !points.isEmpty else { return [] }
        let ox = CGFloat(origin.x)
        let oy = CGFloat(origin.y)
        let affine = m.m14 == 0 && m.m24 == 0 && m.m44 == 1
        if affine {
            return points.map { p in
                CGPoint(
                    x: (p.x * m.m11 + p.y * m.m21 + m.m41) - ox,
                    y: (p.x * m.m12 + p.y * m.m22 + m.m42) - oy)
            }
        }
        let eps: CGFloat = 1e-4
        var hom: [(x: CGFloat, y: CGFloat, w: CGFloat)] = points.map { p in
            (
                p.x * m.m11 + p.y * m.m21 + m.m41, p.x * m.m12 + p.y * m.m22 + m.m42,
                p.x * m.m14 + p.y * m.m24 + m.m44
            )
        }
        if hom.contains(where: { $0.w <= eps }) {
            var clipped: [(x: CGFloat, y: CGFloat, w: CGFloat)] = []
            for i in 0..<hom.count {
                let a = hom[i]
                let b = hom[(i + 1) % hom.count]
                let ain = a.w > eps
                let bin = b.w > eps
                if ain { clipped.append(a) }
                if ain != bin {
                    let t = (eps - a.w) / (b.w - a.w)
                    clipped.append((a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, eps))
                }
            }
            hom = clipped
        }
        return hom.map { CGPoint(x: $0.x / $0.w - ox, y: $0.y / $0.w - oy) }
    }

    /// Whether the layer's front faces away from the viewer after `m` (its projected outline winds
    /// the other way).
    func isBackFacing(_ b: CGRect, _ m: CATransform3D) -> Bool {
        let quad = project(
            [
                CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY),
            ], m)
        guard quad.count >= 3 else { return true }
        var area: CGFloat = 0
        for i in 0..<quad.count {
            let p = quad[i]
            let q = quad[(i + 1) % quad.count]
            area += p.x * q.y - q.x * p.y
        }
        return area < 0
    }

    /// The homography from the layer plane (its coordinates) to device pixels (offscreen pixels
    /// inside a bounded offscreen).
    func layerToDevice(_ m: CATransform3D) -> ProjectiveTransform {
        let m =
            origin == (0, 0)
            ? m
            : m.concatenating(
                CATransform3DMakeTranslation(-CGFloat(origin.x), -CGFloat(origin.y), 0))
        return ProjectiveTransform(
            a: Double(m.m11), b: Double(m.m21), c: Double(m.m41),
            d: Double(m.m12), e: Double(m.m22), f: Double(m.m42),
            g: Double(m.m14), h: Double(m.m24), i: Double(m.m44))
    }

    /// `clip` narrowed to the inside of a device polygon (anti-aliased).
    func clipping(_ clip: RasterClip, to contour: [CGPoint], width: Int, height: Int) -> RasterClip
    {
        var out = clip
        if let rect = Bitmap.axisAlignedRect(contour), rect == rect.integral {
            let r = PixelRect(
                x: Int(rect.minX), y: Int(rect.minY), width: Int(rect.width),
                height: Int(rect.height))
            out.rect = out.rect.map { $0.intersection(r) } ?? r
            return out
        }
        let box = PixelRect(enclosing: Self.boundingBox(contour)).intersection(
            PixelRect(x: 0, y: 0, width: width, height: height))
        var mask = CoverageMask(
            width: max(box.width, 0), height: max(box.height, 0), originX: box.x, originY: box.y)
        if !box.isEmpty { mask.fill([contour], mode: .replace, using: rasterizer) }
        out.mask = out.mask.map { Self.intersect($0, mask) } ?? mask
        return out
    }

    static func boundingBox(_ pts: [CGPoint]) -> CGRect {
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        for p in pts {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        guard minX <= maxX else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The product of two coverage masks over the intersection of their boxes.
    static func intersect(_ a: CoverageMask, _ b: CoverageMask) -> CoverageMask {
        let box = a.bounds.intersection(b.bounds)
        var out = CoverageMask(width: box.width, height: box.height, originX: box.x, originY: box.y)
        guard !box.isEmpty else { return out }
        out.bytes.withUnsafeMutableBufferPointer { o in
            a.bytes.withUnsafeBufferPointer { pa in
                b.bytes.withUnsafeBufferPointer { pb in
                    for y in 0..<box.height {
                        let ra =
                            pa.baseAddress! + (box.y + y - a.originY) * a.width
                            + (box.x - a.originX)
                        let rb =
                            pb.baseAddress! + (box.y + y - b.originY) * b.width
                            + (box.x - b.originX)
                        let ro = o.baseAddress! + y * box.width
                        for x in 0..<box.width {
                            ro[x] = UInt8(Blend.div255(UInt32(ra[x]) * UInt32(rb[x])))
                        }
                    }
                }
            }
        }
        return out
    }

    /// Renders a mask layer (positioned in its owner's coordinates) and returns its alpha as
    /// coverage, over the part of the `width × height` device the mask can paint.
    func renderMask(_ mask: CALayer, parentMatrix m: CATransform3D, width: Int, height: Int)
        -> CoverageMask
    {
        let s = mask.renderState()
        let matrix = s.matrixToParent.concatenating(m)
        let box =
            s.isHidden
            ? PixelRect(x: 0, y: 0, width: 0, height: 0)
            : Self.offscreenBox(
                bounds: paintedBounds(mask, state: s, matrix: matrix), clip: RasterClip(),
                width: width, height: height)
        let bmp = renderOffscreen(box: box) { bmp, _ in
            drawLayer(
                mask, state: s, matrix: matrix, into: &bmp, clip: RasterClip(), inheritedOpacity: 1)
        }
        return CoverageMask(alphaOf: bmp, originX: box.x, originY: box.y)
    }
}
