import Foundation

/// A damped harmonic oscillator solved in closed form: a pure function of time.
///
/// Models Core Animation's `CASpringAnimation`: a mass-spring-damper released at displacement 1
/// from its rest point, `m·x″ + c·x′ + k·x = 0`. `value(at:)` is the fraction of the way from the
/// start to the target (0 at t = 0, 1 at rest). `initialVelocity` follows `CASpringAnimation`: in
/// units of the total distance per second, positive towards the target.
///
/// `mass` and `stiffness` must be positive and `damping` non-negative, all finite (Apple: "must be
/// greater than 0" / "greater than or equal to 0"); anything else stops with a precondition failure
/// naming the property.
package struct DampedSpring: Sendable, Hashable {
    /// Mass of the object at the end of the spring. Default 1. Must be > 0.
    package var mass: Double { didSet { Self.check(mass: mass) } }
    /// Spring stiffness k. Default 100. Must be > 0.
    package var stiffness: Double { didSet { Self.check(stiffness: stiffness) } }
    /// Damping coefficient c. Default 10. Must be ≥ 0.
    package var damping: Double { didSet { Self.check(damping: damping) } }
    /// Initial velocity, in distances per second towards the target. Default 0.
    package var initialVelocity: Double { didSet { Self.check(initialVelocity: initialVelocity) } }

    /// Creates a spring; the defaults are `CASpringAnimation`'s (1, 100, 10, 0).
    package init(
        mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0
    ) {
        Self.check(mass: mass)
        Self.check(stiffness: stiffness)
        Self.check(damping: damping)
        Self.check(initialVelocity: initialVelocity)
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
    package var angularFrequency: Double { (stiffness / mass).squareRoot() }
    /// The damping ratio ζ = c / (2√(k·m)): below 1 it oscillates, 1 is critical, above 1 overdamped.
    package var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Displacement from the target at time `t` in seconds (1 at t ≤ 0, 0 at rest).
    func displacement(at t: Double) -> Double {
        if t <= 0 { return 1 }
        return Motion(self).displacement(at: t)
    }

    /// Progress from start (0) to target (1) at time `t`, in seconds; may overshoot past 1.
    package func value(at t: Double) -> Double { 1 - displacement(at: t) }

    /// Velocity of the progress at time `t`, in distances per second, from the derivative of the
    /// closed form (`initialVelocity` at t ≤ 0).
    package func velocity(at t: Double) -> Double {
        if t <= 0 { return initialVelocity }
        return -Motion(self).displacementVelocity(at: t)
    }

    private static func check(mass: Double) {
        precondition(
            mass > 0 && mass.isFinite,
            "DampedSpring: mass must be greater than 0 and finite, not \(mass)")
    }
    private static func check(stiffness: Double) {
        precondition(
            stiffness > 0 && stiffness.isFinite,
            "DampedSpring: stiffness must be greater than 0 and finite, not \(stiffness)")
    }
    private static func check(damping: Double) {
        precondition(
            damping >= 0 && damping.isFinite,
            "DampedSpring: damping must be greater than or equal to 0 and finite, not \(damping)")
    }
    private static func check(initialVelocity: Double) {
        precondition(
            initialVelocity.isFinite,
            "DampedSpring: initialVelocity must be finite, not \(initialVelocity)")
    }
}

extension DampedSpring {
    /// The closed-form solution `x(t) = e^(−a·t)·(x₀·C(t) + B·S(t))` with a = c/2m, x₀ = 1,
    /// B = v₀ + a·x₀ (v₀ the displacement velocity, −initialVelocity) and, with q = ω₀² − a²:
    /// underdamped (q > 0) C = cos ω_d t, S = sin(ω_d t)/ω_d, ω_d = √q; critical (q = 0) C = 1,
    /// S = t; overdamped (q < 0) C = cosh s t, S = sinh(s t)/s, s = √−q. These forms stay accurate
    /// near critical damping, where the textbook two-exponential form cancels catastrophically.
    struct Motion {
        let a: Double, q: Double, x0: Double, b: Double

        init(_ spring: DampedSpring) {
            a = spring.damping / (2 * spring.mass)
            q = spring.stiffness / spring.mass - a * a
            x0 = 1
            b = -spring.initialVelocity + a * x0
        }

        /// (C, S) at t, or nil when the overdamped hyperbolic form would overflow (s·t > 20).
        private func basis(_ t: Double) -> (c: Double, s: Double)? {
            if q > 0 {
                let wd = q.squareRoot()
                return (cos(wd * t), sin(wd * t) / wd)
            } else if q == 0 {
                return (1, t)
            }
            let s = (-q).squareRoot()
            guard s * t <= 20 else { return nil }
            return (cosh(s * t), sinh(s * t) / s)
        }

        /// Overdamped, large s·t: `c₁·e^(r₁t) + c₂·e^(r₂t)` with r = −a ± s (no cancellation there).
        func exponentialTerms(_ t: Double) -> (r1: Double, c1: Double, r2: Double, c2: Double) {
            let s = (-q).squareRoot()
            return (s - a, (x0 + b / s) / 2, -a - s, (x0 - b / s) / 2)
        }

        func displacement(at t: Double) -> Double {
            if let (c, s) = basis(t) { return exp(-a * t) * (x0 * c + b * s) }
            let e = exponentialTerms(t)
            return e.c1 * exp(e.r1 * t) + e.c2 * exp(e.r2 * t)
        }

        /// dx/dt = −a·x + e^(−at)·(−x₀·q·S + B·C), since C′ = −q·S and S′ = C in all three cases.
        func displacementVelocity(at t: Double) -> Double {
            if let (c, s) = basis(t) {
                let envelope = exp(-a * t)
                return -a * envelope * (x0 * c + b * s) + envelope * (-x0 * q * s + b * c)
            }
            let e = exponentialTerms(t)
            return e.r1 * e.c1 * exp(e.r1 * t) + e.r2 * e.c2 * exp(e.r2 * t)
        }
    }
}
