import Foundation

extension DampedSpring {
    /// The spring UIKit runs for `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
    /// and `UISpringTimingParameters(dampingRatio:initialVelocity:)`: mass 1, and the stiffness
    /// whose oscillation envelope has decayed to 0.001 exactly at `duration`.
    ///
    /// Apple does not document the mapping. This is the community-derived rule (Framer / Origami
    /// style; see UIKit-semantics.md §8.2): with v = `initialVelocity` and ω_d = ω₀√(1 − ζ²),
    /// solve for ω₀ in
    /// - ζ < 1: `|(ζω₀ − v)/ω_d|·e^(−ζω₀·d) = 0.001`
    /// - ζ = 1: `|e^(−ω₀d)·((ω₀ − v)·d + 1)| = 0.001`
    /// - ζ > 1 (Segue's extension): `|x(d)| = 0.001`, the overdamped displacement itself, which is
    ///   what the ζ = 1 rule is too;
    /// taking the largest root (the stiffest such spring) when there are several. Then stiffness
    /// = ω₀², damping = 2ζω₀. Check values: d 0.5 s, ζ 1 → k 341.0, c 36.9; d 0.5 s, ζ 0.7 →
    /// k 387.3, c 27.6; d 1 s, ζ 1 → k 85.3, c 18.5.
    ///
    /// - Parameters:
    ///   - duration: seconds, > 0 (precondition). UIKit animates a zero duration without a
    ///     spring, so callers handle 0 before asking for one.
    ///   - dampingRatio: ζ; values below 0.01 (including 0 and negatives) are treated as 0.01,
    ///     below which the envelope rule has no solution. Must be finite.
    ///   - initialVelocity: distances per second towards the target, as UIKit's
    ///     `initialSpringVelocity`. Must be finite.
    package static func uiViewSpring(
        duration: Double, dampingRatio: Double, initialVelocity: Double = 0
    ) -> DampedSpring {
        precondition(
            duration > 0 && duration.isFinite,
            "Spring animation duration must be positive and finite, not \(duration)")
        precondition(
            dampingRatio.isFinite, "Spring damping ratio must be finite, not \(dampingRatio)")
        precondition(
            initialVelocity.isFinite,
            "Spring initial velocity must be finite, not \(initialVelocity)")
        let zeta = max(dampingRatio, 0.01)
        let omega = envelopeFrequency(
            duration: duration, dampingRatio: zeta, initialVelocity: initialVelocity)
        return DampedSpring(
            mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega,
            initialVelocity: initialVelocity)
    }

    /// The ω₀ of `uiViewSpring(duration:dampingRatio:initialVelocity:)`: the largest root of
    /// envelope(ω₀) = 0.001, found by scanning down from a frequency where the envelope is below it.
    static func envelopeFrequency(
        duration d: Double, dampingRatio zeta: Double, initialVelocity v: Double
    ) -> Double {
        let epsilon = 0.001
        func envelope(_ w0: Double) -> Double {
            if zeta < 1 {
                let wd = w0 * (1 - zeta * zeta).squareRoot()
                return abs((zeta * w0 - v) / wd) * exp(-zeta * w0 * d)
            }
            if zeta == 1 { return abs(exp(-w0 * d) * ((w0 - v) * d + 1)) }
            let spring = DampedSpring(
                mass: 1, stiffness: w0 * w0, damping: 2 * zeta * w0, initialVelocity: v)
            return abs(spring.displacement(at: d))
        }
        var hi = 1.0
        while envelope(hi) >= epsilon && hi < 1e12 { hi *= 2 }
        // Walk down in 5% steps until the envelope is back above epsilon: the last crossing.
        var lo = hi
        repeat { lo /= 1.05 } while envelope(lo) < epsilon && lo > 1e-9
        hi = lo * 1.05
        for _ in 0..<200 where hi - lo > 1e-14 * hi {
            let mid = (lo + hi) / 2
            if envelope(mid) >= epsilon { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// The spring of SwiftUI's `Spring(duration:bounce:)` and iOS 17's
    /// `CASpringAnimation(perceptualDuration:bounce:)`, with mass 1.
    ///
    /// `duration` is the perceptual duration (the response: the period of the undamped spring), so
    /// stiffness = (2π/duration)². For `bounce` ≥ 0 the damping ratio is 1 − bounce, so damping =
    /// 4π(1 − bounce)/duration; for negative bounce (overdamped) the damping ratio is
    /// 1/(1 + bounce), SwiftUI's rule. Check: duration 0.5, bounce 0.3 → stiffness 157.9,
    /// damping 17.6. `duration` must be positive and `bounce` in (−1, 1] (precondition).
    package init(duration: Double, bounce: Double = 0, initialVelocity: Double = 0) {
        precondition(
            duration > 0 && duration.isFinite,
            "Spring duration must be positive and finite, not \(duration)")
        precondition(
            bounce > -1 && bounce <= 1,
            "Spring bounce must be greater than -1 and at most 1, not \(bounce)")
        let omega = 2 * Double.pi / duration
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(
            mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega,
            initialVelocity: initialVelocity)
    }

    /// The perceptual duration (SwiftUI's response): 2π/ω₀ = 2π·√(m/k), in seconds.
    var perceptualDuration: Double { 2 * Double.pi / angularFrequency }

    /// SwiftUI's bounce: 1 − ζ for ζ ≤ 1, 1/ζ − 1 (negative) when overdamped.
    package var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }
}
