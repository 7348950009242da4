import OpenUIKit
import SegueTesting
import SnapshotTesting
import Testing

/// Docs/Testing.md, "Interactive scenarios": percent steps.
@MainActor @Test func percentStepsCancelAnInteractivePop() throws {
    // doc: begin
    let scenario = TransitionScenario.pop(on: { SwipeNavigationController.twoDeep() })
        .interactive([.update(0.3), .wait(0.2), .update(0.5), .wait(0.1), .cancel]) { root in
            (root as? SwipeNavigationController)?.interaction  // a percent-driven interaction
        }
    assertSnapshot(of: scenario, as: .filmstrip(atTimes: [0.1, 0.25, 0.5]))
    // doc: end
    // What the documentation says of it: 0.3 s of interaction, then back over 0.5 × 0.3 s.
    let timeline = try scenario.run(fps: nil).timeline
    let calls = ["startInteractiveTransition", "animateTransition", "completeTransition(false)"]
    #expect(timeline.contains(inOrder: calls), "\(timeline.explainMissing(inOrder: calls) ?? "")")
    let completion = try #require(timeline.calls.first { $0.name.contains("completeTransition") })
    #expect(abs(completion.time - 0.45) < 0.02, "\(timeline)")
}
