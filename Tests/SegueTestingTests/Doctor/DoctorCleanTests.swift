import OpenUIKit
import SegueTesting
import Testing

/// A well-behaved animator: adds the to-view at its final frame, slides it in linearly over
/// `transitionDuration`, removes what it must, and completes with `!transitionWasCancelled`.
final class WellBehavedSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let width = container.bounds.width
        if let toView, let toViewController = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toViewController)
                .offsetBy(dx: width, dy: 0)
            container.addSubview(toView)
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            options: [.curveLinear],
            animations: {
                if let toView, let toViewController = transitionContext.viewController(forKey: .to)
                {
                    toView.frame = transitionContext.finalFrame(for: toViewController)
                }
                fromView?.frame.origin.x = -width
            },
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
@Suite struct DoctorCleanTests {
    @Test func aWellBehavedAnimatorHasNoFindings() {
        let findings = TransitionDoctor(windowSize: CGSize(width: 100, height: 200)).examine(
            animator: WellBehavedSlideAnimator(),
            interactionController: { UIPercentDrivenInteractiveTransition() })
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test(arguments: [UIModalPresentationStyle.overFullScreen, .custom, .formSheet])
    func aWellBehavedAnimatorIsCleanInOtherPresentationStyles(_ style: UIModalPresentationStyle) {
        let doctor = TransitionDoctor(
            transitions: TransitionDoctor.Transition.all.filter {
                $0.operation == .present || $0.operation == .dismiss
            }, windowSize: CGSize(width: 100, height: 200), presentationStyle: style)
        let findings = doctor.examine(
            animator: WellBehavedSlideAnimator(),
            interactionController: { UIPercentDrivenInteractiveTransition() })
        #expect(
            findings.isEmpty, "\(style): \(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test func theDoctorLeavesNoObserverBehind() {
        _ = TransitionDoctor(transitions: [.init(.push)]).examine(
            animator: WellBehavedSlideAnimator())
        #expect(TransitionDoctor.Transition.all.count == 12)
    }

    @Test func theBuiltInAnimatorsHaveNoFindings() {
        let findings = TransitionDoctor().examine(animatorFor: { _ in nil })
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }
}
