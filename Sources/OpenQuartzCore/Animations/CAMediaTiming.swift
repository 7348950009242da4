import Foundation

/// How a timed object behaves outside its active duration, as Core Animation's fill modes.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No effect outside the active duration (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// Holds the final value after the active duration.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Shows the initial value before the begin time.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both forwards and backwards.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Core Animation's hierarchical timing model, adopted by layers and animations.
///
/// Local time is `(parentTime − beginTime) × speed + timeOffset`. A layer passes its local time
/// to its sublayers and its animations; that is what makes the pause/scrub/resume recipe
/// (`speed = 0`, `timeOffset = t`, then `beginTime = …`) work.
@MainActor
public protocol CAMediaTiming: AnyObject {
    /// Begin time in the parent's time space, in seconds. Default 0 (an animation: "when added").
    var beginTime: CFTimeInterval { get set }
    /// Basic duration of one iteration, in seconds. Default 0 (an animation: 0.25 s when added).
    var duration: CFTimeInterval { get set }
    /// Rate of local time relative to the parent. Default 1.
    var speed: Float { get set }
    /// Offset added to local time, in seconds. Default 0.
    var timeOffset: CFTimeInterval { get set }
    /// Number of iterations (may be fractional or `.infinity`). Default 0, meaning once.
    var repeatCount: Float { get set }
    /// Total time to repeat for, in seconds; overrides `repeatCount` when non-zero. Default 0.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays forwards then backwards. Default false.
    var autoreverses: Bool { get set }
    /// Behaviour outside the active duration. Default `.removed`.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// Where a timed object is at a given parent time.
package struct TimingSample: Sendable, Equatable {
    package enum Phase: Sendable { case before, active, after }
    /// Before, during or after the active duration.
    package var phase: Phase
    /// Fraction through the current iteration, 0…1, with autoreverse folded in.
    package var fraction: Double
    /// Zero-based iteration index (for cumulative animations).
    package var iteration: Int
    /// Local time into the current iteration, in seconds (for springs).
    package var iterationTime: Double
    /// Whether the fill mode makes the object visible in this phase.
    package var isFilled: Bool
}

extension CAMediaTiming {
    /// Converts a parent time to this object's local time.
    package func localTime(fromParent t: CFTimeInterval) -> CFTimeInterval {
        (t - beginTime) * Double(speed) + timeOffset
    }

    /// The total active duration in local time (may be infinite).
    package var activeDuration: CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        let iterations = repeatCount > 0 ? Double(repeatCount) : 1
        return duration * iterations * (autoreverses ? 2 : 1)
    }

    /// Samples the timing at the given parent time.
    package func sample(atParentTime t: CFTimeInterval) -> TimingSample {
        let local = localTime(fromParent: t)
        let active = activeDuration
        let cycle = duration * (autoreverses ? 2 : 1)
        func position(_ time: Double, atEnd: Bool) -> (Double, Int, Double) {
            guard duration > 0, cycle > 0 else { return (1, 0, 0) }
            var iteration = Int((time / cycle).rounded(.down))
            var inCycle = time - Double(iteration) * cycle
            if atEnd && inCycle < 1e-9 && iteration > 0 { iteration -= 1; inCycle = cycle }
            var frac = inCycle / duration
            if frac > 1 { frac = 2 - frac }
            return (min(max(frac, 0), 1), iteration, frac * duration)
        }
        let fillsForwards = fillMode == .forwards || fillMode == .both
        let fillsBackwards = fillMode == .backwards || fillMode == .both
        if local < 0 {
            return TimingSample(phase: .before, fraction: 0, iteration: 0, iterationTime: 0, isFilled: fillsBackwards)
        }
        if local >= active - 1e-9 {
            let (f, i, it) = position(active, atEnd: true)
            return TimingSample(phase: .after, fraction: f, iteration: i, iterationTime: it, isFilled: fillsForwards)
        }
        let (f, i, it) = position(local, atEnd: false)
        return TimingSample(phase: .active, fraction: f, iteration: i, iterationTime: it, isFilled: true)
    }
}
