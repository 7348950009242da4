import OpenUIKit
import SegueTesting
import Testing

/// Broken: keeps a closure that captures itself strongly (a retain cycle), and, when asked,
/// keeps the transition context in a property.
final class LeakingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let keepsContext: Bool
    var onEnd: (() -> Void)?
    var context: UIViewControllerContextTransitioning?
    private var runs = 0

    init(keepsContext: Bool) {
        self.keepsContext = keepsContext
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        0.2
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if keepsContext { context = transitionContext } else { onEnd = { self.runs += 1 } }
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
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
@Suite struct LeakingAnimatorTests {
    let doctor = TransitionDoctor(
        transitions: [.init(.present), .init(.pop, .cancel)],
        windowSize: CGSize(width: 100, height: 200))

    @Test func aRetainCycleIsReportedAsAnAnimatorLeak() {
        let findings = doctor.examine(animator: LeakingAnimator(keepsContext: false))
        #expect(findings.identifiers == [.animatorLeak], "\(findings.report)")
        #expect(findings.count == 2)
        #expect(
            findings.first?.message.hasPrefix("LeakingAnimator is still alive after the transition")
                == true)
    }

    @Test func aStoredContextIsReportedAsTheCauseOfTheLeak() {
        let findings = doctor.examine(animator: LeakingAnimator(keepsContext: true))
        // The context holds its animator, so the animator leaks with it: one cause, one kind.
        #expect(findings.identifiers == [.contextLeak], "\(findings.report)")
        #expect(findings.count == 2)
        #expect(
            findings.first?.message.contains(
                "LeakingAnimator keeps it in its property `context`, and the context holds the animator"
            ) == true, "\(findings.report)")
    }

    @Test func repeatedFindingsAreReportedOnceAKindWithTheirTransitions() {
        let findings = doctor.examine(animator: LeakingAnimator(keepsContext: true))
        let groups = findings.grouped
        #expect(groups.count == 1)
        #expect(
            groups.first?.transitions.map(\.description) == [
                "present", "interactive pop, cancelled",
            ])
        #expect(
            findings.report.hasPrefix(
                "context-leak (in 2 transitions: present; interactive pop, cancelled): the transition context is still alive"
            ), "\(findings.report)")
        #expect(!findings.report.contains("\n"))
    }
}
