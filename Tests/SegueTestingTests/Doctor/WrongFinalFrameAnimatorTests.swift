import OpenUIKit
import SegueTesting
import Testing

/// Broken: lays the to-view out by hand, 20 points short of the container, instead of asking
/// `finalFrame(for:)`.
final class WrongFinalFrameAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        0.2
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        if let toView {
            toView.frame = CGRect(
                x: 0, y: 20, width: container.bounds.width, height: container.bounds.height - 20)
            toView.alpha = 0
            container.addSubview(toView)
        }
        UIView.animate(
            withDuration: 0.2, delay: 0, options: [.curveLinear],
            animations: { toView?.alpha = 1 },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled {
                    toView?.removeFromSuperview()
                } else {
                    fromView?.removeFromSuperview()
                }
                transitionContext.completeTransition(!cancelled)
            })
    }
}

@MainActor
@Suite struct WrongFinalFrameAnimatorTests {
    @Test func isReportedWithBothFrames() {
        let doctor = TransitionDoctor(
            transitions: [.init(.present), .init(.push, .finish)],
            windowSize: CGSize(width: 100, height: 200))
        let findings = doctor.examine(animator: WrongFinalFrameAnimator())
        #expect(findings.identifiers == [.finalFrameMismatch], "\(findings.report)")
        #expect(findings.count == 2)
        #expect(
            findings.first?.message.contains(
                "left the to-view at (0, 20, 100, 180), not at finalFrame(for:) (0, 0, 100, 200)")
                == true, "\(findings.report)")
    }
}
