import Foundation

extension DampedSpring {
    /// The threshold of `settlingDuration`: the spring is at rest once its displacement is sure to
    /// stay within 0.001 of the distance travelled (SwiftUI's documented epsilon).
    static let settlingEpsilon = 0.001

    /// The estimated time, in seconds, for the spring to come to rest (`CASpringAnimation.settlingDuration`).
    ///
    /// Apple does not document the criterion. Segue uses the first time after which an upper bound
    /// on the displacement stays below 0.001, the bound being the closed form's terms taken in
    /// absolute value: `(|x₀| + |B|·min(t, 1/ω_d))·e^(−at)` when underdamped (x₀ = 1,
    /// B = a − initialVelocity, a = c/2m), `(|x₀| + |B|·t)·e^(−at)` when critically damped and
    /// `e^(−at)·(|x₀|·cosh st + |B|·sinh(st)/s)` when overdamped. This reproduces both values in
    /// Apple's documentation: mass 1, stiffness 100, damping 5 → 2.855 s ("approximately 2.85
    /// seconds") and damping 15 → 1.022 s ("just over 1 second"), where a pure 0.001 envelope
    /// `e^(−at)` would give 2.76 s and 0.92 s. Zero damping never settles: `.infinity`.
    package var settlingDuration: Double {
        let motion = Motion(self)
        guard motion.a > 0 else { return .infinity }
        let epsilon = Self.settlingEpsilon
        func logBound(_ t: Double) -> Double { log(motion.displacementBound(at: t)) }

        // log(bound) is concave or decreasing, so the bound rises to one peak and then decays.
        // Find a time past the peak where it is already below epsilon…
        var hi = 1 / motion.a
        while hi < 1e9 && !(logBound(hi) < log(epsilon) && logBound(hi * 1.001) < logBound(hi)) {
            hi *= 2
        }
        // …the peak itself, by golden-section search…
        var lo = 0.0
        var top = hi
        let ratio = (5.0.squareRoot() - 1) / 2
        for _ in 0..<200 where top - lo > 1e-12 * hi {
            let m1 = top - ratio * (top - lo)
            let m2 = lo + ratio * (top - lo)
            if logBound(m1) < logBound(m2) { lo = m1 } else { top = m2 }
        }
        let peak = (lo + top) / 2
        if logBound(peak) < log(epsilon) && logBound(0) < log(epsilon) { return 0 }
        // …and the crossing on the way down, by bisection.
        var above = logBound(peak) >= log(epsilon) ? peak : 0.0
        var below = hi
        for _ in 0..<200 where below - above > 1e-13 * hi {
            let mid = (above + below) / 2
            if logBound(mid) >= log(epsilon) { above = mid } else { below = mid }
        }
        return (above + below) / 2
    }
}

extension DampedSpring.Motion {
    /// An upper bound on |x(t)| (see `settlingDuration`). Continuous across critical
    /// damping: both neighbours tend to `(|x₀| + |B|·t)·e^(−at)`.
    func displacementBound(at t: Double) -> Double {
        if q > 0 {
            return (abs(x0) + abs(b) * min(t, 1 / q.squareRoot())) * exp(-a * t)
        }
        if q == 0 { return (abs(x0) + abs(b) * t) * exp(-a * t) }
        let s = (-q).squareRoot()
        if s * t <= 20 {
            return exp(-a * t) * (abs(x0) * cosh(s * t) + abs(b) * sinh(s * t) / s)
        }
        return (abs(x0) + abs(b) / s) / 2 * exp((s - a) * t) + (abs(x0) - abs(b) / s) / 2
            * exp(-(s + a) * t)
    }
}
