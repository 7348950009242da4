import Foundation

extension TransitionDriver {
    /// Cancel: the appearance of a cancelled transition is reversed (UIKit-semantics.md §6.3): the controller that
    /// was appearing disappears (will + did), then the one that was disappearing reappears.
    func reverseAppearance() {
        let owed = plan.appearance
        if owed.to {
            plan.to.sendBeginAppearance(false, animated: plan.isAnimated)
            plan.to.sendEndAppearance()
        }
        if owed.from {
            plan.from.sendBeginAppearance(true, animated: plan.isAnimated)
            plan.from.sendEndAppearance()
        }
    }
}
