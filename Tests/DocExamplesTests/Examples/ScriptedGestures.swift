import OpenUIKit
import SegueTesting
import Testing

/// Docs/Testing.md, "Interactive scenarios": scripted gestures.
@MainActor func scriptedGestureScenarios() -> (pop: TransitionScenario, drag: TransitionScenario) {
    // doc: begin
    // Past half the width: the pop finishes.
    let pop = TransitionScenario.gesture(
        .edgePan(distance: 240, duration: 0.25), on: { twoDeepNavigation() })
    // 150 points down, held still, released: the dismissal is cancelled.
    let drag = TransitionScenario.gesture(
        .timedPan([
            .init(CGPoint(x: 30, y: 20), at: 0), .init(CGPoint(x: 30, y: 170), at: 0.3),
            .init(CGPoint(x: 30, y: 170), at: 0.5),
        ]), on: { presenterWithItsSheet() })
    // doc: end
    return (pop, drag)
}

@MainActor @Test func anEdgePanPopsBackToTheList() throws {
    let timeline = try scriptedGestureScenarios().pop.run(fps: nil).timeline
    let calls = ["ListViewController.viewWillAppear", "ListViewController.viewDidAppear"]
    #expect(timeline.contains(inOrder: calls), "\(timeline.explainMissing(inOrder: calls) ?? "")")
}

@MainActor @Test func aShortDragThatStopsCancelsTheDismissal() throws {
    let timeline = try scriptedGestureScenarios().drag.run(fps: nil).timeline
    let calls = [
        "interactionControllerForDismissal", "SlideDownDismissAnimator.animateTransition",
        "completeTransition(false)",
    ]
    #expect(timeline.contains(inOrder: calls), "\(timeline.explainMissing(inOrder: calls) ?? "")")
}
