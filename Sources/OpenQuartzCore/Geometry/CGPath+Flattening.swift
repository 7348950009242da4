import Foundation

/// One subpath of a flattened path: a polyline, closed or open.
package struct FlattenedSubpath: Sendable, Hashable {
    /// The vertices, in order, without consecutive duplicates. A closed subpath does not repeat
    /// its first point at the end.
    package var points: [CGPoint]
    /// True when the subpath ended with a close (fill treats every subpath as closed anyway).
    package var isClosed: Bool

    package init(points: [CGPoint], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

extension CGPath {
    /// The path as polylines, for the rasterizer: every point mapped by `transform`, then each
    /// curve cut into equal parameter steps, enough that no point of the curve is farther than
    /// `tolerance` from the polyline (device pixels when `transform` maps to the device).
    ///
    /// The step count comes from the bound on a polynomial's distance from its chord:
    /// `(1/8)·h²·max|B″|`, with `max|B″| ≤ 6·max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|)` for a cubic and
    /// `2·|p0 − 2p1 + p2|` for a quadratic, capped at 10 000 steps per curve. Subpaths with fewer
    /// than two distinct points (a lone move) are dropped.
    package func flattened(tolerance: CGFloat, transform: CGAffineTransform = .identity)
        -> [FlattenedSubpath]
    {
        precondition(
            tolerance > 0 && tolerance.isFinite,
            "Flattening tolerance must be positive and finite, not \(tolerance)")
        var result: [FlattenedSubpath] = []
        var points: [CGPoint] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero

        func finish(closed: Bool) {
            if closed, points.count > 1, points.last == points.first { points.removeLast() }
            if points.count >= 2 {
                result.append(FlattenedSubpath(points: points, isClosed: closed))
            }
            points = []
        }
        func add(_ p: CGPoint) {
            if points.isEmpty { points.append(current) }
            if points.last != p { points.append(p) }
            current = p
        }

        for element in storage.elements {
            switch element.applying(transform) {
            case .moveTo(let p):
                finish(closed: false)
                current = p
                subpathStart = p
            case .lineTo(let p):
                add(p)
            case .quadCurveTo(let c, let e):
                let p0 = current
                let n = Self.segmentCount(
                    secondDifference: Self.norm(p0, -2, c, e) * 2, tolerance: tolerance)
                for i in 1...n {
                    add(i == n ? e : Self.quadraticPoint(p0, c, e, CGFloat(i) / CGFloat(n)))
                }
            case .curveTo(let c1, let c2, let e):
                let p0 = current
                let m = max(Self.norm(p0, -2, c1, c2), Self.norm(c1, -2, c2, e)) * 6
                let n = Self.segmentCount(secondDifference: m, tolerance: tolerance)
                for i in 1...n {
                    add(i == n ? e : Self.cubicPoint(p0, c1, c2, e, CGFloat(i) / CGFloat(n)))
                }
            case .closeSubpath:
                if points.isEmpty { points.append(current) }
                finish(closed: true)
                current = subpathStart
            }
        }
        finish(closed: false)
        return result
    }

    /// Steps n with `max|B″| / (8n²) ≤ tolerance`.
    private static func segmentCount(secondDifference m: CGFloat, tolerance: CGFloat) -> Int {
        guard m.isFinite, m > 0 else { return 1 }
        let n = (m / (8 * tolerance)).squareRoot().rounded(.up)
        return Int(min(max(n, 1), 10_000))
    }

    /// `|a + k·b + c|`: the size of a second difference such as `p0 − 2p1 + p2`.
    private static func norm(_ a: CGPoint, _ k: CGFloat, _ b: CGPoint, _ c: CGPoint) -> CGFloat {
        hypot(a.x + k * b.x + c.x, a.y + k * b.y + c.y)
    }
}
