import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// The conformance suite for container transitions (pop with a custom animator, tab switch, child
/// swap) and interactive modal finish/cancel: call order, `view(forKey:)`, frames, the hierarchy
/// after completion and after cancel, and deallocation of what left.
@MainActor
@Suite struct ConformanceContainerTests {
    @Test func popWithACustomAnimatorFollowsUIKitsOrderAndDeallocatesThePopped() throws {
        let a = LoggingVC()
        let nav = UINavigationController(rootViewController: a)
        let w = makeWindow(root: nav)
        let d = AnimatingNavigationDelegate()
        nav.delegate = d
        weak var weakB: LoggingVC?
        do {
            let b = LoggingVC()
            weakB = b
            nav.pushViewController(b, animated: false)
            #expect(UIApplication.shared.runUntilIdle())
            let anim = RecordingAnimator(presenting: false)
            d.animator = anim
            let mark = timelineMark
            #expect(nav.popViewController(animated: true) === b)
            #expect(UIApplication.shared.runUntilIdle())
            let order = events(since: mark, of: [("A", a), ("B", b), ("D", d), ("Anim", anim)]) {
                !$0.hasPrefix("popViewController")
            }
            #expect(
                order == [
                    "B.willMove(toParent: nil)", "D.navigationController(_:willShow:animated:)",
                    "D.navigationController(_:animationControllerFor:from:to:)",
                    "D.navigationController(_:interactionControllerFor:)",
                    "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                    "Anim.transitionDuration(using:)", "Anim.animateTransition(using:)",
                    "A.viewIsAppearing(true)",
                    "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.removeFromParent()",
                    "B.didMove(toParent: nil)",
                    "D.navigationController(_:didShow:animated:)", "Anim.animationEnded(true)",
                ])
            #expect(anim.fromView === b.view && anim.toView === a.view)
            #expect(anim.fromVC === b && anim.toVC === a)
            let content = nav.view.bounds
            #expect(
                anim.frames == [
                    "initialFrom": content, "finalFrom": .zero, "initialTo": .zero,
                    "finalTo": content,
                ])
            #expect(a.view.window === w && a.view.frame == content)
            #expect(b.view.superview == nil && b.parent == nil)
            #expect(nav.viewControllers.count == 1)
            d.animator = nil
        }
        #expect(UIApplication.shared.runUntilIdle())
        #expect(weakB == nil)
        #expect(TransitionDiagnostics.shared.invariantViolations == [])
    }

    @Test func interactiveEdgePopFinishDeallocatesThePoppedAndCancelKeepsTheHierarchy() throws {
        let a = LoggingVC()
        let nav = UINavigationController(rootViewController: a)
        let w = makeWindow(root: nav)
        weak var weakB: LoggingVC?
        do {
            let b = LoggingVC()
            weakB = b
            nav.pushViewController(b, animated: false)
            #expect(UIApplication.shared.runUntilIdle())
            // Cancel: everything as before, with UIKit's unbalanced cancel sequence (UIKit-semantics.md §6.3).
            let mark = timelineMark
            #expect(nav.beginInteractivePop())
            UIApplication.shared.advance(by: 1.0 / 60)
            nav.updateInteractivePop(0.3)
            nav.endInteractivePop(finish: false)
            #expect(UIApplication.shared.runUntilIdle())
            #expect(
                appearanceEvents(b, since: mark) == [
                    "viewWillDisappear(true)", "viewWillAppear(true)", "viewIsAppearing(true)",
                    "viewDidAppear(true)",
                ])
            #expect(
                appearanceEvents(a, since: mark) == [
                    "viewWillAppear(true)", "viewIsAppearing(true)", "viewWillDisappear(true)",
                    "viewDidDisappear(true)",
                ])
            #expect(
                nav.viewControllers.count == 2 && nav.topViewController === b && b.parent === nav)
            #expect(b.view.window === w && a.view.window == nil)
            #expect(nav.transitionView.subviews.count == 1)
            // Finish.
            #expect(nav.beginInteractivePop())
            UIApplication.shared.advance(by: 1.0 / 60)
            nav.updateInteractivePop(0.7)
            nav.endInteractivePop(finish: true)
            #expect(UIApplication.shared.runUntilIdle())
            #expect(nav.viewControllers.count == 1 && a.view.window === w)
            #expect(b.view.superview == nil && b.parent == nil)
        }
        #expect(UIApplication.shared.runUntilIdle())
        #expect(weakB == nil)
        #expect(TransitionDiagnostics.shared.invariantViolations == [])
    }

    @Test func tabSwitchWithAnAnimatorFollowsUIKitsOrderViewsAndFrames() {
        let a = LoggingVC()
        let b = LoggingVC()
        let tab = UITabBarController()
        tab.viewControllers = [a, b]
        let w = makeWindow(root: tab)
        let d = LoggingTabBarDelegate()
        let anim = RecordingAnimator(presenting: true)
        d.animator = anim
        tab.delegate = d
        let mark = timelineMark
        tab.selectedIndex = 1
        #expect(UIApplication.shared.runUntilIdle())
        let order = events(since: mark, of: [("A", a), ("B", b), ("D", d), ("Anim", anim)]) {
            !$0.hasPrefix("loadView") && !$0.hasPrefix("viewDidLoad") && !$0.contains("Layout")
        }
        #expect(
            order == [
                "D.tabBarController(_:animationControllerForTransitionFrom:to:)",
                "D.tabBarController(_:interactionControllerFor:)",
                "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                "Anim.transitionDuration(using:)", "Anim.animateTransition(using:)",
                "B.viewIsAppearing(true)",
                "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "Anim.animationEnded(true)",
            ])
        #expect(anim.fromView === a.view && anim.toView === b.view)
        let content = anim.container?.bounds ?? .null
        #expect(content == w.bounds)
        #expect(
            anim.frames == [
                "initialFrom": content, "finalFrom": .zero, "initialTo": .zero, "finalTo": content,
            ])
        #expect(
            a.view.superview == nil && b.view.superview === anim.container
                && b.view.frame == content)
        #expect(a.parent === tab && b.parent === tab)  // tabs stay children
        #expect(TransitionDiagnostics.shared.invariantViolations == [])
    }

    @Test func childSwapSendsContainmentAndAppearanceInOrderAndFreesTheOldChild() {
        let parent = LoggingVC()
        makeWindow(root: parent)
        let b = LoggingVC()
        weak var weakA: LoggingVC?
        do {
            let a = LoggingVC()
            weakA = a
            parent.addChild(a)
            parent.view.addSubview(a.view)
            a.didMove(toParent: parent)
            let mark = timelineMark
            parent.addChild(b)
            a.willMove(toParent: nil)
            parent.transition(
                from: a, to: b, duration: 0.25, options: [.curveEaseOut],
                animations: {
                    b.view.frame = parent.view.bounds
                }
            ) { _ in
                a.removeFromParent()
                b.didMove(toParent: parent)
            }
            #expect(UIApplication.shared.runUntilIdle())
            let order = events(since: mark, of: [("P", parent), ("A", a), ("B", b)]) {
                !$0.hasPrefix("loadView") && !$0.hasPrefix("viewDidLoad") && !$0.contains("Layout")
                    && !$0.hasPrefix("transition(")
            }
            #expect(
                order == [
                    "B.willMove(toParent: <LoggingVC>)", "P.addChild(<LoggingVC>)",
                    "A.willMove(toParent: nil)", "A.viewWillDisappear(true)",
                    "B.viewWillAppear(true)", "B.viewIsAppearing(true)", "A.viewDidDisappear(true)",
                    "B.viewDidAppear(true)",
                    "A.removeFromParent()", "B.didMove(toParent: <LoggingVC>)",
                ])
            #expect(a.view.superview == nil && b.view.superview === parent.view)
            #expect(parent.children.count == 1 && parent.children.first === b)
        }
        #expect(UIApplication.shared.runUntilIdle())
        #expect(weakA == nil)
        #expect(TransitionDiagnostics.shared.invariantViolations == [])
    }

    /// A delegate with a percent-driven interaction for presentation and dismissal.
    final class InteractiveDelegate: UIViewControllerTransitioningDelegate {
        let interactor = UIPercentDrivenInteractiveTransition()
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            BuiltInModalAnimator(isPresenting: true, style: .coverVertical)
        }
        func animationController(forDismissed dismissed: UIViewController)
            -> UIViewControllerAnimatedTransitioning?
        {
            BuiltInModalAnimator(isPresenting: false, style: .coverVertical)
        }
        func interactionControllerForPresentation(
            using animator: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? { interactor }
        func interactionControllerForDismissal(
            using animator: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? { interactor }
    }

    @Test func cancelledInteractivePresentationFreesThePresentedController() {
        let a = LoggingVC()
        let w = makeWindow(root: a)
        weak var weakB: LoggingVC?
        do {
            let d = InteractiveDelegate()
            let b = LoggingVC()
            weakB = b
            b.transitioningDelegate = d
            b.modalPresentationStyle = .overFullScreen
            a.present(b, animated: true)
            UIApplication.shared.advance(by: 1.0 / 60)
            d.interactor.update(0.4)
            d.interactor.cancel()
            #expect(UIApplication.shared.runUntilIdle())
            #expect(a.presentedViewController == nil && b.presentingViewController == nil)
            #expect(b.view.window == nil && w.subviews.count == 1 && a.view.superview === w)
        }
        #expect(UIApplication.shared.runUntilIdle())
        #expect(weakB == nil)
    }

    @Test func interactiveDismissalCancelKeepsThePresentationAndFinishFreesIt() {
        let a = LoggingVC()
        let w = makeWindow(root: a)
        weak var weakB: LoggingVC?
        do {
            let d = InteractiveDelegate()
            let b = LoggingVC()
            weakB = b
            b.transitioningDelegate = d
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: false)
            #expect(UIApplication.shared.runUntilIdle())
            let container = b.view.superview
            // Cancel: b stays presented, in its container, at its frame; a stays out of the window.
            let mark = timelineMark
            b.dismiss(animated: true)
            UIApplication.shared.advance(by: 1.0 / 60)
            d.interactor.update(0.5)
            d.interactor.cancel()
            #expect(UIApplication.shared.runUntilIdle())
            #expect(
                a.presentedViewController === b && b.view.superview === container
                    && b.view.frame == w.bounds)
            #expect(a.view.window == nil)
            #expect(
                appearanceEvents(b, since: mark) == [
                    "viewWillDisappear(true)", "viewWillAppear(true)", "viewIsAppearing(true)",
                    "viewDidAppear(true)",
                ])
            #expect(
                appearanceEvents(a, since: mark) == [
                    "viewWillAppear(true)", "viewIsAppearing(true)", "viewWillDisappear(true)",
                    "viewDidDisappear(true)",
                ])
            // Finish.
            b.dismiss(animated: true)
            UIApplication.shared.advance(by: 1.0 / 60)
            d.interactor.update(0.5)
            d.interactor.finish()
            #expect(UIApplication.shared.runUntilIdle())
            #expect(
                a.presentedViewController == nil && a.view.superview === w && w.subviews.count == 1)
        }
        #expect(UIApplication.shared.runUntilIdle())
        #expect(weakB == nil)
        #expect(TransitionDiagnostics.shared.invariantViolations == [])
    }

    /// A presentation controller whose dimming view fades in alongside the transition.
    final class DimmingPC: UIPresentationController {
        let dimming = UIView()
        override func presentationTransitionWillBegin() {
            guard let c = containerView else { return }
            dimming.frame = c.bounds
            dimming.alpha = 0
            c.insertSubview(dimming, at: 0)
            presentedViewController.transitionCoordinator?.animate(
                alongsideTransition: { [dimming] _ in dimming.alpha = 1 }, completion: nil)
        }
        override func presentationTransitionDidEnd(_ completed: Bool) {
            if !completed { dimming.removeFromSuperview() }
        }
    }

    /// Vends a 1 s linear slide-up animator, a percent-driven interactor and the dimming controller.
    final class DimmingDelegate: UIViewControllerTransitioningDelegate {
        let interactor = UIPercentDrivenInteractiveTransition()
        var pc: DimmingPC?
        final class SlideUp: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
                -> TimeInterval
            { 1 }
            func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                guard let to = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to)
                else { return }
                let final = ctx.finalFrame(for: toVC)
                to.frame = final.offsetBy(dx: 0, dy: final.height)
                ctx.containerView.addSubview(to)
                UIView.animate(
                    withDuration: 1, delay: 0, options: [.curveLinear],
                    animations: { to.frame = final }
                ) { _ in
                    if ctx.transitionWasCancelled { to.removeFromSuperview() }
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                }
            }
        }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { SlideUp() }
        func interactionControllerForPresentation(
            using animator: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? { interactor }
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?,
            source: UIViewController
        ) -> UIPresentationController? {
            let p = DimmingPC(presentedViewController: presented, presenting: presenting)
            pc = p
            return p
        }
    }

    @Test func alongsideAnimationsScrubAndRunBackWithTheInteraction() throws {
        let a = LoggingVC()
        let b = LoggingVC()
        let w = makeWindow(root: a)
        let d = DimmingDelegate()
        b.transitioningDelegate = d
        b.modalPresentationStyle = .custom
        a.present(b, animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        let dimming = try #require(d.pc?.dimming)
        d.interactor.update(0.5)
        UIApplication.shared.advance(by: 1.0 / 60)
        // Ease-in-ease-out is symmetric, so half way through the alongside fade is at 0.5; the
        // linear slide is half way up.
        let half = dimming.layer.presentation()?.opacity ?? -1
        #expect(abs(half - 0.5) < 0.02)
        let y = b.view.layer.presentation()?.position.y ?? -1
        #expect(abs(y - (w.bounds.midY + w.bounds.height / 2)) < 2)
        // Frozen while the finger rests.
        UIApplication.shared.advance(by: 0.3)
        #expect(abs((dimming.layer.presentation()?.opacity ?? -1) - half) < 1e-6)
        d.interactor.cancel()
        UIApplication.shared.advance(by: 0.2)
        let back = dimming.layer.presentation()?.opacity ?? -1
        #expect(back < half - 0.05)  // running back with the transition
        #expect(UIApplication.shared.runUntilIdle())
        #expect(
            dimming.superview == nil && b.view.window == nil && a.presentedViewController == nil)
        #expect(w.subviews.count == 1)
    }
}
