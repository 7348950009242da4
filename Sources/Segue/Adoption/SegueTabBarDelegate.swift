#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

/// The tab bar controller delegate of a tab bar controller adopted with Segue: moving to a later
/// tab plays its transition forward, to an earlier one backward; a horizontal pan drives it.
///
/// It keeps the delegate the tab bar controller had and forwards `shouldSelect` and `didSelect`.
public final class SegueTabBarDelegate: NSObject, UITabBarControllerDelegate {
    /// The delegate the tab bar controller had before.
    public weak var forwardingDelegate: UITabBarControllerDelegate?
    /// The interaction of a tab change a pan is driving, if any.
    public var interaction: SegueInteractionController?

    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
        forwardingDelegate?.tabBarController(tabBarController, shouldSelect: viewController)
            ?? true
    }

    public func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
        forwardingDelegate?.tabBarController(tabBarController, didSelect: viewController)
    }

    public func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        if let interaction { return interaction.animator }
        guard let transition = toVC.segueTransition ?? tabBarController.tabSegueTransition,
            let controllers = tabBarController.viewControllers,
            let from = controllers.firstIndex(where: { $0 === fromVC }),
            let to = controllers.firstIndex(where: { $0 === toVC })
        else { return nil }
        return SegueAnimator(transition, operation: to > from ? .forward : .backward)
    }

    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        // Handed out once: UIKit asks once per tab change.
        guard let interaction, interaction.animator === animationController else { return nil }
        self.interaction = nil
        return interaction
    }
}
