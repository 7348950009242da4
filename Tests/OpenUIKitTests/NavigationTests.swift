import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

@MainActor
@Suite struct NavigationTests {
    final class ContainmentLoggingVC: LoggingVC {
        override func willMove(toParent parent: UIViewController?) {
            TransitionDiagnostics.shared.record(
                self, parent == nil ? "WILLMOVE(nil)" : "WILLMOVE(nav)")
        }
        override func didMove(toParent parent: UIViewController?) {
            TransitionDiagnostics.shared.record(
                self, parent == nil ? "DIDMOVE(nil)" : "DIDMOVE(nav)")
        }
    }

    static let relevant: (String) -> Bool = { e in
        (e.hasPrefix("view") && !e.hasPrefix("viewDidLoad")) || e.hasPrefix("WILLMOVE")
            || e.hasPrefix("DIDMOVE") || e == "loadView()"
            || e.hasPrefix("navigationController(_:willShow")
            || e.hasPrefix("navigationController(_:didShow")
    }

    @Test func anUnanimatedPushDoesNotAskTheDelegateForAnAnimator() {
        let nav = UINavigationController(rootViewController: LoggingVC())
        let w = makeWindow(root: nav)
        let delegate = AnimatingNavigationDelegate()
        final class NeverRun: NSObject, UIViewControllerAnimatedTransitioning {
            var ran = false
            func transitionDuration(using ctx: UIViewControllerContextTransitioning?)
                -> TimeInterval
            { 1 }
            func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                ran = true
                ctx.completeTransition(true)
            }
        }
        let animator = NeverRun()
        delegate.animator = animator
        nav.delegate = delegate
        TransitionDiagnostics.shared.reset()
        let pushed = LoggingVC()
        nav.pushViewController(pushed, animated: false)
        nav.setViewControllers([LoggingVC(), LoggingVC()], animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(!animator.ran)
        #expect(nav.topViewController?.appearance.state == .appeared)
        #expect(
            !TransitionDiagnostics.shared.timeline.contains {
                $0.event.hasPrefix("navigationController(_:animationControllerFor")
            })
        w.isHidden = true
    }

    @Test func pushAndPopFollowUIKitsAppearanceAndContainmentOrder() {
        let a = ContainmentLoggingVC()
        let nav = UINavigationController(rootViewController: a)
        let w = makeWindow(root: nav)
        let delegate = AnimatingNavigationDelegate()
        nav.delegate = delegate
        weak var weakB: ContainmentLoggingVC?
        do {
            let b = ContainmentLoggingVC()
            weakB = b
            let mark = timelineMark
            nav.pushViewController(b, animated: true)
            #expect(nav.topViewController === b)
            #expect(UIApplication.shared.runUntilIdle())
            #expect(
                events(
                    since: mark, of: [("A", a), ("B", b), ("D", delegate)], matching: Self.relevant)
                    == [
                        "B.WILLMOVE(nav)", "D.navigationController(_:willShow:animated:)",
                        "B.loadView()",
                        "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                        "B.viewIsAppearing(true)", "A.viewDidDisappear(true)",
                        "B.viewDidAppear(true)", "B.DIDMOVE(nav)",
                        "D.navigationController(_:didShow:animated:)",
                    ])
            #expect(b.view.window === w && a.view.window == nil)
            #expect(b.flagsInWillAppear?.moving == true)
            #expect(!b.isMovingToParent)
            let mark2 = timelineMark
            #expect(nav.popViewController(animated: true) === b)
            #expect(nav.viewControllers.count == 1)
            #expect(UIApplication.shared.runUntilIdle())
            #expect(
                events(since: mark2, of: [("A", a), ("B", b)], matching: Self.relevant) == [
                    "B.WILLMOVE(nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                    "A.viewIsAppearing(true)",
                    "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.DIDMOVE(nil)",
                ])
            #expect(b.parent == nil)
            #expect(b.flagsInWillDisappear?.moving == true)
            #expect(a.flagsInWillAppear?.moving == false)
        }
        #expect(UIApplication.shared.runUntilIdle())
        #expect(weakB == nil)
        #expect(a.view.window === w)
        #expect(TransitionDiagnostics.shared.invariantViolations == [])
    }

    @Test func customAnimatorGetsBothViewsAndUIKitsFrames() {
        let a = LoggingVC()
        let b = LoggingVC()
        let nav = UINavigationController(rootViewController: a)
        makeWindow(root: nav)
        let delegate = AnimatingNavigationDelegate()
        let anim = RecordingAnimator(presenting: true)
        delegate.animator = anim
        nav.delegate = delegate
        nav.pushViewController(b, animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(anim.fromView === a.view && anim.toView === b.view)
        #expect(anim.frames["initialFrom"] == nav.view.bounds)
        #expect(anim.frames["finalFrom"] == .zero)
        #expect(anim.frames["initialTo"] == .zero)
        #expect(anim.frames["finalTo"] == nav.view.bounds)
        #expect(a.view.superview == nil)  // UIKit removes the from view after a push
        #expect(b.view.superview === anim.container)
    }

    @Test func defaultSlideMovesTheToViewInFromTheRightAndTheFromViewToMinusThirtyPercent() {
        let a = LoggingVC()
        let b = LoggingVC()
        let nav = UINavigationController(rootViewController: a)
        let w = makeWindow(root: nav)
        let width = w.bounds.width
        nav.pushViewController(b, animated: true)
        #expect(abs(b.view.layer.presentation()!.position.x - (width / 2 + width)) < 1)
        UIApplication.shared.advance(by: 10.0 / 60)  // 10 of the 21 frames
        let midTo = b.view.layer.presentation()!.position.x
        #expect(midTo > width / 2 && midTo < width * 1.5)
        UIApplication.shared.advance(by: 10.0 / 60)  // one frame before the end
        let fromX = a.view.layer.presentation()!.position.x
        #expect(abs(fromX - (width / 2 - 0.3 * width)) < width * 0.02)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(b.view.frame == nav.view.bounds)
    }

    @Test func navigationBarSitsBelowTheStatusBarAndExtendsTheSafeArea() {
        let a = LoggingVC()
        a.title = "Inbox"
        let nav = UINavigationController(rootViewController: a)
        let w = makeWindow(root: nav)
        nav.view.layoutIfNeeded()
        #expect(
            nav.navigationBar.frame
                == CGRect(x: 0, y: w.safeAreaInsets.top, width: w.bounds.width, height: 44))
        #expect(nav.navigationBar.displayedTitle == "Inbox")
        #expect(nav.navigationBar.titleLabel.text == "Inbox")
        #expect(nav.navigationBar.titleLabel.superview === nav.navigationBar)
        #expect(a.view.safeAreaInsets.top == w.safeAreaInsets.top + 44)
        a.title = "Mail"
        #expect(nav.navigationBar.displayedTitle == "Mail")
        #expect(nav.navigationBar.titleLabel.text == "Mail")
        nav.setNavigationBarHidden(true, animated: false)
        #expect(a.view.safeAreaInsets.top == w.safeAreaInsets.top)
        #expect(nav.navigationBar.isHidden)
    }

    @Test func showFromAChildPushes() {
        let a = LoggingVC()
        let b = LoggingVC()
        let nav = UINavigationController(rootViewController: a)
        makeWindow(root: nav)
        a.show(b, sender: nil)
        #expect(nav.topViewController === b)
        #expect(b.navigationController === nav)
        #expect(UIApplication.shared.runUntilIdle())
    }

    @Test func operationsDuringATransitionAreQueued() {
        let a = LoggingVC()
        let b = LoggingVC()
        let c = LoggingVC()
        let nav = UINavigationController(rootViewController: a)
        makeWindow(root: nav)
        nav.pushViewController(b, animated: true)
        nav.pushViewController(c, animated: true)
        #expect(nav.viewControllers.count == 2)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(
            nav.viewControllers.map { ObjectIdentifier($0) }
                == [a, b, c].map { ObjectIdentifier($0) })
        #expect(c.view.window != nil && b.view.window == nil)
    }

    @Test func popToRootSkipsAppearanceOfTheMiddleController() {
        let a = LoggingVC()
        let b = LoggingVC()
        let c = LoggingVC()
        let nav = UINavigationController(rootViewController: a)
        makeWindow(root: nav)
        nav.setViewControllers([a, b, c], animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(c.view.window != nil)
        let mark = timelineMark
        let popped = nav.popToRootViewController(animated: true)
        #expect(popped?.count == 2)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(appearanceEvents(b, since: mark).isEmpty)
        #expect(
            appearanceEvents(c, since: mark) == [
                "viewWillDisappear(true)", "viewDidDisappear(true)",
            ])
        #expect(b.parent == nil && c.parent == nil)
    }

    @Test func pushingTheSameControllerTwiceIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = UIViewController()
                let nav = UINavigationController(rootViewController: a)
                nav.pushViewController(a, animated: false)
            }
        }
    }

    @Test func interactivePopCancelRestoresTheStackWithoutShowCallbacks() {
        let a = LoggingVC()
        let b = LoggingVC()
        let nav = UINavigationController(rootViewController: a)
        let w = makeWindow(root: nav)
        final class ShowLogger: UINavigationControllerDelegate {}
        nav.pushViewController(b, animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        let mark = timelineMark
        #expect(nav.beginInteractivePop())
        #expect(nav.viewControllers.count == 1)
        nav.updateInteractivePop(0.4)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(
            abs(
                b.view.layer.presentation()!.position.x
                    - (w.bounds.width / 2 + 0.4 * w.bounds.width)) < 2)
        nav.endInteractivePop(finish: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.viewControllers.count == 2 && nav.topViewController === b)
        #expect(b.view.window === w && a.view.window == nil)
        #expect(
            events(since: mark, of: [("A", a), ("B", b)], matching: Self.relevant) == [
                "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)",
                "A.viewWillDisappear(true)", "A.viewDidDisappear(true)", "B.viewWillAppear(true)",
                "B.viewIsAppearing(true)",
                "B.viewDidAppear(true)",
            ])
        #expect(b.parent === nav)
        #expect(TransitionDiagnostics.shared.invariantViolations == [])
        #expect(nav.beginInteractivePop())
        nav.updateInteractivePop(0.7)
        nav.endInteractivePop(finish: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.viewControllers.count == 1 && a.view.window === w)
    }

    @Test func aCustomPopAnimatorDisablesTheInteractivePop() {
        let a = LoggingVC()
        let b = LoggingVC()
        let nav = UINavigationController(rootViewController: a)
        makeWindow(root: nav)
        let delegate = AnimatingNavigationDelegate()
        delegate.animator = RecordingAnimator(presenting: false)
        nav.pushViewController(b, animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        nav.delegate = delegate
        #expect(!nav.beginInteractivePop())
        #expect(nav.viewControllers.count == 2)
    }
}
