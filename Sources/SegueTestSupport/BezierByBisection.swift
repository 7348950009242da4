/// A cubic Bézier timing curve from (0, 0) to (1, 1) with inner control points (x1, y1) and
/// (x2, y2), evaluated by plain bisection on x(t): slow, exact to rounding, and independent of
/// the engine's Newton-based `CAMediaTimingFunction`, so tests can check it against this.
///
/// `package`: the test targets share it; `SegueTesting`'s users have no need for it.
package struct BezierByBisection: Sendable {
    package let x1: Double, y1: Double, x2: Double, y2: Double

    package init(x1: Double, y1: Double, x2: Double, y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }

    /// Core Animation's easeInEaseOut control points, (0.42, 0) (0.58, 1).
    package static let easeInOut = BezierByBisection(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// Core Animation's easeIn control points, (0.42, 0) (1, 1).
    package static let easeIn = BezierByBisection(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Core Animation's easeOut control points, (0, 0) (0.58, 1).
    package static let easeOut = BezierByBisection(x1: 0, y1: 0, x2: 0.58, y2: 1)

    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
    }

    /// y at x = `u` (clamped to 0…1), after 200 halvings of the parameter interval.
    package func value(_ u: Double) -> Double {
        let x = min(max(u, 0), 1)
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if Self.bezier(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return Self.bezier((lo + hi) / 2, y1, y2)
    }
}
