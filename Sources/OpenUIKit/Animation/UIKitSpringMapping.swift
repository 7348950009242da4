import Foundation

/// UIKit's (undocumented) mapping from a spring animation's duration and damping ratio to the
/// spring constants of the `CASpringAnimation` it installs.
///
/// Mass is 1; ω₀ is chosen so that the oscillation envelope has decayed to ε = 0.001 of the
/// distance exactly at `duration` (the community-derived rule in spec §8.2):
/// - ζ < 1: |(ζω₀ − v)/ω_d|·e^(−ζω₀d) = ε, with ω_d = ω₀√(1−ζ²);
/// - ζ = 1: |e^(−ω₀d)((ω₀ − v)d + 1)| = ε;
/// - ζ > 1: the displacement at d is ε.
/// stiffness = ω₀², damping = 2ζω₀. Check values: d 0.5, ζ 1 → k ≈ 341.0, c ≈ 36.9;
/// d 0.5, ζ 0.7 → k ≈ 387.3, c ≈ 27.6. ζ is clamped to at least 0.01 (below it the envelope rule
/// has no solution). This mirrors `DampedSpring.uiViewSpring(duration:dampingRatio:initialVelocity:)`
/// on the geometry branch; switch to it once merged.
enum UIKitSpringMapping {
    static let epsilon = 0.001

    /// The spring UIKit would run for `duration` seconds with `dampingRatio` and the initial
    /// velocity `velocity` (in distances per second). `duration` must be positive and finite.
    static func spring(duration: Double, dampingRatio: Double, initialVelocity velocity: Double) -> DampedSpring {
        let zeta = max(dampingRatio.isFinite ? dampingRatio : 1, 0.01)
        let v = velocity.isFinite ? velocity : 0
        let w0 = angularFrequency(duration: duration, zeta: zeta, velocity: v)
        return DampedSpring(mass: 1, stiffness: w0 * w0, damping: 2 * zeta * w0, initialVelocity: v)
    }

    /// The envelope at `d` for ω₀ = `w0`.
    static func envelope(_ w0: Double, duration d: Double, zeta: Double, velocity v: Double) -> Double {
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return abs((zeta * w0 - v) / wd) * exp(-zeta * w0 * d)
        }
        if zeta == 1 { return abs(exp(-w0 * d) * ((w0 - v) * d + 1)) }
        let s = DampedSpring(mass: 1, stiffness: w0 * w0, damping: 2 * zeta * w0, initialVelocity: v)
        return abs(s.displacement(at: d))
    }

    /// The largest ω₀ whose envelope at `duration` is still ε: found by doubling until the
    /// envelope is below ε, stepping down until it is above, then bisecting.
    static func angularFrequency(duration d: Double, zeta: Double, velocity v: Double) -> Double {
        func env(_ w: Double) -> Double { envelope(w, duration: d, zeta: zeta, velocity: v) }
        var hi = 1.0
        while env(hi) >= epsilon && hi < 1e9 { hi *= 2 }
        var lo = hi
        repeat { lo /= 1.05 } while env(lo) < epsilon && lo > 1e-6
        hi = lo * 1.05
        for _ in 0..<200 where hi - lo > 1e-13 * hi {
            let mid = (lo + hi) / 2
            if env(mid) >= epsilon { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
