import Foundation

extension UINavigationController {
    /// The back button tapped while the built-in slide pushes (iOS 26's interruptible navigation
    /// transitions): the push stops where it stands and runs back, with the completion curve
    /// (ease in-out) over the time it had run, and ends cancelled — the stack is the one before
    /// the push, the pushed controller leaves it and gets its disappearance callbacks. Returns
    /// false (and does nothing) when no such push is running: a pop then waits for the running
    /// transition, as before iOS 26. Engine choice where Apple is silent (Docs/Behaviour-today.md,
    /// "Interrupted navigation transitions").
    func reverseRunningSlidePush() -> Bool {
        guard let ctx = runningTransition, ctx.kind == TransitionPlan.Kind.push.rawValue,
            ctx.animator is NavigationSlideAnimator, ctx.interactor == nil,
            !ctx.isInteractive, !ctx.transitionWasCancelled, !ctx.hasCompleted
        else { return false }
        let rewind = UIPercentDrivenInteractiveTransition()
        guard rewind.runBack(ctx) else { return false }
        // Kept until the transition ends (`perform`'s completion forgets it).
        interactivePop = rewind
        return true
    }

    /// The back button tapped while a delegate's custom animator pushes and that animator vends
    /// an interruptible animator (`interruptibleAnimator(using:)`) that is running: the push is
    /// paused, that animator reversed and the transition cancelled, so the animator's own
    /// completion sees `transitionWasCancelled` (or the `.start` position) and completes it
    /// cancelled, as UIKit's interruptible transitions are reversed; the bar's and toolbar's
    /// animations run back over the same time. Returns false when there is no
    /// such push (an animator that vends none keeps the pop waiting, as before iOS 26).
    func reverseRunningInterruptiblePush() -> Bool {
        guard let ctx = runningTransition, ctx.kind == TransitionPlan.Kind.push.rawValue,
            !(ctx.animator is NavigationSlideAnimator), !(ctx.animator is ZoomTransitionAnimator),
            ctx.interactor == nil, !ctx.isInteractive, !ctx.transitionWasCancelled,
            !ctx.hasCompleted,
            let animator = ctx.animator.vendedInterruptibleAnimator(using: ctx),
            animator.state == .active, animator.isRunning
        else { return false }
        trace(self, "reverse interruptible push")
        ctx.pauseInteractiveTransition()
        animator.pauseAnimation()
        animator.isReversed = true
        ctx.cancelInteractiveTransition()
        // Back over the time it had run: the factor scales the animator's whole duration.
        animator.continueAnimation(
            withTimingParameters: nil, durationFactor: animator.fractionComplete)
        // The bar's and toolbar's animations ran alongside in the transition's transaction, not
        // in that animator: they run back over the same time. Kept until the transition ends.
        let rewind = UIPercentDrivenInteractiveTransition()
        if rewind.runBackAlongside(ctx) { interactivePop = rewind }
        return true
    }

    /// What the navigation bar's back button does: it runs a running slide, zoom or
    /// interruptible custom push back, else pops the top controller, animated (deferred behind
    /// any other running transition, a pop included: the tap then pops the controller whose back
    /// button the bar already shows, once the running pop ends).
    func backButtonTapped() {
        if reverseRunningSlidePush() || reverseRunningZoomIn() || reverseRunningInterruptiblePush()
        {
            return
        }
        popViewController(animated: true)
    }
}
