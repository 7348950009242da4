import Foundation

/// A single-keyframe animation between two values, as Core Animation's `CABasicAnimation`.
///
/// The from/to/by combinations follow Apple's documentation: from+to; from+by (from → from+by);
/// by+to (to−by → to); from only (from → the underlying value); to only (the underlying value →
/// to); by only (underlying → underlying+by); none (the value before the change → the current value,
/// the implicit-animation case). "Underlying" is the model value with earlier animations applied,
/// evaluated each frame.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value (`Any`, see `AnimatableValue` for the accepted types).
    open var fromValue: Any?
    /// The end value.
    open var toValue: Any?
    /// A relative value.
    open var byValue: Any?

    var resolvedFrom: AnimatableValue?
    var resolvedTo: AnimatableValue?
    var resolvedBy: AnimatableValue?
    var capturedPreviousValue: AnimatableValue?

    public required init() { super.init() }

    override func copyConfiguration(from other: CAAnimation) {
        super.copyConfiguration(from: other)
        guard let o = other as? CABasicAnimation else { return }
        fromValue = o.fromValue
        toValue = o.toValue
        byValue = o.byValue
        capturedPreviousValue = o.capturedPreviousValue
    }

    override func prepareForLayer(_ layer: CALayer) {
        resolvedFrom = AnimatableValue(fromValue)
        resolvedTo = AnimatableValue(toValue)
        resolvedBy = AnimatableValue(byValue)
    }

    /// The start and end values given the underlying value.
    func endpoints(underlying u: AnimatableValue) -> (AnimatableValue, AnimatableValue) {
        switch (resolvedFrom, resolvedTo, resolvedBy) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, f.adding(b))
        case (nil, let t?, let b?): return (t.subtracting(b), t)
        case (let f?, nil, nil): return (f, u)
        case (nil, let t?, nil): return (u, t)
        case (nil, nil, let b?): return (u, u.adding(b))
        case (nil, nil, nil):
            return (
                capturedPreviousValue.flatMap { v in
                    parsedKeyPath.components.isEmpty ? v : v.component(parsedKeyPath.components)
                } ?? u, u
            )
        }
    }

    override func componentValue(
        eased f: Double, sample: TimingSample, underlying: AnimatableValue
    ) -> AnimatableValue? {
        let (a, b) = endpoints(underlying: underlying)
        return a.interpolated(to: b, fraction: f)
    }

    override func cumulativeStep(underlying: AnimatableValue) -> AnimatableValue? {
        let (a, b) = endpoints(underlying: underlying)
        return b.subtracting(a)
    }
}

/// A spring-driven basic animation, as Core Animation's `CASpringAnimation`.
///
/// The progress is `DampedSpring.value(at:)` of the time into the iteration (the timing function is
/// ignored). The animation runs for `duration`, not `settlingDuration`, as in Core Animation.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// Mass of the object. Default 1. Must be positive.
    open var mass: CGFloat = 1
    /// Spring stiffness. Default 100. Must be positive.
    open var stiffness: CGFloat = 100
    /// Damping coefficient. Default 10.
    open var damping: CGFloat = 10
    /// Initial velocity, in distances per second towards the target. Default 0.
    open var initialVelocity: CGFloat = 0
    /// Whether an over-damped spring is allowed (iOS 17); otherwise damping is clamped to critical.
    open var allowsOverdamping = true

    public required init() { super.init() }

    /// A spring with a perceptual duration and bounce (iOS 17), as `init(perceptualDuration:bounce:)`.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let s = DampedSpring(duration: perceptualDuration, bounce: Double(bounce))
        mass = CGFloat(s.mass)
        stiffness = CGFloat(s.stiffness)
        damping = CGFloat(s.damping)
        duration = settlingDuration
    }

    /// The spring's parameters as a pure solver.
    package var spring: DampedSpring {
        precondition(
            mass > 0 && stiffness > 0, "CASpringAnimation needs a positive mass and stiffness")
        var d = Double(damping)
        if !allowsOverdamping { d = min(d, 2 * (Double(stiffness) * Double(mass)).squareRoot()) }
        return DampedSpring(
            mass: Double(mass), stiffness: Double(stiffness), damping: d,
            initialVelocity: Double(initialVelocity))
    }

    /// The estimated time for the spring to come to rest, in seconds.
    open var settlingDuration: CFTimeInterval { spring.settlingDuration }

    override func copyConfiguration(from other: CAAnimation) {
        super.copyConfiguration(from: other)
        guard let o = other as? CASpringAnimation else { return }
        mass = o.mass
        stiffness = o.stiffness
        damping = o.damping
        initialVelocity = o.initialVelocity
        allowsOverdamping = o.allowsOverdamping
    }

    override func easedFraction(_ sample: TimingSample) -> Double {
        spring.value(at: sample.iterationTime)
    }
}
