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

/// The bar at the bottom of a tab bar controller, as UIKit's `UITabBar` (engine: a view with one
/// 10 pt title label per item in equal-width slots; 49 pt plus the bottom safe area; icons are not
/// modelled).
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The standard bar height above the home indicator, in points.
    package static let standardHeight: CGFloat = 49
    var itemLabels: [UILabel] = []
    /// The items, one per tab.
    public internal(set) var items: [UITabBarItem]? {
        didSet {
            for l in itemLabels { l.removeFromSuperview() }
            itemLabels = (items ?? []).map { item in
                let l = UILabel()
                l.text = item.title
                l.font = UIFont.systemFont(ofSize: 10, weight: .medium)
                l.textAlignment = .center
                addSubview(l)
                return l
            }
            setNeedsLayout()
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
    }

    /// Archives do not exist in this engine: as `init(frame: .zero)`, as UIKit's `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !itemLabels.isEmpty else { return }
        let w = bounds.width / CGFloat(itemLabels.count)
        for (i, l) in itemLabels.enumerated() {
            l.frame = CGRect(x: CGFloat(i) * w, y: 33, width: w, height: 12)
        }
    }
    /// The selected item.
    public internal(set) weak var selectedItem: UITabBarItem?
    /// The controller whose tabs this bar selects.
    weak var controller: UITabBarController?

    // A touch that lifts inside an item's slot selects that tab, as a tap on UIKit's bar buttons
    // (touch-up-inside); the bar consumes its touches.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let count = items?.count, count > 0, bounds.width > 0
        else { return }
        let p = touch.location(in: self)
        guard bounds.contains(p) else { return }
        let index = min(count - 1, max(0, Int(p.x / (bounds.width / CGFloat(count)))))
        controller?.selectTab(at: index)
    }
    /// The titles shown, in order (for the renderer and tests).
    package var displayedTitles: [String?] { items?.map(\.title) ?? [] }
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
