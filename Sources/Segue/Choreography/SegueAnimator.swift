#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

/// Animates a view-controller transition in one of the catalogue's styles, as a UIKit animator.
///
/// Works for presentations and dismissals, pushes and pops, tab changes and child swaps: it only
/// uses the transition context. It is interruptible (`interruptibleAnimator(using:)` returns one
/// `UIViewPropertyAnimator` per transition), so `SegueInteractionController` scrubs it and
/// finishes it with the finger's velocity. Under Reduce Motion it cross-dissolves.
public final class SegueAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Which way the film plays.
    public enum Operation: Sendable {
        /// Present, push, a later tab, a child swap: the style as described.
        case forward
        /// Dismiss, pop, an earlier tab: the same film backwards.
        case backward
    }

    /// The transition played.
    public let transition: SegueTransition
    /// Forward or backward.
    public let operation: Operation
    private var running: UIViewPropertyAnimator?

    /// An animator playing `transition` forward or backward.
    public init(_ transition: SegueTransition, operation: Operation) {
        self.transition = transition
        self.operation = operation
    }

    /// The transition as it plays now: a cross-dissolve of the same length under Reduce Motion.
    var effective: SegueTransition {
        guard UIAccessibility.isReduceMotionEnabled else { return transition }
        return SegueTransition(.fade, duration: transition.duration, timing: .easeInOut)
    }

    /// The transition's duration, in seconds.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        effective.duration
    }

    /// Starts the interruptible animator.
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    /// The one property animator of this transition, made on the first call.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        propertyAnimator(using: transitionContext)
    }

    /// The property animator of the transition in `transitionContext`, made on the first call.
    func propertyAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewPropertyAnimator
    {
        if let running { return running }
        let animator = makeAnimator(transitionContext)
        running = animator
        return animator
    }

    /// Lets go of the property animator (and through it, of the context).
    public func animationEnded(_ transitionCompleted: Bool) {
        running = nil
    }
}
