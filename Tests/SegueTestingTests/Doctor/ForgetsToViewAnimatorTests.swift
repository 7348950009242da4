import OpenUIKit
import SegueTesting
import Testing

/// Broken: animates the from-view away and never adds the to-view to the container.
final class ForgetsToViewAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        0.2
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromView = transitionContext.view(forKey: .from)
        UIView.animate(
            withDuration: 0.2, delay: 0, options: [.curveLinear],
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
@Suite struct ForgetsToViewAnimatorTests {
    @Test func isReportedWhereverThereIsAToView() {
        let doctor = TransitionDoctor(
            transitions: [.init(.present), .init(.push), .init(.pop, .finish)],
            windowSize: CGSize(width: 100, height: 200))
        let findings = doctor.examine(animator: ForgetsToViewAnimator())
        #expect(findings.identifiers == [.toViewNotAdded], "\(findings.report)")
        #expect(findings.map(\.transition) == doctor.transitions)
        #expect(
            findings.first?.message.hasPrefix(
                "ForgetsToViewAnimator completed the present without the to-view in the container")
                == true, "\(findings.report)")
    }
}
