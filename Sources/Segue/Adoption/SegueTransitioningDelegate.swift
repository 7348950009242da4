#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

/// The transitioning delegate of a controller presented with a catalogue transition: the
/// transition forward on present, backward on dismiss, interactive while a gesture drives it.
public final class SegueTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The transition used both ways.
    public var transition: SegueTransition
    /// The interaction controller of a dismissal a gesture is driving, if any.
    public var dismissalInteraction: SegueInteractionController?

    /// A delegate presenting and dismissing with `transition`.
    public init(transition: SegueTransition) {
        self.transition = transition
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SegueAnimator(transition, operation: .forward)
    }

    public func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        dismissalInteraction?.animator ?? SegueAnimator(transition, operation: .backward)
    }

    public func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        // Handed out once: UIKit asks once per dismissal.
        guard let interaction = dismissalInteraction, interaction.animator === animator else {
            return nil
        }
        dismissalInteraction = nil
        return interaction
    }
}
