import Foundation

/// Asked about tab selection and tab-switch animators, as UIKit's `UITabBarControllerDelegate`.
/// Every method is optional (defaults below). `shouldSelect`/`didSelect` are sent for user taps
/// only (`selectTab(at:)`), not for programmatic selection, as in UIKit.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
}

/// The bar at the bottom of a tab bar controller, as UIKit's `UITabBar` (engine: a plain view that
/// stores its items' titles for the renderer; 49 pt plus the bottom safe area).
@MainActor
open class UITabBar: UIView {
    /// The standard bar height above the home indicator, in points.
    public static let standardHeight: CGFloat = 49
    /// The items, one per tab.
    public internal(set) var items: [UITabBarItem]?
    /// The selected item.
    public internal(set) weak var selectedItem: UITabBarItem?
    /// The titles shown, in order (for the renderer and tests).
    public var displayedTitles: [String?] { items?.map(\.title) ?? [] }
}

/// Switches tabs without animation: the to view replaces the from view at once (the default when
/// the delegate gives no animator).
@MainActor
final class ImmediateSwapAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        if let to = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) {
            to.frame = ctx.finalFrame(for: toVC)
            ctx.containerView.addSubview(to)
        }
        ctx.view(forKey: .from)?.removeFromSuperview()
        ctx.completeTransition(true)
    }
}
