import Foundation
@_spi(Testing) import OpenQuartzCore
import Testing

@_spi(Testing) @testable import OpenUIKit

/// The pitfalls of UIKit-semantics.md §11 not covered by the other suites.
@MainActor
@Suite struct ConformanceTests {
    /// A presentation controller whose presented view is a wrapper around the controller's view.
    final class WrappingPC: UIPresentationController {
        let wrapper = UIView()
        override var presentedView: UIView? { wrapper }
        override func presentationTransitionWillBegin() {
            let v: UIView = presentedViewController.view
            wrapper.frame = frameOfPresentedViewInContainerView
            v.frame = wrapper.bounds
            wrapper.addSubview(v)
        }
    }

    // UIKit-semantics.md §11.4
    @Test func viewForToKeyIsThePresentationControllersPresentedView() {
        let a = LoggingVC()
        let b = LoggingVC()
        makeWindow(root: a)
        let d = RecordingDelegate()
        d.makePC = { p, ing in WrappingPC(presentedViewController: p, presenting: ing) }
        b.transitioningDelegate = d
        b.modalPresentationStyle = .custom
        a.present(b, animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        let pc = b.presentationController as? WrappingPC
        #expect(d.presentAnimator?.toView === pc?.wrapper)
        #expect(d.presentAnimator?.toView !== b.view)
        #expect(b.view.isDescendant(of: pc!.wrapper))
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(d.dismissAnimator?.fromView === pc?.wrapper)
    }

    // UIKit-semantics.md §11.9
    @Test func alongsideBlocksQueuedInWillBeginRunAfterAnimateTransitionReturns() {
        final class PC: UIPresentationController {
            var log: [String] = []
            override func presentationTransitionWillBegin() {
                log.append("willBegin")
                presentedViewController.transitionCoordinator?.animate(
                    alongsideTransition: { [self] _ in log.append("alongside") },
                    completion: { [self] _ in log.append("completion") })
            }
        }
        final class Animator: UIViewControllerAnimatedTransitioning {
            weak var pc: PC?
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
                -> TimeInterval
            { 0.2 }
            func animateTransition(using ctx: UIViewControllerContextTransitioning) {
                pc?.log.append("animate begin")
                ctx.containerView.addSubview(ctx.view(forKey: .to)!)
                MainRunLoop.perform(after: 0.2) { ctx.completeTransition(true) }
                pc?.log.append("animate end")
            }
        }
        final class Delegate: UIViewControllerTransitioningDelegate {
            let animator = Animator()
            var pc: PC?
            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController,
                source: UIViewController
            ) -> UIViewControllerAnimatedTransitioning? { animator }
            func presentationController(
                forPresented presented: UIViewController, presenting: UIViewController?,
                source: UIViewController
            ) -> UIPresentationController? {
                let p = PC(presentedViewController: presented, presenting: presenting)
                pc = p
                animator.pc = p
                return p
            }
        }
        let a = LoggingVC()
        let b = LoggingVC()
        makeWindow(root: a)
        let d = Delegate()
        b.transitioningDelegate = d
        b.modalPresentationStyle = .custom
        a.present(b, animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(d.pc?.log == ["willBegin", "animate begin", "animate end", "alongside"])
        #expect(UIApplication.shared.runUntilIdle())
        #expect(
            d.pc?.log == ["willBegin", "animate begin", "animate end", "alongside", "completion"])
        b.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
    }

