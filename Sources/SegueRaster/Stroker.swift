import Foundation
import OpenQuartzCore
import SegueCodecs

/// Turns stroked polylines into fill contours (to fill with the non-zero rule).
///
/// Each subpath becomes one outline (open: left side, end cap, right side back, start cap) or two
/// (closed: the left loop and the reversed right loop). Outer corners get the join; inner corners
/// pass through the corner point itself, and the non-zero fill absorbs the overlap, as Skia's
/// stroker does. Round parts are flattened within `tolerance`.
package enum Stroker {
    /// Fill contours for stroking `subpaths` with `style` (dashes included).
    ///
    /// - Parameter tolerance: flattening tolerance for round joins and caps, in the points' units
    ///   (default 0.1; pass 0.1 / scale when the points are in layer points).
    package static func outline(
        _ subpaths: [RasterPolyline], style: RasterStrokeStyle,
        tolerance: Double = RasterShapes.defaultTolerance
    ) -> [[CGPoint]] {
        var contours: [[CGPoint]] = []
        let halfWidth = Double(style.lineWidth) / 2
        guard halfWidth > 0, halfWidth.isFinite else { return [] }
        for subpath in subpaths {
            for piece in dashed(subpath, pattern: style.dashPattern, phase: style.dashPhase) {
                outline(
                    piece, halfWidth: halfWidth, style: style, tolerance: tolerance, into: &contours
                )
            }
        }
        return contours
    }

    private struct Vec { var x: Double, y: Double }

    private static func outline(
        _ path: RasterPolyline, halfWidth hw: Double, style: RasterStrokeStyle,
        tolerance: Double, into contours: inout [[CGPoint]]
    ) {
        // Drop repeated points.
        var p: [Vec] = []
        for q in path.points where q.x.isFinite && q.y.isFinite {
            let v = Vec(x: Double(q.x), y: Double(q.y))
            if let last = p.last, abs(last.x - v.x) < 1e-9 && abs(last.y - v.y) < 1e-9 { continue }
            p.append(v)
        }
        var closed = path.isClosed
        if closed, p.count > 1,
            abs(p[0].x - p[p.count - 1].x) < 1e-9 && abs(p[0].y - p[p.count - 1].y) < 1e-9
        {
            p.removeLast()
        }
        if p.isEmpty { return }
        if p.count == 1 {
            // A zero-length subpath shows its cap only.
            let c = CGPoint(x: p[0].x, y: p[0].y)
            switch style.lineCap {
            case .butt: break
            case .round:
                contours.append(
                    RasterShapes.ellipse(
                        in: CGRect(x: p[0].x - hw, y: p[0].y - hw, width: 2 * hw, height: 2 * hw),
                        tolerance: tolerance))
            case .square:
                contours.append([
                    CGPoint(x: c.x - hw, y: c.y - hw), CGPoint(x: c.x + hw, y: c.y - hw),
                    CGPoint(x: c.x + hw, y: c.y + hw), CGPoint(x: c.x - hw, y: c.y + hw),
                ])
            }
            return
        }
        if closed && p.count == 2 {
            closed = false
            p.append(p[0])
        }
        let n = p.count
        let segmentCount = closed ? n : n - 1
        var d: [Vec] = []
        var normal: [Vec] = []
        for i in 0..<segmentCount {
            let a = p[i]
            let b = p[(i + 1) % n]
            let len = hypot(b.x - a.x, b.y - a.y)
            let u = Vec(x: (b.x - a.x) / len, y: (b.y - a.y) / len)
            d.append(u)
            normal.append(Vec(x: -u.y, y: u.x))
        }
        func side(_ s: Double) -> [CGPoint] {
            var out: [CGPoint] = []
            func offset(_ q: Vec, _ m: Vec) -> CGPoint {
                CGPoint(x: q.x + s * hw * m.x, y: q.y + s * hw * m.y)
            }
            if !closed { out.append(offset(p[0], normal[0])) }
            let joints = closed ? Array(0..<n) : Array(1..<n - 1)
            for j in joints {
                let inIndex = (j - 1 + segmentCount) % segmentCount
                let outIndex = j % segmentCount
                join(
                    into: &out, pivot: p[j], dIn: d[inIndex], dOut: d[outIndex], side: s, hw: hw,
                    style: style,
                    tolerance: tolerance)
            }
            if !closed { out.append(offset(p[n - 1], normal[segmentCount - 1])) }
            return out
        }
        let left = side(1)
        let right = side(-1)
        if closed {
            contours.append(left)
            contours.append(right.reversed())
            return
        }
        var contour = left
        cap(
            into: &contour, at: p[n - 1], outward: d[segmentCount - 1], from: left[left.count - 1],
            to: right[right.count - 1], hw: hw, cap: style.lineCap, tolerance: tolerance)
        contour.append(contentsOf: right.reversed())
        cap(
            into: &contour, at: p[0], outward: Vec(x: -d[0].x, y: -d[0].y), from: right[0],
            to: left[0], hw: hw,
            cap: style.lineCap, tolerance: tolerance)
        contours.append(contour)
    }

    private static func join(
        into out: inout [CGPoint], pivot p: Vec, dIn: Vec, dOut: Vec, side s: Double, hw: Double,
        style: RasterStrokeStyle, tolerance: Double
    ) {
        let nIn = Vec(x: -dIn.y, y: dIn.x)
        let nOut = Vec(x: -dOut.y, y: dOut.x)
        let a = CGPoint(x: p.x + s * hw * nIn.x, y: p.y + s * hw * nIn.y)
        let b = CGPoint(x: p.x + s * hw * nOut.x, y: p.y + s * hw * nOut.y)
        let cross = dIn.x * dOut.y - dIn.y * dOut.x
        let dot = dIn.x * dOut.x + dIn.y * dOut.y
        if abs(cross) < 1e-12 && dot > 0 {
            out.append(a)
            return
        }
        let reversal = abs(cross) < 1e-12
        let outer = reversal || s * cross < 0
        if !outer {
            out.append(a)
            out.append(CGPoint(x: p.x, y: p.y))
            out.append(b)
            return
        }
        switch style.lineJoin {
        case .bevel:
            out.append(a)
            out.append(b)
        case .miter:
            let ratio = (2 / max(1 + dot, 1e-300)).squareRoot()
            if !reversal && ratio <= Double(style.miterLimit) {
                let k = s * hw / (1 + dot)
                out.append(a)
                out.append(CGPoint(x: p.x + k * (nIn.x + nOut.x), y: p.y + k * (nIn.y + nOut.y)))
                out.append(b)
            } else {
                out.append(a)
                out.append(b)
            }
        case .round:
            out.append(a)
            let start = atan2(Double(a.y) - p.y, Double(a.x) - p.x)
            var sweep = atan2(Double(b.y) - p.y, Double(b.x) - p.x) - start
            while sweep > Double.pi { sweep -= 2 * Double.pi }
            while sweep < -Double.pi { sweep += 2 * Double.pi }
            // The short arc between the two offsets is the outer one; a full reversal goes round
            // the front of the pivot.
            if reversal { sweep = s > 0 ? -Double.pi : Double.pi }
            RasterShapes.appendArc(
                to: &out, center: CGPoint(x: p.x, y: p.y), radius: hw, start: start, sweep: sweep,
                tolerance: tolerance)
        }
    }

    private static func cap(
        into out: inout [CGPoint], at p: Vec, outward u: Vec, from: CGPoint, to: CGPoint,
        hw: Double,
        cap: RasterLineCap, tolerance: Double
    ) {
        switch cap {
        case .butt:
            break
        case .square:
            out.append(CGPoint(x: Double(from.x) + hw * u.x, y: Double(from.y) + hw * u.y))
            out.append(CGPoint(x: Double(to.x) + hw * u.x, y: Double(to.y) + hw * u.y))
        case .round:
            let start = atan2(Double(from.y) - p.y, Double(from.x) - p.x)
            // Sweep half a turn through the outward direction.
            let mid = atan2(u.y, u.x)
            var delta = mid - start
            while delta > Double.pi { delta -= 2 * Double.pi }
            while delta < -Double.pi { delta += 2 * Double.pi }
            let sweep = delta >= 0 ? Double.pi : -Double.pi
            RasterShapes.appendArc(
                to: &out, center: CGPoint(x: p.x, y: p.y), radius: hw, start: start, sweep: sweep,
                tolerance: tolerance)
            out.removeLast()  // `to` follows
        }
    }
}
