import Foundation

extension TransitionDriver {
    /// Start: the participants answer `transitionCoordinator`, the kind's will-begin step, the
    /// appearance will-callbacks (from first), `transitionDuration(using:)`, then
    /// `startInteractiveTransition(_:)` or `animateTransition(using:)`, then the queued alongside
    /// animations.
    func start() {
        RunningTransitions.shared.begin(self)
        plan.bookkeeping.willBegin(context)
        if plan.appearance.from { plan.from.sendBeginAppearance(false, animated: plan.isAnimated) }
        if plan.appearance.to { plan.to.sendBeginAppearance(true, animated: plan.isAnimated) }
        traceAnimator(plan.animator, "transitionDuration(using:)")
        _ = plan.animator.transitionDuration(using: context)
        if let interactor = plan.interactor {
            trace(interactor, "startInteractiveTransition(_:)")
            interactor.startInteractiveTransition(context)
        } else {
            traceAnimator(plan.animator, "animateTransition(using:)")
            plan.animator.animateTransition(using: context)
        }
        if !context.hasCompleted { context.startAlongsideAnimations() }
    }
}
