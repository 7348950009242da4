import OpenUIKit
import SegueTesting
import Testing

/// Broken: always passes `true`, even when the interaction was cancelled.
final class CompletesTrueAfterCancelAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        if let toView, let toViewController = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toViewController)
            toView.alpha = 0
            transitionContext.containerView.addSubview(toView)
        }
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveLinear],
            animations: { toView?.alpha = 1 },
            completion: { _ in
                if transitionContext.transitionWasCancelled {
                    toView?.removeFromSuperview()
                } else {
                    fromView?.removeFromSuperview()
                }
                transitionContext.completeTransition(true)
            })
    }
}

@MainActor
@Suite struct CompletesTrueAfterCancelAnimatorTests {
    @Test func isReportedInTheCancelledRunsOnly() {
        let findings = smallDoctor.examine(animator: CompletesTrueAfterCancelAnimator())
        #expect(findings.identifiers == [.completesTrueAfterCancel], "\(findings.report)")
        #expect(findings.allSatisfy { $0.transition.interaction == .cancel })
        #expect(findings.count == 4)
        #expect(findings.first?.description.hasPrefix("interactive present, cancelled: ") == true)
    }
}
