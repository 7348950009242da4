@testable import OpenUIKit

/// A navigation controller delegate that hands every push and pop to `animator` (nil: UIKit's own
/// slide).
@MainActor
final class AnimatingNavigationDelegate: UINavigationControllerDelegate {
    var animator: UIViewControllerAnimatedTransitioning?

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animator }
}

/// A tab bar controller delegate that logs what UIKit asks it ("should", "did", "animator"),
/// allows a selection while `allow` is true and animates tab switches with `animator`.
@MainActor
final class LoggingTabBarDelegate: UITabBarControllerDelegate {
    var log: [String] = []
    var allow = true
    var animator: UIViewControllerAnimatedTransitioning?

    func tabBarController(_ t: UITabBarController, shouldSelect vc: UIViewController) -> Bool {
        log.append("should")
        return allow
    }

    func tabBarController(_ t: UITabBarController, didSelect vc: UIViewController) {
        log.append("did")
    }

    func tabBarController(
        _ t: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        log.append("animator")
        return animator
    }
}
