import Foundation

/// The kind of timing curve a provider describes, as UIKit's `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable, Hashable {
    /// One of the system curves (`UIView.AnimationCurve`).
    case builtin = 0
    /// A cubic Bézier with custom control points.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// Both a cubic and a spring (the spring drives position, the cubic the rest).
    case composed = 3
}

/// Timing information for animations, as UIKit's `UITimingCurveProvider`.
///
/// The engine uses `springTimingParameters` when present, else `cubicTimingParameters`, else
/// linear timing.
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic parameters, if any.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, if any.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve, as UIKit's `UICubicTimingParameters`.
///
/// The curve runs from (0, 0) to (1, 1) through `controlPoint1` and `controlPoint2`; the system
/// curves use Core Animation's control points (easeInOut (0.42, 0) (0.58, 1), …).
open class UICubicTimingParameters: UITimingCurveProvider, @unchecked Sendable {
    /// The system curve (`.easeInOut` for custom control points).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    /// `.builtin` for the system curves, `.cubic` for custom control points.
    public let timingCurveType: UITimingCurveType

    /// The default curve, ease in-out (`.builtin`).
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of the system curves (`.builtin`).
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let tf = curve.timingFunction
        controlPoint1 = tf.c1
        controlPoint2 = tf.c2
        timingCurveType = .builtin
    }

    /// A custom cubic curve through the two control points (`.cubic`).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        timingCurveType = .cubic
    }

    /// This object.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// Nil: a cubic curve has no spring.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The Core Animation timing function with these control points.
    package var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(
            exactControlPoints: Double(controlPoint1.x), Double(controlPoint1.y),
            Double(controlPoint2.x), Double(controlPoint2.y))
    }
}

/// Spring timing, as UIKit's `UISpringTimingParameters`.
///
/// `init(dampingRatio:initialVelocity:)` springs take their constants from the animation's duration
/// (UIKit's envelope rule, see `SpringParameterMapping`) and settle at the end of the duration.
/// `init(mass:stiffness:damping:initialVelocity:)` and `init(duration:bounce:initialVelocity:)`
/// fix the spring; the animator then runs for the spring's settling duration instead of its own.
open class UISpringTimingParameters: UITimingCurveProvider, @unchecked Sendable {
    /// The initial velocity, in units of the total distance per second; `dx` is used (the engine
    /// animates every property with one progress value).
    public let initialVelocity: CGVector
    /// The damping ratio (1: no oscillation).
    let dampingRatio: Double
    /// The fixed spring, when the constants were given.
    let fixedSpring: DampedSpring?

    /// Damping ratio 4.56 and no initial velocity, as Apple documents for `init()`.
    public convenience init() {
        self.init(dampingRatio: 4.56, initialVelocity: .zero)
    }

    /// A spring with `ratio` and no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring with `ratio` and initial velocity `velocity` (distance units per second).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = Double(ratio)
        initialVelocity = velocity
        fixedSpring = nil
    }

    /// A spring with explicit constants, as `CASpringAnimation`'s. Mass and stiffness must be
    /// positive (precondition).
    public init(
        mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
    ) {
        precondition(
            mass > 0 && stiffness > 0,
            "UISpringTimingParameters needs a positive mass and stiffness")
        let s = DampedSpring(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(velocity.dx))
        fixedSpring = s
        dampingRatio = s.dampingRatio
        initialVelocity = velocity
    }

    /// A spring with a perceptual duration and bounce (iOS 17), SwiftUI's mapping:
    /// stiffness (2π/duration)², damping ratio 1 − bounce. Defaults: bounce 0, velocity zero.
    public init(
        duration: TimeInterval, bounce: CGFloat = 0, initialVelocity velocity: CGVector = .zero
    ) {
        precondition(
            duration > 0 && duration.isFinite,
            "UISpringTimingParameters duration must be positive, not \(duration)")
        var s = DampedSpring(
            duration: duration, bounce: min(max(bounce.isFinite ? Double(bounce) : 0, -0.99), 0.99))
        s.initialVelocity = Double(velocity.dx)
        fixedSpring = s
        dampingRatio = s.dampingRatio
        initialVelocity = velocity
    }

    /// Always `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// Nil: a spring has no cubic curve.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// This object.
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring for an animation of `duration` seconds.
    func spring(forDuration duration: Double) -> DampedSpring {
        if let fixedSpring { return fixedSpring }
        return SpringParameterMapping.spring(
            duration: max(duration, 1e-6), dampingRatio: dampingRatio,
            initialVelocity: Double(initialVelocity.dx))
    }
}
