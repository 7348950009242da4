import Foundation

/// Asked about tab selection and tab-switch animators, as UIKit's `UITabBarControllerDelegate`.
/// Every method is optional (defaults below). `shouldSelect`/`didSelect` are sent for user taps
/// only (`selectTab(at:)`), not for programmatic selection, as in UIKit.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool
    func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    public func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {}
    public func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
}

/// Switches tabs without animation: the to view replaces the from view at once (the default when
/// the delegate gives no animator).
@MainActor
final class ImmediateSwapAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    { 0 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        if let to = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) {
            to.frame = ctx.finalFrame(for: toVC)
            ctx.containerView.addSubview(to)
        }
        ctx.view(forKey: .from)?.removeFromSuperview()
        ctx.completeTransition(true)
    }
}
