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
@preconcurrency @MainActor
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
    var iterationTime: Double
    /// Whether the fill mode makes the object visible in this phase.
    var isFilled: Bool
}

extension CAMediaTiming {
    /// Converts a parent time to this object's local time.
    package func localTime(fromParent t: CFTimeInterval) -> CFTimeInterval {
        (t - beginTime) * Double(speed) + timeOffset
    }

    /// The total active duration in local time (may be infinite).
    var activeDuration: CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        guard duration > 0 else { return 0 }
        let iterations = repeatCount > 0 ? Double(repeatCount) : 1
        return duration * iterations * (autoreverses ? 2 : 1)
    }

    /// Whether the active duration is over at parent time `t`: the same test as
    /// `sample(atParentTime:).phase == .after`, without computing the position (the engine asks
    /// it of every running animation on every frame).
    func hasEnded(atParentTime t: CFTimeInterval) -> Bool {
        let elapsed = mediaInterval(from: beginTime, to: t) * abs(Double(speed))
        return elapsed >= 0 && elapsed >= activeDuration - 1e-9
    }

    /// Samples the timing at the given parent time.
    ///
    /// The phase comes from the time elapsed since `beginTime` (scaled by `|speed|`) compared with
    /// the active duration; the position inside the active duration is that elapsed time plus
    /// `timeOffset`, wrapped around the active duration, so an offset animation plays C→D→E→A→B as
    /// in Core Animation. A negative `speed` plays the active duration backwards, from its end. A
    /// NaN time (for example under a layer whose speed is NaN) counts as "before".
    package func sample(atParentTime t: CFTimeInterval) -> TimingSample {
        let rate = Double(speed)
        let elapsed = mediaInterval(from: beginTime, to: t) * abs(rate)
        let active = activeDuration
        let fillsForwards = fillMode == .forwards || fillMode == .both
        let fillsBackwards = fillMode == .backwards || fillMode == .both
        guard !elapsed.isNaN, elapsed >= 0 else {
            return TimingSample(
                phase: .before, fraction: 0, iteration: 0, iterationTime: 0,
                isFilled: fillsBackwards)
        }
        if elapsed >= active - 1e-9 {
            let end = rate < 0 ? 0 : active
            let (f, i, it) = timingPosition(
                wrapped(end + timeOffset, active, atEnd: rate >= 0), atEnd: rate >= 0)
            return TimingSample(
                phase: .after, fraction: f, iteration: i, iterationTime: it, isFilled: fillsForwards
            )
        }
        // Backwards, the local time runs from the end (inclusive) down towards 0.
        let backwards = rate < 0
        let local = backwards ? active - elapsed : elapsed
        let (f, i, it) = timingPosition(
            wrapped(local + timeOffset, active, atEnd: backwards), atEnd: backwards)
        return TimingSample(
            phase: .active, fraction: f, iteration: i, iterationTime: it, isFilled: true)
    }

    /// `time` folded into `0…active` (a finite, positive active duration); a time that lands on a
    /// whole multiple stays at the end when `atEnd` (the final frame of a forwards animation).
    private func wrapped(_ time: Double, _ active: Double, atEnd: Bool) -> Double {
        guard active.isFinite, active > 0, time < 0 || time > active else { return time }
        var r = time.truncatingRemainder(dividingBy: active)
        if r < 0 { r += active }
        return atEnd && r < 1e-9 ? active : r
    }

    /// Fraction, iteration index and time into the iteration at `time` into the active duration.
    private func timingPosition(_ time: Double, atEnd: Bool) -> (Double, Int, Double) {
        let cycle = duration * (autoreverses ? 2 : 1)
        guard time.isFinite else { return (0, 0, 0) }
        guard duration > 0 else { return (1, 0, 0) }
        guard cycle.isFinite else { return (0, 0, time) }
        let quotient = (time / cycle).rounded(.down)
        var inCycle = time - quotient * cycle
        var iteration = quotient < Double(Int32.max) ? Int(max(quotient, 0)) : Int(Int32.max)
        if atEnd && inCycle < 1e-9 && iteration > 0 {
            iteration -= 1
            inCycle = cycle
        }
        var frac = inCycle / duration
        if frac > 1 { frac = 2 - frac }
        frac = min(max(frac, 0), 1)
        return (frac, iteration, frac * duration)
    }
}

/// A snapshot of what `hasEnded(atParentTime:)` reads, for the engine's per-frame scan.
struct AnimationEndTest: Sendable, Equatable {
    /// The animation's `beginTime`, in its parent's (the layer's) time.
    package var beginTime: CFTimeInterval
    /// `|speed|`, as a Double.
    package var rate: Double
    /// The active duration in local time (may be infinite).
    var activeDuration: CFTimeInterval

    /// Whether the active duration is over at parent time `t`; the same arithmetic as
    /// `CAMediaTiming.hasEnded(atParentTime:)`, so the answers agree bit for bit.
    @inline(__always)
    func hasEnded(atParentTime t: CFTimeInterval) -> Bool {
        let elapsed = mediaInterval(from: beginTime, to: t) * rate
        return elapsed >= 0 && elapsed >= activeDuration - 1e-9
    }
}
