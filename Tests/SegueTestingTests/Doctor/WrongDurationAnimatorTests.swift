import OpenUIKit
import SegueTesting
import Testing

/// Broken: declares 0.3 s but animates for `actual` seconds (a duration typed twice).
final class WrongDurationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let actual: TimeInterval

    init(actual: TimeInterval) {
        self.actual = actual
        super.init()
    }

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
            withDuration: actual, delay: 0, options: [.curveLinear],
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
@Suite struct WrongDurationAnimatorTests {
    @Test func longerThanDeclaredIsReportedInTheNonInteractiveRuns() {
        let findings = smallDoctor.examine(animator: WrongDurationAnimator(actual: 0.6))
        #expect(findings.identifiers == [.durationMismatch], "\(findings.report)")
        #expect(findings.map(\.transition.operation) == [.present, .dismiss, .push, .pop])
        #expect(
            findings.first?.message.hasPrefix(
                "the transition lasted 0.60 s but WrongDurationAnimator.transitionDuration(using:) says 0.30 s"
            ) == true, "\(findings.report)")
    }

    @Test func shorterThanDeclaredIsReported() {
        let findings = smallDoctor.examine(animator: WrongDurationAnimator(actual: 0.15))
        #expect(findings.identifiers == [.durationMismatch], "\(findings.report)")
    }

    @Test func withinTenPercentIsNot() {
        let findings = smallDoctor.examine(animator: WrongDurationAnimator(actual: 0.32))
        #expect(findings.isEmpty, "\(findings.report)")
    }
}
