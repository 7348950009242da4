#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

/// The navigation controller delegate of a navigation controller adopted with Segue: pushes play
/// the pushed controller's `segueTransition` (or the navigation controller's) forward, pops play
/// the popped one's backward, and the back swipe drives pops interactively.
///
/// It keeps the delegate the navigation controller had and forwards `willShow` and `didShow`
/// to it.
public final class SegueNavigationDelegate: NSObject, UINavigationControllerDelegate {
    /// The delegate the navigation controller had before, told of `willShow` and `didShow`.
    public weak var forwardingDelegate: UINavigationControllerDelegate?
    /// The interaction of a pop the back swipe is driving, if any.
    public var popInteraction: SegueInteractionController?

    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
    ) {
        forwardingDelegate?.navigationController(
            navigationController, willShow: viewController, animated: animated)
    }

    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        forwardingDelegate?.navigationController(
            navigationController, didShow: viewController, animated: animated)
    }

    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push:
            guard
                let transition = toVC.segueTransition
                    ?? navigationController.navigationSegueTransition
            else { return nil }
            return SegueAnimator(transition, operation: .forward)
        case .pop:
            if let popInteraction { return popInteraction.animator }
            guard
                let transition = fromVC.segueTransition
                    ?? navigationController.navigationSegueTransition
            else { return nil }
            return SegueAnimator(transition, operation: .backward)
        default:
            return nil
        }
    }

    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        // Handed out once: UIKit asks once per transition.
        guard let interaction = popInteraction, interaction.animator === animationController else {
            return nil
        }
        popInteraction = nil
        return interaction
    }
}
