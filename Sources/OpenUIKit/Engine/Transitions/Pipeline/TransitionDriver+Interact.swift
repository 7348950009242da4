import Foundation

extension TransitionDriver {
    /// Interact: the interaction controller moved the transition to `percent` (clamped to 0…1).
    func update(_ percent: CGFloat) {
        context.percentComplete = min(1, max(0, percent))
    }

    /// Interact: the interaction ends and the transition runs to its end.
    func finishInteraction() {
        guard context.isInteractive else { return }
        context.isInteractive = false
        notifyInteractionChanged()
    }

    /// Interact: the interaction ends and the transition runs back to its start.
    func cancelInteraction() {
        guard context.isInteractive else { return }
        context.isInteractive = false
        context.transitionWasCancelled = true
        notifyInteractionChanged()
    }

    /// Interact: an interruptible transition is taken back under interactive control.
    func pauseInteraction() {
        guard !context.isInteractive else { return }
        context.isInteractive = true
        notifyInteractionChanged()
    }

    /// The `notifyWhenInteractionChanges` handlers, in registration order (UIKit calls them
    /// before the reversed will-callbacks of a cancel).
    private func notifyInteractionChanged() {
        for handler in context.interactionHandlers { handler(context) }
    }
}
