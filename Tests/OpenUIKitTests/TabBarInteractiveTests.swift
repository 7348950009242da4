import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Interactive tab switches: the delegate vends an animator and a percent-driven interaction
/// controller, which the test scrubs, then finishes or cancels.
@MainActor
@Suite(.serialized) struct TabBarInteractiveTests {
    final class Delegate: UITabBarControllerDelegate {
        let animator = SlideInAnimator()
        let interactor = UIPercentDrivenInteractiveTransition()
        func tabBarController(
            _ t: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
            to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { animator }
        func tabBarController(
            _ t: UITabBarController,
            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? { interactor }
    }

    /// Slides the to view in from the right over 1 s, linearly, with a CA animation; on cancel it
    /// removes the to view, on success the from view (as Apple's samples do).
    final class SlideInAnimator: UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
            -> TimeInterval
        { 1 }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            guard let from = ctx.view(forKey: .from), let to = ctx.view(forKey: .to),
                let toVC = ctx.viewController(forKey: .to)
            else { return }
            to.frame = ctx.finalFrame(for: toVC)
            ctx.containerView.addSubview(to)
            let end = to.layer.position
            let start = CGPoint(x: end.x + ctx.containerView.bounds.width, y: end.y)
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setCompletionBlock {
                if ctx.transitionWasCancelled {
                    to.removeFromSuperview()
                } else {
                    from.removeFromSuperview()
                }
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
            let a = CABasicAnimation(keyPath: "position")
            a.fromValue = start
            a.toValue = end
            a.timingFunction = CAMediaTimingFunction(name: .linear)
            to.layer.add(a, forKey: "slide")
            CATransaction.commit()
        }
    }

    private func setUp() -> (UITabBarController, LoggingVC, LoggingVC, Delegate, UIWindow) {
        let a = LoggingVC()
        let b = LoggingVC()
        a.title = "A"
        b.title = "B"
        let tab = UITabBarController()
        tab.viewControllers = [a, b]
        let w = makeWindow(root: tab)
        tab.view.layoutIfNeeded()
        let d = Delegate()
        tab.delegate = d
        return (tab, a, b, d, w)
    }

    /// Whether `view` is `container`'s only subview.
    private func onlySubview(of container: UIView, is view: UIView) -> Bool {
        container.subviews.count == 1 && container.subviews.first === view
    }

    private func order(since mark: Int, _ a: LoggingVC, _ b: LoggingVC, _ d: Delegate) -> [String] {
        events(since: mark, of: [("A", a), ("B", b), ("D", d), ("Anim", d.animator)]) {
            !$0.hasPrefix("loadView") && !$0.hasPrefix("viewDidLoad") && !$0.contains("Layout")
                && !$0.hasPrefix("viewSafeArea")
        }
    }

    @Test func aFinishedInteractiveTabSwitchSelectsTheNewTabAndLeavesOnlyItsView() throws {
        let (tab, a, b, d, w) = setUp()
        let mark = timelineMark
        tab.selectedIndex = 1
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(tab.transitionCoordinator?.isInteractive == true)
        #expect(tab.selectedIndex == 1)  // the selection changes at once, as in UIKit
        // Half-way: the to view's centre is half a width right of its resting centre.
        d.interactor.update(0.5)
        UIApplication.shared.advance(by: 1.0 / 60)
        let restX = w.bounds.width / 2
        #expect(
            abs(
                try #require(b.view.layer.presentation()).position.x
                    - (restX + 0.5 * w.bounds.width)) < 0.5)
        d.interactor.finish()
        #expect(UIApplication.shared.runUntilIdle())
        #expect(
            order(since: mark, a, b, d) == [
                "D.tabBarController(_:animationControllerForTransitionFrom:to:)",
                "D.tabBarController(_:interactionControllerFor:)",
                "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                "Anim.transitionDuration(using:)", "Anim.animateTransition(using:)",
                "B.viewIsAppearing(true)",
                "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "Anim.animationEnded(true)",
            ])
        #expect(tab.selectedIndex == 1 && tab.selectedViewController === b)
        #expect(tab.tabBar.selectedItem === b.tabBarItem)
        #expect(onlySubview(of: tab.transitionView, is: b.view))
        #expect(a.view.superview == nil && b.view.window === w)
        #expect(b.view.frame == tab.transitionView.bounds)
        #expect(a.parent === tab && b.parent === tab)
        #expect(tab.transitionCoordinator == nil)
        #expect(TransitionDiagnostics.shared.invariantViolations == [])
    }

    @Test func aCancelledInteractiveTabSwitchRestoresTheOldTabAndItsView() throws {
        let (tab, a, b, d, w) = setUp()
        let mark = timelineMark
        tab.selectedIndex = 1
        UIApplication.shared.advance(by: 1.0 / 60)
        d.interactor.update(0.3)
        UIApplication.shared.advance(by: 1.0 / 60)
        d.interactor.cancel()
        #expect(UIApplication.shared.runUntilIdle())
        // UIKit's cancel sequence for a cancelled interactive pop (UIKit-semantics.md §6.3, [WANGLING]):
        // B.willDisappear → B.didDisappear → A.willAppear → A.didAppear.
        #expect(
            order(since: mark, a, b, d) == [
                "D.tabBarController(_:animationControllerForTransitionFrom:to:)",
                "D.tabBarController(_:interactionControllerFor:)",
                "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                "Anim.transitionDuration(using:)", "Anim.animateTransition(using:)",
                "B.viewIsAppearing(true)",
                "B.viewWillDisappear(true)", "B.viewDidDisappear(true)", "A.viewWillAppear(true)",
                "A.viewIsAppearing(true)",
                "A.viewDidAppear(true)",
                "Anim.animationEnded(false)",
            ])
        #expect(tab.selectedIndex == 0 && tab.selectedViewController === a)
        #expect(tab.tabBar.selectedItem === a.tabBarItem)
        #expect(onlySubview(of: tab.transitionView, is: a.view))
        #expect(b.view.superview == nil && a.view.window === w)
        #expect(a.view.frame == tab.transitionView.bounds)
        #expect(a.parent === tab && b.parent === tab)
        #expect(tab.transitionCoordinator == nil)
        #expect(TransitionDiagnostics.shared.invariantViolations == [])
        // The tab bar controller is usable again: a second, unanimated switch goes through.
        tab.delegate = nil
        tab.selectedIndex = 1
        #expect(onlySubview(of: tab.transitionView, is: b.view) && tab.selectedIndex == 1)
    }
}
