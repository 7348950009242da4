import OpenUIKit
import SegueTesting
import Testing

/// Broken: completes when the animations end, and again from a leftover "safety" call.
final class CompletesTwiceAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        0.2
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        if let toView, let toViewController = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toViewController)
            transitionContext.containerView.addSubview(toView)
        }
        UIView.animate(
            withDuration: 0.2, delay: 0, options: [.curveLinear],
            animations: { fromView?.alpha = 0 },
            completion: { _ in
                if transitionContext.transitionWasCancelled {
                    toView?.removeFromSuperview()
                } else {
                    fromView?.removeFromSuperview()
                }
                fromView?.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                transitionContext.completeTransition(true)
            })
    }
}

@MainActor
@Suite struct CompletesTwiceAnimatorTests {
    @Test func isReportedForEachTransition() {
        let findings = smallDoctor.examine(animator: CompletesTwiceAnimator())
        #expect(findings.identifiers == [.completesTwice], "\(findings.report)")
        #expect(findings.count == TransitionDoctor.Transition.all.count)
        #expect(
            findings.first?.message.hasPrefix(
                "CompletesTwiceAnimator called completeTransition(_:) more than once") == true)
    }
}
