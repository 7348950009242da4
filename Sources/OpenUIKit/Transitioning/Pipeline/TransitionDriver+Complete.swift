import Foundation

extension TransitionDriver {
    /// Complete (or cancel): the animator called `completeTransition(didComplete)`.
    ///
    /// The views settle (the kind's step), the controllers released early stop answering the
    /// coordinator, the owed appearance did-callbacks are sent (or reversed, for a cancel), the
    /// kind's end step runs, then clean up.
    func transitionDidComplete(_ completed: Bool) {
        plan.bookkeeping.settleViews(context, completed)
        RunningTransitions.shared.release(plan.coordination.releasedEarly, of: self)
        if completed { endAppearance() } else { reverseAppearance() }
        if plan.kind.isContainerTransition { settleWithOwner(completed) }
        plan.bookkeeping.didSettle(context, completed)
        cleanUp(completed)
    }

    /// A container transition (push, pop, tab switch, child swap) ends with its children in their
    /// container's state, whatever happened to the container while it ran (covered by a
    /// full-screen presentation, uncovered, its tab unselected): the child it shows appeared when
    /// the container has appeared (appearing when it is appearing, which then finishes it),
    /// disappeared when it has not; the other child disappeared. While the transition ran, the
    /// container's forwarding left them alone (`isInManagedTransition`); the callbacks owed
    /// since are sent here, unanimated, each will followed by its did (Docs/Behaviour-vc.md).
    private func settleWithOwner(_ completed: Bool) {
        RunningTransitions.shared.releaseManaged(of: self)
        guard plan.owner.shouldAutomaticallyForwardAppearanceMethods else { return }
        let shown = completed ? plan.to : plan.from
        let hidden = completed ? plan.from : plan.to
        hidden.settleAppearance(at: .disappeared)
        shown.settleAppearance(at: plan.owner.appearance.state)
    }

    /// The did-callbacks of a completed transition, in the plan's order.
    private func endAppearance() {
        let owed = plan.appearance
        if owed.completedEndsToFirst {
            if owed.to { plan.to.sendEndAppearance() }
            if owed.from { plan.from.sendEndAppearance() }
        } else {
            if owed.from { plan.from.sendEndAppearance() }
            if owed.to { plan.to.sendEndAppearance() }
        }
    }
}
