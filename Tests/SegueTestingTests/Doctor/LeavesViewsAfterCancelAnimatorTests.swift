import OpenUIKit
import SegueTesting
import Testing

/// Broken: completes with `!transitionWasCancelled` but never removes the to-view on a cancel.
final class LeavesViewsAfterCancelAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        if let toView, let toViewController = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toViewController)
            if let fromView, fromView.superview === container {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.addSubview(toView)
            }
        }
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveLinear],
            animations: { fromView?.alpha = 0 },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if !cancelled { fromView?.removeFromSuperview() }
                fromView?.alpha = 1
                transitionContext.completeTransition(!cancelled)
            })
    }
}

@MainActor
@Suite struct LeavesViewsAfterCancelAnimatorTests {
    @Test func isReportedInEveryCancelledRunWithTheViewsNamed() {
        let findings = smallDoctor.examine(animator: LeavesViewsAfterCancelAnimator())
        #expect(findings.identifiers == [.viewsLeftAfterCancel], "\(findings.report)")
        #expect(findings.count == 4)
        #expect(findings.allSatisfy { $0.transition.interaction == .cancel })
        #expect(findings.first?.message.contains("(the to-view)") == true, "\(findings.report)")
    }
}
