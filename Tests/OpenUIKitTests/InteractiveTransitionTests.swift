import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

@MainActor
@Suite struct InteractiveTransitionTests {
    /// Vends the built-in-like CA animator below and a percent-driven interactor for dismissal.
    final class Delegate: UIViewControllerTransitioningDelegate {
        let interactor = UIPercentDrivenInteractiveTransition()
        let animator = SlideDownAnimator()
        func animationController(forDismissed dismissed: UIViewController)
            -> UIViewControllerAnimatedTransitioning?
        { animator }
        func interactionControllerForDismissal(
            using animator: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? { interactor }
    }

    /// Slides the from view down by the container height over 1 s, linearly, with CA animations.
    final class SlideDownAnimator: UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
            -> TimeInterval
        { 1 }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            guard let from = ctx.view(forKey: .from) else { return }
            let start = from.layer.position
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setCompletionBlock {
                if ctx.transitionWasCancelled {
                    from.layer.position = start
                } else {
                    from.removeFromSuperview()
                }
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
            let end = CGPoint(x: start.x, y: start.y + ctx.containerView.bounds.height)
            from.layer.position = end
            let a = CABasicAnimation(keyPath: "position")
            a.fromValue = start
            a.toValue = end
            a.timingFunction = CAMediaTimingFunction(name: .linear)
            from.layer.add(a, forKey: "slide")
            CATransaction.commit()
        }
    }

    func setUp() -> (UIViewController, UIViewController, Delegate, UIWindow) {
        presentedOverFullScreen(delegate: Delegate())
    }

    @Test func scrubbingIsLinearAndFinishTakesTheRemainingTimeOverCompletionSpeed() {
        let (a, b, d, w) = setUp()
        b.dismiss(animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        let h = w.bounds.height
        #expect(b.transitionCoordinator?.isInteractive == true)
        d.interactor.update(0.25)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(abs(b.view.layer.presentation()!.position.y - (h / 2 + 0.25 * h)) < 0.5)
        UIApplication.shared.advance(by: 0.5)  // time passes; the transition stays put
        #expect(abs(b.view.layer.presentation()!.position.y - (h / 2 + 0.25 * h)) < 0.5)
        d.interactor.update(0.5)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(abs(b.view.layer.presentation()!.position.y - (h / 2 + 0.5 * h)) < 0.5)
        d.interactor.completionSpeed = 2
        let t0 = CACurrentMediaTime()
        d.interactor.finish()
        #expect(b.transitionCoordinator?.isInteractive == false)
        while a.presentedViewController != nil && CACurrentMediaTime() - t0 < 2 {
            UIApplication.shared.advance(by: 1.0 / 60)
        }
        // (1 − 0.5) · 1 s / 2 = 0.25 s, within two frames.
        #expect(abs((CACurrentMediaTime() - t0) - 0.25) < 2.5 / 60)
        #expect(b.view.window == nil)
        #expect(UIApplication.shared.runUntilIdle())
    }

    @Test func cancelRunsBackAndSendsUIKitsCancelSequence() {
        let (a, b, d, _) = setUp()
        let mark = timelineMark
        var log: [String] = []
        b.dismiss(animated: true) { log.append("dismiss completion") }
        UIApplication.shared.advance(by: 1.0 / 60)
        let coordinator = b.transitionCoordinator
        coordinator?.notifyWhenInteractionChanges { ctx in
            log.append("interaction changed cancelled=\(ctx.isCancelled)")
            TransitionDiagnostics.shared.record(d, "interactionChanged")
        }
        coordinator?.animate(alongsideTransition: nil) { ctx in
            log.append("coordinator completion cancelled=\(ctx.isCancelled)")
        }
        d.interactor.update(0.3)
        UIApplication.shared.advance(by: 1.0 / 60)
        d.interactor.cancel()
        let t0 = CACurrentMediaTime()
        while b.transitionCoordinator != nil && CACurrentMediaTime() - t0 < 2 {
            UIApplication.shared.advance(by: 1.0 / 60)
        }
        // p · duration / completionSpeed = 0.3 s, within two frames.
        #expect(abs((CACurrentMediaTime() - t0) - 0.3) < 2.5 / 60)
        #expect(
            log == ["interaction changed cancelled=true", "coordinator completion cancelled=true"])
        #expect(a.presentedViewController === b)
        #expect(b.view.window != nil)
        #expect(b.view.layer.presentation()!.position == b.view.layer.position)
        let seq = events(since: mark, of: [("B", b), ("D", d), ("Anim", d.animator)]) {
            $0.hasPrefix("viewWill") || $0.hasPrefix("viewDidA") || $0.hasPrefix("viewDidD")
                || $0 == "interactionChanged" || $0.hasPrefix("animationEnded")
        }
        // The handler fires before the reversed will-callbacks; willDisappear is never balanced by
        // didDisappear before the reversal (UIKit's documented unbalanced case).
        #expect(
            seq == [
                "B.viewWillDisappear(true)", "D.interactionChanged", "B.viewWillAppear(true)",
                "B.viewDidAppear(true)", "Anim.animationEnded(false)",
            ])
        #expect(!log.contains("dismiss completion"))
        #expect(UIApplication.shared.runUntilIdle())
        #expect(TransitionDiagnostics.shared.invariantViolations == [])
        b.dismiss(animated: false)
        UIApplication.shared.runUntilIdle()
    }
}
