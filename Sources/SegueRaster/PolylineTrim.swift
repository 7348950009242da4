import Foundation
import OpenQuartzCore
import SegueCodecs

/// Trims paths to a fraction of their length, for `CAShapeLayer.strokeStart` / `strokeEnd`.
package enum PolylineTrim {
    /// The part of `subpaths` between fractions `start` and `end` of their total length.
    ///
    /// As in Core Animation, the fractions run over all subpaths in order, as if laid end to end
    /// (a closed subpath counts its closing segment); both are clamped to 0…1 and `start ≥ end`
    /// leaves nothing. The untrimmed range 0…1 returns the subpaths unchanged (closed ones stay
    /// closed, so their corners keep their joins); otherwise the pieces are open polylines.
    package static func trim(_ subpaths: [RasterPolyline], start: CGFloat, end: CGFloat)
        -> [RasterPolyline]
    {
        let s = start.isNaN ? 0 : min(max(Double(start), 0), 1)
        let e = end.isNaN ? 1 : min(max(Double(end), 0), 1)
        guard s < e else { return [] }
        if s == 0 && e == 1 { return subpaths }
        let total = subpaths.reduce(0) { $0 + $1.length }
        guard total > 0 else { return [] }
        let from = s * total
        let to = e * total
        var result: [RasterPolyline] = []
        var base = 0.0  // length before the current subpath
        for subpath in subpaths {
            var points = subpath.points
            if subpath.isClosed, let first = points.first { points.append(first) }
            let length = subpath.length
            defer { base += length }
            if base + length <= from || base >= to || points.count < 2 { continue }
            var piece: [CGPoint] = []
            var walked = base
            for i in 1..<points.count {
                let a = points[i - 1]
                let b = points[i]
                let l = distance(a, b)
                let lo = max(from, walked)
                let hi = min(to, walked + l)
                if lo <= hi && l > 0 {
                    func at(_ d: Double) -> CGPoint {
                        let t = (d - walked) / l
                        return CGPoint(
                            x: Double(a.x) + t * Double(b.x - a.x),
                            y: Double(a.y) + t * Double(b.y - a.y))
                    }
                    if piece.isEmpty { piece.append(at(lo)) }
                    piece.append(at(hi))
                }
                walked += l
            }
            if piece.count > 1 { result.append(RasterPolyline(points: piece, isClosed: false)) }
        }
        return result
    }
}
