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
        if plan.kind.isContainerTransition,
            plan.owner.shouldAutomaticallyForwardAppearanceMethods
        {
            settleWithOwner(completed)
        } else if completed {
            endAppearance()
        } else {
            reverseAppearance()
        }
        plan.bookkeeping.didSettle(context, completed)
        cleanUp(completed)
    }

    /// A container transition (push, pop, tab switch, child swap) ends with its children in their
    /// container's state, whatever happened to the container while it ran (covered by a
    /// full-screen presentation, uncovered, its tab unselected): the child it hides disappeared,
    /// then the child it shows appeared when the container has appeared, appearing or
    /// disappearing when the container is half-way (its did callback then ends the child's), and
    /// disappeared when the container has disappeared. While the transition ran, the container's
    /// forwarding left them alone (`isInManagedTransition`). With a container on screen
    /// throughout, these are exactly the owed did callbacks (from first), or the reversal of a
    /// cancel (UIKit-semantics.md §6.3); a controller caught appearing in a container that went off screen gets
    /// `viewWillDisappear` and `viewDidDisappear`, never `viewDidAppear` (Docs/Behaviour-vc.md).
    private func settleWithOwner(_ completed: Bool) {
        RunningTransitions.shared.releaseManaged(of: self)
        let shown = completed ? plan.to : plan.from
        let hidden = completed ? plan.from : plan.to
        hidden.settleAppearance(at: .disappeared, animated: plan.isAnimated)
        shown.settleAppearance(at: plan.owner.appearance.state, animated: plan.isAnimated)
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
