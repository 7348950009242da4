@_spi(Testing) import OpenUIKit
import SegueTesting
import Testing

/// Broken: animates, but forgets `completeTransition(_:)` in the completion.
final class NeverCompletesAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        0.25
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
            let toViewController = transitionContext.viewController(forKey: .to)
        else { return }
        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveLinear]) {
            toView.alpha = 1
        }
    }
}

@MainActor
@Suite struct NeverCompletesAnimatorTests {
    @Test func isReportedInEveryTransitionWithTheTimeWaited() {
        let doctor = TransitionDoctor(
            transitions: [.init(.present), .init(.pop, .cancel)],
            windowSize: CGSize(width: 100, height: 200), timeout: 2)
        let findings = doctor.examine(animator: NeverCompletesAnimator())
        #expect(findings.identifiers == [.neverCompletes], "\(findings.report)")
        #expect(findings.map(\.transition) == [.init(.present), .init(.pop, .cancel)])
        #expect(
            findings.first?.message.hasPrefix(
                "NeverCompletesAnimator never called completeTransition(_:): waited 2.00 s of virtual time (transitionDuration 0.25 s)"
            ) == true, "\(findings.report)")
    }

    @Test func theDoctorLeavesNothingPendingAfterAStuckTransition() {
        _ = TransitionDoctor(
            transitions: [.init(.push)], windowSize: CGSize(width: 100, height: 200), timeout: 1
        ).examine(animator: NeverCompletesAnimator())
        #expect(UIApplication.shared.runUntilIdle(timeout: 1))
    }
}
