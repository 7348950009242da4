@_spi(Testing) import OpenUIKit
import SegueRender
import SegueTestFixtures
import SnapshotTesting
import Testing

@testable import SegueTesting

@MainActor
@Suite struct InteractiveScenarioTests {
    let size = CGSize(width: 40, height: 60)
    let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
    let red = RGBA8(r: 255, g: 0, b: 0, a: 255)

    func percentPop(_ steps: [InteractiveStep]) -> TransitionScenario {
        TransitionScenario.pop(on: { SlidingNavigationController.blueUnderRed() }, windowSize: size)
            .interactive(steps) { root in (root as? SlidingNavigationController)?.interaction }
    }

    @Test func percentStepsHoldTheFromViewWhereTheUpdatesPutIt() throws {
        let run = try percentPop([.update(0.3), .wait(0.2), .update(0.5), .wait(0.1), .cancel])
            .run(fps: 60)
        #expect(run.finished)
        // update(0.3): the red from-view is 0.3 × 40 = 12 points to the right.
        let early = run.recording.frame(at: 0.1)
        #expect(early[11, 40] == blue && early[12, 40] == red)
        // update(0.5) at 0.2 s: 20 points.
        let later = run.recording.frame(at: 0.25)
        #expect(later[19, 40] == blue && later[20, 40] == red)
        // cancel at 0.3 s runs back over 0.5 × 0.3 s: the red view is home again.
        let end = try #require(run.recording.frames.last)
        #expect(end[0, 40] == red && end[39, 40] == red)
    }

    @Test func aCancelledInteractionEndsWithCompleteTransitionFalse() throws {
        let timeline = try percentPop([.update(0.3), .wait(0.2), .update(0.5), .wait(0.1), .cancel])
            .run(fps: nil).timeline
        let order = [
            "LinearSlideAnimator.animateTransition", "completeTransition(false)",
            "LinearSlideAnimator.animationEnded(false)",
        ]
        #expect(
            timeline.contains(inOrder: order), "\(timeline.explainMissing(inOrder: order) ?? "")")
        let completion = try #require(
            timeline.calls.first { $0.name.contains("completeTransition") })
        // 0.3 s of interaction, then 0.5 × 0.3 s back.
        #expect(abs(completion.time - 0.45) < 0.02, "\(timeline)")
    }

    @Test func aFinishedInteractionShowsTheRevealedController() throws {
        let run = try percentPop([.update(0.4), .wait(0.1), .finish]).run(fps: 30)
        let timeline = run.timeline
        #expect(timeline.contains(inOrder: ["completeTransition(true)", "animationEnded(true)"]))
        let end = try #require(run.recording.frames.last)
        #expect(end[20, 40] == blue)
    }

    @Test func percentStepsTimelineSnapshot() {
        assertSnapshot(
            of: percentPop([.update(0.3), .wait(0.2), .update(0.5), .wait(0.1), .cancel]),
            as: .timeline)
    }

    @Test func anEdgePanPopsTheNavigationController() throws {
        let scenario = TransitionScenario.gesture(
            .edgePan(distance: 70, duration: 0.25),
            on: { plainBlueUnderRed() }, windowSize: CGSize(width: 100, height: 160))
        let run = try scenario.run(fps: 30)
        #expect(run.finished)
        #expect(run.timeline.contains(inOrder: ["viewWillAppear", "viewDidAppear"]))
        let mid = run.recording.frame(at: 0.15)
        #expect(mid[2, 100].isBlueish, "the root shows at the left while the finger drags")
        let end = try #require(run.recording.frames.last)
        #expect(end[50, 100].isBlueish, "popped: the root controller")
    }

    @Test func aTimedPanThatStopsCancelsThePop() throws {
        let scenario = TransitionScenario.gesture(
            .timedPan([
                .init(CGPoint(x: 3, y: 100), at: 0), .init(CGPoint(x: 30, y: 100), at: 0.2),
                .init(CGPoint(x: 30, y: 100), at: 0.6),
            ]),
            on: { plainBlueUnderRed() }, windowSize: CGSize(width: 100, height: 160))
        let run = try scenario.run(fps: 30)
        #expect(run.finished)
        let held = run.recording.frame(at: 0.4)
        #expect(
            held[20, 100].isBlueish && held[40, 100].isReddish,
            "held 27 points in: \(held[20, 100])")
        let end = try #require(run.recording.frames.last)
        #expect(end[50, 100].isReddish, "cancelled: the top controller stays")
    }

    @Test func timedPanInterpolatesBetweenWaypoints() {
        let waypoints: [ScriptedGesture.Waypoint] = [
            .init(CGPoint(x: 0, y: 0), at: 0), .init(CGPoint(x: 10, y: 20), at: 1),
            .init(CGPoint(x: 10, y: 20), at: 2),
        ]
        #expect(ScriptedGesture.point(on: waypoints, at: 0.5) == CGPoint(x: 5, y: 10))
        #expect(ScriptedGesture.point(on: waypoints, at: 1.5) == CGPoint(x: 10, y: 20))
        #expect(ScriptedGesture.point(on: waypoints, at: 3) == CGPoint(x: 10, y: 20))
    }
}

