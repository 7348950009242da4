import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A percent-driven interaction with an animator that vends an interruptible animator
/// (`interruptibleAnimator(using:)`, iOS 10+): the property animator is scrubbed, continued or
/// reversed instead of the container's layer time.
@MainActor
@Suite struct InteractiveInterruptibleTests {
    final class SlideAnimator: UIViewControllerAnimatedTransitioning {
        var animator: UIViewPropertyAnimator?
        var animateTransitionCalls = 0
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
            -> TimeInterval
        { 1 }
        func animateTransition(using ctx: UIViewControllerContextTransitioning) {
            animateTransitionCalls += 1
            interruptibleAnimator(using: ctx).startAnimation()
        }
        func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning)
            -> UIViewImplicitlyAnimating
        {
            if let animator { return animator }
            let from = ctx.view(forKey: .from)!
            let h = ctx.containerView.bounds.height
            let a = UIViewPropertyAnimator(duration: 1, curve: .linear) { from.center.y += h }
            a.addCompletion { position in
                if position == .end { from.removeFromSuperview() }
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
            animator = a
            return a
        }
    }

    final class Delegate: UIViewControllerTransitioningDelegate {
        let animator = SlideAnimator()
        let interactor = UIPercentDrivenInteractiveTransition()
        func animationController(forDismissed dismissed: UIViewController)
            -> UIViewControllerAnimatedTransitioning?
        { animator }
        func interactionControllerForDismissal(
            using animator: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? { interactor }
    }

    func presented() -> (UIViewController, UIViewController, Delegate, UIWindow) {
        presentedOverFullScreen(delegate: Delegate())
    }

    @Test func defaultImplementationMeansNoInterruptibleAnimator() {
        let plain = RecordingAnimator(presenting: true)
        let plan = TransitionPlan(
            kind: .present, owner: UIViewController(), from: UIViewController(),
            to: UIViewController(),
            containerView: UIView(), animator: plain, interactor: nil, presentationController: nil,
            isAnimated: true, presentationStyle: .none,
            appearance: OwedAppearance(from: false, to: false, completedEndsToFirst: true),
            coordination: Coordination(), invariantsLabel: { _ in "t" })
        #expect(
            plain.interruptibleAnimator(using: TransitionContext(plan: plan))
                is NoInterruptibleAnimator)
    }

    @Test func scrubbingSetsFractionCompleteAndFinishContinuesForTheRemainingTime() {
        let (a, b, d, w) = presented()
        let h = w.bounds.height
        b.dismiss(animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(d.animator.animateTransitionCalls == 0)
        d.interactor.update(0.4)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(abs(d.animator.animator!.fractionComplete - 0.4) < 1e-9)
        #expect(abs(b.view.layer.presentation()!.position.y - (h / 2 + 0.4 * h)) < 1)
        let t0 = CACurrentMediaTime()
        d.interactor.finish()
        while a.presentedViewController != nil && CACurrentMediaTime() - t0 < 3 {
            UIApplication.shared.advance(by: 1.0 / 60)
        }
        #expect(abs((CACurrentMediaTime() - t0) - 0.6) < 2.5 / 60)
        #expect(b.view.window == nil)
    }

    @Test func cancelReversesTheAnimatorAndEndsCancelled() {
        let (a, b, d, w) = presented()
        b.dismiss(animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        d.interactor.update(0.3)
        d.interactor.cancel()
        #expect(UIApplication.shared.runUntilIdle())
        #expect(a.presentedViewController === b)
        #expect(b.view.window === w)
        #expect(b.view.center.y == w.bounds.height / 2)
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
    }
}
