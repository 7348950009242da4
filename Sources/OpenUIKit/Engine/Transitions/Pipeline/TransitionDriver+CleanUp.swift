import Foundation

extension TransitionDriver {
    /// Clean up: no controller answers the coordinator any more, the kind's bookkeeping runs, the
    /// status bar takes the appearance the controllers now decide, then the coordinator
    /// completions, the completion handler (completed transitions only) and `animationEnded(_:)`;
    /// the engine's invariants are checked at the end of every plan, once the code that completed
    /// it (the animator's completion block) has returned; a rotation that waited for it then runs.
    func cleanUp(_ completed: Bool) {
        RunningTransitions.shared.end(self)
        plan.bookkeeping.afterRelease(context, completed)
        StatusBarAppearance.update()
        context.runCompletions()
        if completed { plan.completionHandler?() }
        traceAnimator(plan.animator, "animationEnded(\(completed))")
        plan.animator.animationEnded(completed)
        TransitionInvariants.checkWhenCompletingCodeReturns(after: plan.invariantsLabel(completed))
        plan.bookkeeping.afterEnd(context)
        InterfaceRotation.transitionDidEnd()
    }
}