    // UIKit-semantics.md §11.8
    @Test func cancelledInteractivePresentationPutsThePresenterBack() {
        final class Delegate: UIViewControllerTransitioningDelegate {
            let interactor = UIPercentDrivenInteractiveTransition()
            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController,
                source: UIViewController
            ) -> UIViewControllerAnimatedTransitioning? {
                BuiltInModalAnimator(isPresenting: true, style: .coverVertical)
            }
            func interactionControllerForPresentation(
                using animator: UIViewControllerAnimatedTransitioning
            ) -> UIViewControllerInteractiveTransitioning? { interactor }
        }
        let a = LoggingVC()
        let b = LoggingVC()
        let w = makeWindow(root: a)
        let d = Delegate()
        b.transitioningDelegate = d
        b.modalPresentationStyle = .fullScreen
        var completed = false
        a.present(b, animated: true) { completed = true }
        UIApplication.shared.advance(by: 1.0 / 60)
        // relocated into the container
        #expect(a.view.superview === b.presentationController?.containerView)
        d.interactor.update(0.5)
        d.interactor.cancel()
        #expect(UIApplication.shared.runUntilIdle())
        #expect(!completed)
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(a.view.superview === w && a.view.frame == w.bounds)
        #expect(b.view.window == nil)
        #expect(w.subviews.count == 1)
        #expect(a.appearance.state == .appeared && b.appearance.state == .disappeared)
        #expect(TransitionDiagnostics.shared.invariantViolations == [])
    }

    // UIKit-semantics.md §5.2
    @Test func presentationControllerCallbacksComeInUIKitsOrder() {
        let a = LoggingVC()
        let b = LoggingVC()
        makeWindow(root: a)
        let d = RecordingDelegate()
        var pc: InsetPresentationController?
        d.makePC = { p, ing in
            let c = InsetPresentationController(presentedViewController: p, presenting: ing)
            pc = c
            return c
        }
        b.transitioningDelegate = d
        b.modalPresentationStyle = .custom
        let mark = timelineMark
        a.present(b, animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        b.dismiss(animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        let seq = events(
            since: mark,
            of: [
                ("PC", pc!), ("B", b), ("Anim", d.presentAnimator!), ("DAnim", d.dismissAnimator!),
            ]
        ) {
            !$0.hasPrefix("loadView") && !$0.hasPrefix("viewDidLoad") && !$0.hasPrefix("dismiss(")
        }
        // Layout callbacks may repeat; collapse consecutive duplicates for the comparison.
        let collapsed = seq.reduce(into: [String]()) { r, e in if r.last != e { r.append(e) } }
        #expect(
            collapsed == [
                "PC.presentationTransitionWillBegin()", "B.viewWillAppear(true)",
                "Anim.transitionDuration(using:)", "Anim.animateTransition(using:)",
                "PC.containerViewWillLayoutSubviews()", "PC.containerViewDidLayoutSubviews()",
                "B.viewIsAppearing(true)",
                "B.viewDidAppear(true)", "PC.presentationTransitionDidEnd(true)",
                "Anim.animationEnded(true)",
                "PC.dismissalTransitionWillBegin()", "B.viewWillDisappear(true)",
                "DAnim.transitionDuration(using:)", "DAnim.animateTransition(using:)",
                "B.viewDidDisappear(true)", "PC.dismissalTransitionDidEnd(true)",
                "DAnim.animationEnded(true)",
            ])
    }

    // UIKit-semantics.md §11.15
    @Test func percentDrivenDefaultsAreUIKits() {
        let p = UIPercentDrivenInteractiveTransition()
        #expect(p.completionSpeed == 1)
        #expect(p.completionCurve == .easeInOut)
        #expect(p.wantsInteractiveStart)
        #expect(p.percentComplete == 0 && p.duration == 0)
    }

    @Test func contextOfANonModalTransitionReportsNoPresentationStyle() {
        let a = LoggingVC()
        let b = LoggingVC()
        let nav = UINavigationController(rootViewController: a)
        makeWindow(root: nav)
        nav.pushViewController(b, animated: true)
        #expect(b.transitionCoordinator?.presentationStyle == UIModalPresentationStyle.none)
        #expect(b.transitionCoordinator?.isAnimated == true)
        #expect(nav.transitionCoordinator != nil)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(b.transitionCoordinator == nil)
    }
}
