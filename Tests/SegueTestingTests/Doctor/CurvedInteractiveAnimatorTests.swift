import OpenUIKit
import SegueTesting
import Testing

/// Broken for interaction: the default ease-in-out curve, or a spring, under a percent-driven
/// interaction controller.
final class CurvedInteractiveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let spring: Bool

    init(spring: Bool) {
        self.spring = spring
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
        guard let toView, let toViewController = transitionContext.viewController(forKey: .to)
        else { return }
        let final = transitionContext.finalFrame(for: toViewController)
        toView.frame = final.offsetBy(dx: final.width, dy: 0)
        transitionContext.containerView.addSubview(toView)
        let completion: (Bool) -> Void = { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled { toView.removeFromSuperview() } else { fromView?.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        }
        if spring {
            UIView.animate(
                withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                options: [], animations: { toView.frame = final }, completion: completion)
        } else {
            UIView.animate(
                withDuration: 0.3, animations: { toView.frame = final }, completion: completion)
        }
    }
}

@MainActor
@Suite struct CurvedInteractiveAnimatorTests {
    let interactive = TransitionDoctor(
        transitions: [.init(.push, .finish), .init(.push, .cancel)],
        windowSize: CGSize(width: 100, height: 200))

    @Test func anEaseInOutCurveIsReportedUnderAPercentDrivenInteraction() {
        let findings = interactive.examine(
            animator: CurvedInteractiveAnimator(spring: false),
            interactionController: { UIPercentDrivenInteractiveTransition() })
        #expect(findings.identifiers == [.nonLinearInteractive], "\(findings.report)")
        #expect(findings.count == 2)
        #expect(
            findings.first?.message.hasPrefix("a non-linear timing curve") == true,
            "\(findings.report)")
    }

    @Test func aSpringIsReportedUnderAPercentDrivenInteraction() {
        let findings = interactive.examine(
            animator: CurvedInteractiveAnimator(spring: true),
            interactionController: { UIPercentDrivenInteractiveTransition() })
        #expect(findings.identifiers == [.nonLinearInteractive], "\(findings.report)")
        #expect(
            findings.first?.message.hasPrefix("a spring animation of position") == true,
            "\(findings.report)")
    }

    @Test func curvesAreNotCheckedWithoutAnInteractionController() {
        let findings = interactive.examine(animator: CurvedInteractiveAnimator(spring: true))
        #expect(findings.isEmpty, "\(findings.report)")
    }
}
