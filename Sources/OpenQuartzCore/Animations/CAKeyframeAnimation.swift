import Foundation

/// How a keyframe animation computes values between keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight-line interpolation between keyframes (the default).
    public static let linear = Self(rawValue: "linear")
    /// Each value is held until the next key time; no interpolation.
    public static let discrete = Self(rawValue: "discrete")
    /// Linear, with key times chosen for a constant speed (keyTimes and timingFunctions ignored).
    public static let paced = Self(rawValue: "paced")
    /// A Catmull-Rom spline through the keyframes.
    public static let cubic = Self(rawValue: "cubic")
    /// A cubic spline with constant speed.
    public static let cubicPaced = Self(rawValue: "cubicPaced")
}

/// An animation through a sequence of values, as Core Animation's `CAKeyframeAnimation`.
///
/// `keyTimes` (0…1, non-decreasing, one per value) default to even spacing; `timingFunctions` (one
/// per segment) pace each segment; the animation's own `timingFunction` applies to the whole.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values (`Any`, see `AnimatableValue`).
    open var values: [Any]?
    /// The time of each keyframe as a fraction of the duration; nil spaces them evenly.
    open var keyTimes: [NSNumber]?
    /// One timing function per segment between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed. Default `.linear`.
    open var calculationMode: CAAnimationCalculationMode = .linear

    var resolvedValues: [AnimatableValue] = []
    var resolvedKeyTimes: [Double] = []

    public required init() { super.init() }

    override func copyConfiguration(from other: CAAnimation) {
        super.copyConfiguration(from: other)
        guard let o = other as? CAKeyframeAnimation else { return }
        values = o.values
        keyTimes = o.keyTimes
        timingFunctions = o.timingFunctions
        calculationMode = o.calculationMode
    }

    override func prepareForLayer(_ layer: CALayer) {
        resolvedValues = (values ?? []).compactMap { AnimatableValue($0) }
        let n = resolvedValues.count
        if calculationMode == .paced || calculationMode == .cubicPaced {
            resolvedKeyTimes = Self.pacedTimes(resolvedValues)
        } else if let kt = keyTimes, n > 0,
            kt.count == n || (calculationMode == .discrete && kt.count == n + 1)
        {
            // Discrete mode documents one more key time than values (the last closes the final
            // value's interval); the first n are the times at which each value takes over.
            resolvedKeyTimes = kt.prefix(n).map { min(max($0.doubleValue, 0), 1) }
        } else if calculationMode == .discrete {
            resolvedKeyTimes = (0..<n).map { Double($0) / Double(max(n, 1)) }
        } else {
            resolvedKeyTimes = (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
        }
    }

    static func pacedTimes(_ values: [AnimatableValue]) -> [Double] {
        guard values.count > 1 else { return values.map { _ in 0 } }
        var lengths: [Double] = [0]
        for i in 1..<values.count {
            lengths.append(lengths[i - 1] + distance(values[i - 1], values[i]))
        }
        let total = lengths.last ?? 0
        guard total > 0 else {
            return (0..<values.count).map { Double($0) / Double(values.count - 1) }
        }
        return lengths.map { $0 / total }
    }

    static func distance(_ a: AnimatableValue, _ b: AnimatableValue) -> Double {
        switch (a, b) {
        case (.number(let x), .number(let y)): return abs(y - x)
        case (.point(let p), .point(let q)): return Double(hypot(q.x - p.x, q.y - p.y))
        case (.size(let p), .size(let q)):
            return Double(hypot(q.width - p.width, q.height - p.height))
        default: return 1
        }
    }

    override func componentValue(
        eased f: Double, sample: TimingSample, underlying: AnimatableValue
    ) -> AnimatableValue? {
        let v = resolvedValues
        let kt = resolvedKeyTimes
        guard !v.isEmpty else { return nil }
        if v.count == 1 { return v[0] }
        if calculationMode == .discrete {
            var idx = 0
            for i in 0..<kt.count where f >= kt[i] - 1e-12 { idx = i }
            return v[idx]
        }
        if f <= kt[0] { return v[0] }
        if f >= kt[kt.count - 1] { return v[v.count - 1] }
        var seg = 0
        while seg < kt.count - 2 && f > kt[seg + 1] { seg += 1 }
        let span = kt[seg + 1] - kt[seg]
        var local = span > 0 ? (f - kt[seg]) / span : 1
        if let tfs = timingFunctions, seg < tfs.count, calculationMode != .paced {
            local = tfs[seg].value(at: local)
        }
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            return Self.catmullRom(
                v[max(seg - 1, 0)], v[seg], v[seg + 1], v[min(seg + 2, v.count - 1)], local)
        }
        return v[seg].interpolated(to: v[seg + 1], fraction: local)
    }

    /// Catmull-Rom interpolation for numbers and points; other types fall back to linear.
    static func catmullRom(
        _ p0: AnimatableValue, _ p1: AnimatableValue, _ p2: AnimatableValue, _ p3: AnimatableValue,
        _ t: Double
    ) -> AnimatableValue {
        func cr(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            let t2 = t * t
            let t3 = t2 * t
            return 0.5
                * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2
                    + (-a + 3 * b - 3 * c + d) * t3)
        }
        switch (p0, p1, p2, p3) {
        case (.number(let a), .number(let b), .number(let c), .number(let d)):
            return .number(cr(a, b, c, d))
        case (.point(let a), .point(let b), .point(let c), .point(let d)):
            return .point(
                CGPoint(
                    x: cr(Double(a.x), Double(b.x), Double(c.x), Double(d.x)),
                    y: cr(Double(a.y), Double(b.y), Double(c.y), Double(d.y))))
        default: return p1.interpolated(to: p2, fraction: t)
        }
    }

    override func cumulativeStep(underlying: AnimatableValue) -> AnimatableValue? {
        guard let first = resolvedValues.first, let last = resolvedValues.last else { return nil }
        return last.subtracting(first)
    }
}
