import Foundation

/// A damped harmonic oscillator solved in closed form: a pure function of time.
///
/// Models Core Animation's `CASpringAnimation`: a unit mass-spring-damper released at displacement 1
/// from its rest point. `value(at:)` is the fraction of the way from the start to the target
/// (0 at t = 0, 1 at rest). `initialVelocity` follows `CASpringAnimation`: in units of the total
/// distance per second, positive towards the target.
public struct DampedSpring: Sendable, Hashable {
    /// Mass of the object at the end of the spring. Default 1.
    public var mass: Double
    /// Spring stiffness k. Default 100.
    public var stiffness: Double
    /// Damping coefficient c. Default 10.
    public var damping: Double
    /// Initial velocity, in distances per second towards the target. Default 0.
    public var initialVelocity: Double

    /// Creates a spring; the defaults are `CASpringAnimation`'s (1, 100, 10, 0).
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = mass; self.stiffness = stiffness; self.damping = damping; self.initialVelocity = initialVelocity
    }

    /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
    public var angularFrequency: Double { (stiffness / mass).squareRoot() }
    /// The damping ratio ζ = c / (2√(k·m)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Displacement from the target at time `t` (1 at t = 0, 0 at rest).
    public func displacement(at t: Double) -> Double {
        let w0 = angularFrequency, zeta = dampingRatio
        let x0 = 1.0, v0 = -initialVelocity
        if t <= 0 { return x0 }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let env = exp(-zeta * w0 * t)
            return env * (x0 * cos(wd * t) + (v0 + zeta * w0 * x0) / wd * sin(wd * t))
        } else if zeta == 1 {
            return exp(-w0 * t) * (x0 + (v0 + w0 * x0) * t)
        } else {
            let s = w0 * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * w0 + s, r2 = -zeta * w0 - s
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// Progress from start (0) to target (1) at time `t`, in seconds; may overshoot past 1.
    public func value(at t: Double) -> Double { 1 - displacement(at: t) }

    /// Velocity of the progress at time `t`, in distances per second (numerical central difference).
    public func velocity(at t: Double) -> Double {
        let h = 1e-6
        return (value(at: t + h) - value(at: max(t - h, 0))) / (t + h - max(t - h, 0))
    }

    /// Time until the displacement stays within 0.001 of the distance (coarse scan; refined by the geometry work).
    public var settlingDuration: Double {
        var t = 0.0, last = 0.0
        while t < 60 { if abs(displacement(at: t)) > 0.001 { last = t }; t += 0.001 }
        return last
    }

    /// A spring with SwiftUI's response/bounce parameters: stiffness (2π/duration)², damping from the bounce.
    public init(duration: Double, bounce: Double) {
        let k = pow(2 * Double.pi / duration, 2)
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot(), initialVelocity: 0)
    }
}
