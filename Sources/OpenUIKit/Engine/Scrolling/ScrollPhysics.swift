import Foundation

/// The motion models behind `UIScrollView`: the rubber band past an edge, the deceleration after a
/// flick, the bounce back to an edge. Apple publishes only the deceleration rates; the rest is
/// the model Docs/Behaviour-lists.md describes, with its evidence.
enum ScrollPhysics {
    /// UIKit's rubber-band constant: how stiff the band past an edge is (0.55, the value measured
    /// from iOS and widely reproduced; Behaviour-lists.md).
    static let rubberBandConstant: CGFloat = 0.55

    /// How far the content moves for a drag of `overshoot` points past an edge, in a scroll view
    /// `dimension` points long: `(1 − 1 / (x·c / d + 1)) · d`, which follows the finger at first
    /// and never reaches `d`.
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let x = abs(overshoot)
        let band = (1 - 1 / (x * rubberBandConstant / dimension + 1)) * dimension
        return overshoot < 0 ? -band : band
    }

    /// `value` kept to `range`, or rubber-banded past its ends when `bounces`.
    static func banded(
        _ value: CGFloat, in range: ClosedRange<CGFloat>, dimension: CGFloat, bounces: Bool
    ) -> CGFloat {
        if value < range.lowerBound {
            return bounces
                ? range.lowerBound + rubberBand(value - range.lowerBound, dimension: dimension)
                : range.lowerBound
        }
        if value > range.upperBound {
            return bounces
                ? range.upperBound + rubberBand(value - range.upperBound, dimension: dimension)
                : range.upperBound
        }
        return value
    }

    /// Where a flick of `velocity` points per second comes to rest with `rate` (the fraction of
    /// velocity kept per millisecond): the velocity decays as `rate^(1000 t)`, so the distance is
    /// `−velocity / (1000 · ln rate)`.
    static func projection(of velocity: CGFloat, rate: CGFloat) -> CGFloat {
        velocity / (-1000 * log(rate))
    }

    /// The decay from `start` toward `target` with `rate`: the position `t` seconds on. It moves
    /// as a flick does, `rate^(1000 t)` of the way left at `t`, so a target the flick's own
    /// projection gives is reached with the flick's velocity.
    static func decay(from start: CGFloat, to target: CGFloat, rate: CGFloat, at t: TimeInterval)
        -> CGFloat
    {
        target - (target - start) * pow(rate, CGFloat(1000 * t))
    }

    /// The speed, in points per second, of that decay at `t`.
    static func decayVelocity(
        from start: CGFloat, to target: CGFloat, rate: CGFloat, at t: TimeInterval
    ) -> CGFloat {
        -(target - start) * pow(rate, CGFloat(1000 * t)) * 1000 * log(rate)
    }

    /// The bounce back to an edge: a critically damped spring of `bounceResponse` seconds starting
    /// `offset` points past the edge with `velocity` points per second; the distance past the edge
    /// `t` seconds on.
    static func bounce(offset: CGFloat, velocity: CGFloat, at t: TimeInterval) -> CGFloat {
        let omega = 2 * CGFloat.pi / CGFloat(bounceResponse)
        let tt = CGFloat(t)
        return (offset + (velocity + omega * offset) * tt) * exp(-omega * tt)
    }

    /// The period of the bounce-back spring, in seconds (critically damped, so it settles in
    /// about half of it).
    static let bounceResponse: TimeInterval = 0.575

    /// The duration of `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)`,
    /// in seconds, ease in and out (UIKit does not document it; Behaviour-lists.md).
    static let animatedScrollDuration: TimeInterval = 0.3

    /// How close, in points, an animated offset must come to its target to stop there.
    static let restingDistance: CGFloat = 0.1
}
