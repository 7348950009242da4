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

    /// What the navigation bar's back button does: it runs a running slide push back, else pops
    /// the top controller, animated (deferred behind any other running transition).
    func backButtonTapped() {
        if reverseRunningSlidePush() || reverseRunningZoomIn() { return }
        popViewController(animated: true)
    }
}
