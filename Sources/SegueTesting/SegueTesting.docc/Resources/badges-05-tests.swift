import OpenUIKit
import SegueTesting
import SnapshotTesting
import Testing

@testable import Badges

@MainActor
struct BadgeTransitionTests {
    let scenario = TransitionScenario(
        windowSize: CGSize(width: 120, height: 160), root: { ListViewController() },
        action: { root in (root as? ListViewController)?.showBadge() })

    @Test func badgeFadesIn() {
        assertSnapshot(of: scenario, as: .filmstrip(at: [0, 0.5, 1]))
    }

    @Test func badgeCallsInOrder() throws {
        assertSnapshot(of: scenario, as: .timeline)
        let timeline = try scenario.run(fps: nil).timeline
        let expected = [
            "animationController(forPresented", "animateTransition", "completeTransition(true)",
        ]
        #expect(
            timeline.contains(inOrder: expected),
            "\(timeline.explainMissing(inOrder: expected) ?? "")")
    }

    @Test func fadeAnimatorIsHealthy() {
        let findings = TransitionDoctor().examine(animator: FadeAnimator())
        #expect(findings.isEmpty, "\(findings.report)")
    }
}
