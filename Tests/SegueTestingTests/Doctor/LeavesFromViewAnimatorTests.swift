import OpenUIKit
import SegueTesting
import Testing

/// Broken: on the way back, fades the to-view in over the from-view and leaves the from-view
/// where it is.
final class LeavesFromViewAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        0.2
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)
        if let toView, let toViewController = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toViewController)
            toView.alpha = 0
            transitionContext.containerView.addSubview(toView)
        }
        UIView.animate(
            withDuration: 0.2, delay: 0, options: [.curveLinear],
            animations: { toView?.alpha = 1 },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled { toView?.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
    }
}

@MainActor
@Suite struct LeavesFromViewAnimatorTests {
    @Test func isReportedAfterDismissAndPop() {
        let findings = smallDoctor.examine(animator: LeavesFromViewAnimator())
        #expect(findings.identifiers == [.fromViewLeftBehind], "\(findings.report)")
        #expect(
            findings.map(\.transition) == [
                .init(.dismiss), .init(.pop), .init(.dismiss, .finish), .init(.pop, .finish),
            ])
        #expect(
            findings.first?.message.contains(
                "still visible in the container (frame (0, 0, 100, 200), alpha 1)")
                == true, "\(findings.report)")
    }
}
