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
        plan.bookkeeping.didSettle(context, completed)
        cleanUp(completed)
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
