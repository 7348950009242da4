#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

/// Drives a catalogue transition from a gesture: scrubs its property animator, then finishes or
/// cancels it with a spring that starts at the finger's speed.
///
/// Give it to UIKit from the delegate's `interactionController…` methods while a gesture is in
/// progress; call `update(_:)` as the finger moves and `finish(velocity:)` or `cancel(velocity:)`
/// when it lifts. Progress given before UIKit starts the transition is applied when it does.
public final class SegueInteractionController: NSObject, UIViewControllerInteractiveTransitioning {
    /// The animator whose film is scrubbed.
    public let animator: SegueAnimator
    /// Always true: the transition starts under the finger.
    public var wantsInteractiveStart: Bool { true }
    /// The progress given so far, 0…1.
    public private(set) var percentComplete: CGFloat = 0

    private weak var context: UIViewControllerContextTransitioning?
    private var propertyAnimator: UIViewPropertyAnimator?
    private var pendingEnd: (finish: Bool, velocity: CGFloat)?

    /// An interaction controller for `animator`'s transition.
    public init(animator: SegueAnimator) {
        self.animator = animator
    }

    /// Called by UIKit: takes the property animator, paused, at the progress given so far.
    public func startInteractiveTransition(
        _ transitionContext: UIViewControllerContextTransitioning
    ) {
        context = transitionContext
        let scrubbed = animator.propertyAnimator(using: transitionContext)
        propertyAnimator = scrubbed
        scrubbed.pauseAnimation()
        scrubbed.fractionComplete = percentComplete
        transitionContext.updateInteractiveTransition(percentComplete)
        if let pendingEnd { end(finish: pendingEnd.finish, velocity: pendingEnd.velocity) }
    }

    /// Moves the transition to `percent` (clamped to 0…1).
    public func update(_ percent: CGFloat) {
        percentComplete = min(max(percent, 0), 1)
        propertyAnimator?.fractionComplete = percentComplete
        context?.updateInteractiveTransition(percentComplete)
    }

    /// Finishes the transition; `velocity` is the finger's speed in progress per second
    /// (positive towards the end).
    public func finish(velocity: CGFloat = 0) { end(finish: true, velocity: velocity) }

    /// Cancels the transition; `velocity` in progress per second (negative towards the start).
    public func cancel(velocity: CGFloat = 0) { end(finish: false, velocity: velocity) }

    private func end(finish: Bool, velocity: CGFloat) {
        guard let context, let propertyAnimator else {
            pendingEnd = (finish, velocity)
            return
        }
        pendingEnd = nil
        if finish {
            context.finishInteractiveTransition()
        } else {
            context.cancelInteractiveTransition()
        }
        propertyAnimator.isReversed = !finish
        // UISpringTimingParameters' initial velocity is relative to the distance left to go.
        let left = finish ? 1 - percentComplete : percentComplete
        let speed = finish ? velocity : -velocity
        let relative = left > 0.001 ? max(speed, 0) / left : 0
        let spring = UISpringTimingParameters(
            dampingRatio: 1, initialVelocity: CGVector(dx: relative, dy: relative))
        propertyAnimator.continueAnimation(withTimingParameters: spring, durationFactor: left)
        self.propertyAnimator = nil
        self.context = nil
    }
}
