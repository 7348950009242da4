import Foundation

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Linear pacing: control points (0,0) (1,1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Ease in: control points (0.42,0) (1,1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ease out: control points (0,0) (0.58,1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Ease in and out: control points (0.42,0) (0.58,1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default: control points (0.25,0.1) (0.25,1). Not the same as `easeInEaseOut`.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier pacing curve from (0,0) to (1,1), as in Core Animation.
///
/// `value(at:)` solves the curve for x (Newton–Raphson with a bisection fallback) to better than 1e-8,
/// well inside the 1e-6 the tests demand against an independent solver.
public final class CAMediaTimingFunction: Sendable, Hashable, CustomStringConvertible {
    /// The two inner control points; the outer ones are fixed at (0,0) and (1,1).
    package let c1: CGPoint, c2: CGPoint

    /// Creates a timing function from its two inner control points.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c1 = CGPoint(x: CGFloat(c1x), y: CGFloat(c1y))
        c2 = CGPoint(x: CGFloat(c2x), y: CGFloat(c2y))
    }

    /// Creates a timing function from control points given as doubles (exact, no `Float` rounding).
    package init(exactControlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        c1 = CGPoint(x: c1x, y: c1y)
        c2 = CGPoint(x: c2x, y: c2y)
    }

    /// One of the predefined functions, with Apple's control points.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(exactControlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(exactControlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(exactControlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(exactControlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(exactControlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes control point `idx` (0…3) into `ptr`, as `getControlPoint(at:values:)` does.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let p: CGPoint
        switch idx {
        case 0: p = .zero
        case 1: p = c1
        case 2: p = c2
        default: p = CGPoint(x: 1, y: 1)
        }
        ptr[0] = Float(p.x)
        ptr[1] = Float(p.y)
    }

    /// True when the curve is the straight line (0,0)…(1,1).
    package var isLinear: Bool { c1.x == c1.y && c2.x == c2.y }

    /// The eased progress for linear progress `x` in 0…1 (clamped), the curve's y at that x.
    ///
    /// Accurate to better than 1e-8 in y: the curve parameter t is solved for x by Newton–Raphson and,
    /// where that does not converge (flat spots of x(t)), by bisection to full precision.
    package func value(at x: Double) -> Double {
        precondition(!x.isNaN, "CAMediaTimingFunction.value(at:) needs a number, not NaN")
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if isLinear { return x }
        let t = solveT(forX: x)
        return Self.bezier(t, Double(c1.y), Double(c2.y))
    }

    /// The slope dy/dx of the curve at linear progress `x` (clamped to 0…1).
    ///
    /// Where x(t) has a zero derivative (a control point with x = 0 or 1 at an end) the slope is
    /// ±`greatestFiniteMagnitude`, in the direction of dy/dt.
    func slope(at x: Double) -> Double {
        precondition(!x.isNaN, "CAMediaTimingFunction.slope(at:) needs a number, not NaN")
        if isLinear { return 1 }
        let t = solveT(forX: min(max(x, 0), 1))
        let dx = Self.derivative(t, solvingX1, solvingX2)
        let dy = Self.derivative(t, Double(c1.y), Double(c2.y))
        if abs(dx) < 1e-12 { return dy >= 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude }
        return dy / dx
    }

    /// The x coordinates of the control points used for solving, clamped to 0…1 so that x(t) is
    /// monotonic and every x has exactly one t (Core Animation's behaviour outside 0…1 is
    /// undocumented; CSS requires x in 0…1).
    private var solvingX1: Double { min(max(Double(c1.x), 0), 1) }
    private var solvingX2: Double { min(max(Double(c2.x), 0), 1) }

    /// The curve parameter t in 0…1 whose x(t) is `x`.
    private func solveT(forX x: Double) -> Double {
        let p1 = solvingX1
        let p2 = solvingX2
        var t = x
        for _ in 0..<8 {
            let err = Self.bezier(t, p1, p2) - x
            if abs(err) < 1e-14 { return t }
            let d = Self.derivative(t, p1, p2)
            if abs(d) < 1e-6 { break }
            let next = t - err / d
            if next < 0 || next > 1 { break }
            t = next
        }
        // x(t) is non-decreasing on 0…1: bisect until the bracket is as small as a Double allows.
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            if mid <= lo || mid >= hi { break }
            if Self.bezier(mid, p1, p2) < x { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    public static func == (l: CAMediaTimingFunction, r: CAMediaTimingFunction) -> Bool {
        l.c1 == r.c1 && l.c2 == r.c2
    }
    public func hash(into h: inout Hasher) {
        h.combine(c1.x)
        h.combine(c1.y)
        h.combine(c2.x)
        h.combine(c2.y)
    }
    public var description: String { "CAMediaTimingFunction(\(c1.x), \(c1.y), \(c2.x), \(c2.y))" }
}