@MainActor
@Suite struct TimedFrameTests {
    let scenario = TransitionScenario.pop(
        on: { SlidingNavigationController.blueUnderRed() },
        windowSize: CGSize(width: 40, height: 60)
    ).interactive([.update(0.25), .wait(0.2), .update(0.75), .wait(0.2), .finish]) { root in
        (root as? SlidingNavigationController)?.interaction
    }

    @Test func frameAtATimeIsTheFrameNearestIt() throws {
        var result: UIImage?
        Snapshotting<TransitionScenario, UIImage>.frame(atTime: 0.3, scale: 1).snapshot(scenario)
            .run { result = $0 }
        let bitmap = try #require(result).segueBitmap
        // update(0.75) at 0.2 s: the red from-view 30 points to the right.
        #expect(bitmap[29, 30] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(bitmap[30, 30] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func filmstripAtTimesOfAnInteraction() {
        assertSnapshot(of: scenario, as: .filmstrip(atTimes: [0.1, 0.3, 0.6], columns: 3))
    }
}

/// An app's own pan recognizer driving its percent-driven dismissal, from scripted touches.
@MainActor
@Suite struct AppGestureScenarioTests {
    let size = CGSize(width: 60, height: 200)

    func drag(to y: CGFloat, holdingFor hold: TimeInterval) -> TransitionScenario {
        TransitionScenario.gesture(
            .timedPan([
                .init(CGPoint(x: 30, y: 20), at: 0), .init(CGPoint(x: 30, y: y), at: 0.3),
                .init(CGPoint(x: 30, y: y), at: 0.3 + hold),
            ]), on: { DragDownSheetController.presentedOnBlue() }, windowSize: size)
    }

    @Test func aLongDragDismissesTheSheet() throws {
        let run = try drag(to: 170, holdingFor: 0.2).run(fps: 30)
        #expect(run.finished)
        let order = [
            "interactionControllerForDismissal", "SlideDownDismissAnimator.animateTransition",
            "completeTransition(true)", "dismissalTransitionDidEnd(true)",
        ]
        #expect(
            run.timeline.contains(inOrder: order),
            "\(run.timeline.explainMissing(inOrder: order) ?? "")")
        // While held: the sheet follows the finger, its top edge near 150 - 10 (the pan's
        // translation counts from where it was recognised).
        let held = run.recording.frame(at: 0.4)
        #expect(
            held[30, 100].isBlueish && held[30, 190].isReddish, "\(held[30, 100]) \(held[30, 190])")
        let end = try #require(run.recording.frames.last)
        #expect(end[30, 190].isBlueish)
    }

    @Test func aShortDragCancelsTheDismissal() throws {
        let run = try drag(to: 60, holdingFor: 0.2).run(fps: 30)
        #expect(run.finished)
        #expect(run.timeline.contains(inOrder: ["animateTransition", "completeTransition(false)"]))
        let end = try #require(run.recording.frames.last)
        #expect(end[30, 20].isReddish && end[30, 190].isReddish)
    }
}
