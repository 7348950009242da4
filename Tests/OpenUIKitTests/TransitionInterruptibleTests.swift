import Foundation
@_spi(Testing) import OpenQuartzCore
import Testing

@_spi(Testing) @testable import OpenUIKit

/// `isInterruptible` of the transition context and coordinator: true exactly when the animator
/// implements `interruptibleAnimator(using:)`, as in UIKit.
@MainActor
@Suite(.serialized) struct TransitionInterruptibleTests {
    /// Presents by moving the to view into place over 0.3 s without an interruptible animator.
    final class PlainAnimator: UIViewControllerAnimatedTransitioning {
        var seen: Bool?
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
            -> TimeInterval
        { 0.3 }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            seen = ctx.isInterruptible
            if let to = ctx.view(forKey: .to), let vc = ctx.viewController(forKey: .to) {
                to.frame = ctx.finalFrame(for: vc)
                ctx.containerView.addSubview(to)
            }
            MainRunLoop.perform(after: 0.3) {
                if ctx.transitionWasCancelled {
                    ctx.view(forKey: .to)?.removeFromSuperview()
                } else if ctx.viewController(forKey: .to)?.presentingViewController == nil {
                    ctx.view(forKey: .from)?.removeFromSuperview()
                }
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        }
    }

    /// Vends one property animator for the whole transition (Apple's contract) and counts the calls.
    final class InterruptibleAnimator: UIViewControllerAnimatedTransitioning {
        var seen: Bool?
        var vendCalls = 0
        private var animator: UIViewPropertyAnimator?
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
            -> TimeInterval
        { 0.3 }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            seen = ctx.isInterruptible
            _ = ctx.isInterruptible  // asked twice: the answer is kept
            interruptibleAnimator(using: ctx).startAnimation()
        }
        func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning)
            -> UIViewImplicitlyAnimating
        {
            vendCalls += 1
            if let animator { return animator }
            let to = ctx.view(forKey: .to)
            if let to, let vc = ctx.viewController(forKey: .to) {
                to.frame = ctx.finalFrame(for: vc)
                to.alpha = 0
                ctx.containerView.addSubview(to)
            }
            let a = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { to?.alpha = 1 }
            a.addCompletion { _ in ctx.completeTransition(!ctx.transitionWasCancelled) }
            animator = a
            return a
        }
    }

    final class ModalDelegate: UIViewControllerTransitioningDelegate {
        let animator: UIViewControllerAnimatedTransitioning
        init(_ animator: UIViewControllerAnimatedTransitioning) { self.animator = animator }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { animator }
    }

    @Test func aPresentationWhoseAnimatorVendsNoInterruptibleAnimatorIsNotInterruptible() {
        let anim = PlainAnimator()
        let d = ModalDelegate(anim)
        let (a, b, _) = presentationPair(.overFullScreen, delegate: d)
        a.present(b, animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(anim.seen == false)
        #expect(b.transitionCoordinator?.isInterruptible == false)
        #expect(UIApplication.shared.runUntilIdle())
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
    }

    @Test func aPresentationWhoseAnimatorVendsAnInterruptibleAnimatorIsInterruptible() {
        let anim = InterruptibleAnimator()
        let d = ModalDelegate(anim)
        let (a, b, _) = presentationPair(.overFullScreen, delegate: d)
        let mark = timelineMark
        a.present(b, animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(anim.seen == true)
        #expect(b.transitionCoordinator?.isInterruptible == true)
        // One probe for the first read (kept for later reads), one from animateTransition itself.
        #expect(anim.vendCalls == 2)
        #expect(
            events(since: mark, of: [("Anim", anim)]).filter {
                $0.contains("interruptibleAnimator")
            }
                == ["Anim.interruptibleAnimator(using:)"])
        #expect(UIApplication.shared.runUntilIdle())
        #expect(b.view.alpha == 1 && a.presentedViewController === b)
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
    }

    @Test func aPushIsInterruptibleOnlyWithAnInterruptibleDelegateAnimator() {
        let root = LoggingVC()
        let nav = UINavigationController(rootViewController: root)
        makeWindow(root: nav)
        // The built-in slide vends no interruptible animator.
        let second = LoggingVC()
        nav.pushViewController(second, animated: true)
        #expect(nav.transitionCoordinator?.isInterruptible == false)
        #expect(UIApplication.shared.runUntilIdle())
        let d = AnimatingNavigationDelegate()
        let anim = InterruptibleAnimator()
        d.animator = anim
        nav.delegate = d
        let third = LoggingVC()
        nav.pushViewController(third, animated: true)
        #expect(nav.transitionCoordinator?.isInterruptible == true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(anim.seen == true && nav.topViewController === third)
    }
}
