#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

extension UIViewController {
    /// Replaces the child `old` by `new` in `containerView` (default this controller's view) with
    /// `transition`, in one line, as a custom container does: containment messages
    /// (`willMove(toParent:)`, `addChild`, `didMove(toParent:)`) and appearance callbacks in
    /// UIKit's order, the views swapped by the catalogue animator, `completion` with whether the
    /// swap happened. Pass an `interaction` to drive it from a gesture (cancelled: `old` stays).
    public func swapChild(
        from old: UIViewController, to new: UIViewController, in containerView: UIView? = nil,
        transition: SegueTransition, operation: SegueAnimator.Operation = .forward,
        interaction: SegueInteractionController? = nil, completion: ((Bool) -> Void)? = nil
    ) {
        let container = containerView ?? view!
        let animator = interaction?.animator ?? SegueAnimator(transition, operation: operation)
        old.willMove(toParent: nil)
        addChild(new)
        old.beginAppearanceTransition(false, animated: true)
        new.beginAppearanceTransition(true, animated: true)
        let context = SegueChildTransitionContext(
            from: old, to: new, in: container, interactive: interaction != nil
        ) { [weak self] didComplete in
            if didComplete {
                old.view.removeFromSuperview()
                old.removeFromParent()
                new.didMove(toParent: self)
            } else {
                new.view.removeFromSuperview()
                new.willMove(toParent: nil)
                new.removeFromParent()
                old.didMove(toParent: self)
                // Cancelled: the appearance goes back the other way before it ends.
                old.beginAppearanceTransition(true, animated: true)
                new.beginAppearanceTransition(false, animated: true)
            }
            old.endAppearanceTransition()
            new.endAppearanceTransition()
            animator.animationEnded(didComplete)
            completion?(didComplete)
        }
        if let interaction {
            interaction.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
        }
    }
}
