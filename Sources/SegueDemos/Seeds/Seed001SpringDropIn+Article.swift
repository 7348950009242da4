// Seed 001 ("IOS-自定义UIViewController转场动画"): `CustomAnimatedTransitioning` and the main
// controller's delegate methods, in current Swift names and as close to the text as Swift 6 allows.
// The article never shows `DismissAnimatedTransitioning`; the one here is written to mirror the
// opening animation (see its comment).
// Article text: Docs/Articles/001_9716a1406cc21019.txt.
import Foundation
import OpenUIKit

/// 自定义转场动画，必须实现UIViewControllerAnimatedTransitioning协议.
/// *
class CustomAnimatedTransitioning: NSObject, UIViewControllerAnimatedTransitioning {
    // 单位:second
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        return 1.0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let finalFrameForVC = transitionContext.finalFrame(for: toViewController)
        let containerView = transitionContext.containerView
        let bounds = UIScreen.main.bounds
        toViewController.view.frame = finalFrameForVC.offsetBy(dx: 0, dy: -bounds.size.height)
        containerView.addSubview(toViewController.view)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0.0,
            usingSpringWithDamping: 0.5,
            initialSpringVelocity: 0.0, options: .curveLinear,
            animations: {
                fromViewController.view.alpha = 0.5
                toViewController.view.frame = finalFrameForVC
            },
            completion: { finished in
                transitionContext.completeTransition(true)
                fromViewController.view.alpha = 1.0
            })
    }
}

/// The closing animation. The article names `DismissAnimatedTransitioning` but does not show it;
/// this is a plausible mirror of `CustomAnimatedTransitioning`: the from-view rises back up by one
/// screen height and out, while the to-view (put underneath, at its final frame) goes from the
/// half-faded alpha 0.5 back to 1. 0.6 s ease-in-out (no spring: a rising view has nothing to
/// bounce against).
class DismissAnimatedTransitioning: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let containerView = transitionContext.containerView
        let bounds = UIScreen.main.bounds
        toViewController.view.frame = transitionContext.finalFrame(for: toViewController)
        toViewController.view.alpha = 0.5
        containerView.insertSubview(toViewController.view, belowSubview: fromViewController.view)
        let fromFinal = fromViewController.view.frame.offsetBy(dx: 0, dy: -bounds.size.height)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0.0,
            options: .curveEaseInOut,
            animations: {
                fromViewController.view.frame = fromFinal
                toViewController.view.alpha = 1.0
            },
            completion: { finished in
                toViewController.view.alpha = 1.0
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

// 1. 让ViewController实现UIViewControllerTransitioningDelegate协议 (and, for sections 二/三, the
// navigation and tab bar delegate protocols).
class MainViewController: UIViewController, UIViewControllerTransitioningDelegate,
    UINavigationControllerDelegate,
    UITabBarControllerDelegate
{
    var loginButton: UIView?
    /// The last login controller shown (weak: tests check it is released).
    weak var lastLogin: UIViewController?
    /// The leading-edge frames of the screen (a paragraph's short last line).
    let frames = LeadingFrames()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        frames.apply()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // 2. 设置navigationController的代理 (and the tab bar controller's: "类似UINavigationController实现方式")
        navigationController?.delegate = self
        tabBarController?.delegate = self
        Seed001Screens.buildMain(self)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        // 2. 返回自定义的UIViewControllerAnimatedTransitioning;
        return CustomAnimatedTransitioning()
    }

    // 2. 页面关闭后动画效果
    func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        return DismissAnimatedTransitioning()
    }

    // 3. 在Main.storyboard中配置segue的Identifier;
    // 4. prepareForSegue方法中根据Identifier决定跳转某个页面的动画.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if "showlogin" == segue.identifier {
            let toViewController = segue.destination
            // println("打开登录页面===\(toViewController)")  (the article's log line, silenced)
            toViewController.transitioningDelegate = self
            lastLogin = toViewController
        }
    }

    // 3. 根据operation类型决定使用何种动画.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        if operation == .pop {
            // 页面关闭动画
            return DismissAnimatedTransitioning()
        } else {
            // 页面打开动画
            return CustomAnimatedTransitioning()
        }
    }

    // 三：类似UINavigationController实现方式 — a later tab opens, an earlier tab closes.
    func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let tabs = tabBarController.viewControllers ?? []
        let from = tabs.firstIndex { $0 === fromVC } ?? 0
        let to = tabs.firstIndex { $0 === toVC } ?? 0
        return to < from ? DismissAnimatedTransitioning() : CustomAnimatedTransitioning()
    }
}
