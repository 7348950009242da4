import Foundation
import OpenUIKit
import SegueRender
import SnapshotTesting
import Testing

@testable import SegueTesting

@MainActor
@Suite struct TransitionScenarioTests {
    let fadeIn = TransitionScenario.present(
        { SwatchViewController.fadingIn(fill: .red, square: .white) },
        from: { SwatchViewController(fill: .blue, square: .yellow) },
        windowSize: CGSize(width: 40, height: 60))

    @Test func filmstripOfAFadeShowsStartMiddleAndEnd() {
        assertSnapshot(of: fadeIn, as: .filmstrip(at: [0, 0.5, 1], columns: 3))
    }

    @Test func framesAtFractionsAreOneReferenceEach() {
        assertSnapshots(of: fadeIn, as: .frames(at: [0, 0.5, 1], scale: 1))
    }

    @Test func frameAtTheEndShowsThePresentedController() throws {
        var result: UIImage?
        Snapshotting<TransitionScenario, UIImage>.frame(at: 1, scale: 1).snapshot(fadeIn).run {
            result = $0
        }
        let bitmap = try #require(result).segueBitmap
        #expect(bitmap.width == 40 && bitmap.height == 60)
        #expect(bitmap[2, 2] == RGBA8(r: 255, g: 0, b: 0, a: 255), "the red presented view")
        #expect(bitmap[15, 15] == RGBA8(r: 255, g: 255, b: 255, a: 255), "its white square")
    }

    @Test func timelineListsTheCallsWithTheirTimes() {
        assertSnapshot(of: fadeIn, as: .timeline)
    }

    @Test func runningTwiceGivesTheSameFramesAndTimeline() throws {
        let first = try fadeIn.run(fps: 30)
        let second = try fadeIn.run(fps: 30)
        #expect(first.finished && second.finished)
        #expect(first.recording.frames == second.recording.frames)
        #expect(first.timeline.lines == second.timeline.lines)
        #expect(first.recording.frames.count > 3)
    }

    @Test func timelineHasTheAppearanceCallsAroundTheAnimator() throws {
        let timeline = try fadeIn.run(fps: nil).timeline
        let order = [
            "SwatchViewController.viewWillDisappear", "FadeInAnimator.animateTransition",
            "SwatchViewController.viewDidAppear",
        ]
        #expect(
            timeline.contains(inOrder: order), "\(timeline.explainMissing(inOrder: order) ?? "")")
        #expect(!timeline.contains(inOrder: ["viewDidAppear", "animateTransition"]))
    }

    @Test func framesAtFractionsPickTheNearestFrame() throws {
        let recording = try fadeIn.run(fps: 10).recording
        let picked = recording.picking(fractions: [0, 0.5, 1])
        #expect(picked.frames.count == 3)
        #expect(picked.times.first == recording.times.first)
        #expect(picked.times.last == recording.times.last)
    }
}
