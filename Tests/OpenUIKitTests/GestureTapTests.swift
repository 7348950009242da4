import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

@MainActor
@Suite struct GestureTapTests {
    /// A single-tap then a double-tap recognizer on the stage's root view, with their records.
    private func singleAndDoubleTap(on stage: TouchStage, singleWaitsForDouble: Bool) -> (
        ActionRecord, ActionRecord
    ) {
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        if singleWaitsForDouble { single.require(toFail: double) }
        return (stage.watch(single), stage.watch(double))
    }

    @Test func tapIsRecognizedAtTheLiftAndCancelsTheViewsTouch() {
        let stage = TouchStage()
        let tap = UITapGestureRecognizer()
        let record = stage.watch(tap) { $0.location(in: nil) }
        let t0 = CACurrentMediaTime()
        stage.window.simulateTap(at: CGPoint(x: 120, y: 340))
        stage.run()
        #expect(record.states == [.recognized])
        // Down in frame 1, lift 0.05 s (3 frames) later.
        #expect(near(record.times[0] - t0, 4.0 / 60))
        #expect(near(record.extra[0], CGPoint(x: 120, y: 340)))
        #expect(stage.root.log == ["began", "cancelled"], "cancelsTouchesInView defaults to true")
        #expect(tap.state == .possible)
    }

    @Test func tapFailsWhenTheFingerMovesTooFar() {
        let stage = TouchStage()
        let tap = UITapGestureRecognizer()
        let record = stage.watch(tap)
        // 60 pt in 0.1 s: beyond the 45 pt allowance.
        stage.window.simulateDrag(
            from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100), duration: 0.1)
        stage.run()
        #expect(record.states.isEmpty)
        #expect(
            stage.root.compactLog == ["began", "moved×5", "ended"],
            "a failed tap leaves the touches to the view")
    }

    @Test func smallWobbleStillTaps() {
        let stage = TouchStage()
        let tap = UITapGestureRecognizer()
        let record = stage.watch(tap)
        stage.window.simulateDrag(
            from: CGPoint(x: 100, y: 100), to: CGPoint(x: 130, y: 100), duration: 0.1)
        stage.run()
        #expect(record.states == [.recognized])
    }

    @Test func twoFingerTapNeedsTwoFingers() {
        let stage = TouchStage()
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        let record = stage.watch(tap) { _ in CGPoint(x: 0, y: 0) }
        stage.window.simulateTap(at: CGPoint(x: 200, y: 200))
        stage.run()
        #expect(record.states.isEmpty)
        stage.window.simulateTap(at: CGPoint(x: 200, y: 200), numberOfTouches: 2)
        stage.run()
        #expect(record.states == [.recognized])
    }

    @Test func singleTapWaitsForTheDoubleTapToFail() {
        let stage = TouchStage()
        let (singles, doubles) = singleAndDoubleTap(on: stage, singleWaitsForDouble: true)
        let t0 = CACurrentMediaTime()
        stage.window.simulateTap(at: CGPoint(x: 50, y: 50))
        stage.run()
        let lift = t0 + 4.0 / 60
        #expect(doubles.states.isEmpty)
        #expect(singles.states == [.recognized])
        // Recognized only when the double tap gave up, 0.35 s after the lift.
        #expect(
            near(
                singles.times[0],
                lift + UITapGestureRecognizer.maximumIntervalBetweenSuccessiveTaps, 1e-6))
        #expect(
            stage.root.log == ["began", "cancelled"],
            "the delayed touchesEnded became a cancellation")
    }

    @Test func doubleTapWinsAndTheSingleTapFails() {
        let stage = TouchStage()
        let (singles, doubles) = singleAndDoubleTap(on: stage, singleWaitsForDouble: true)
        let t0 = CACurrentMediaTime()
        stage.window.simulateTap(at: CGPoint(x: 50, y: 50), numberOfTaps: 2)
        stage.run()
        #expect(singles.states.isEmpty)
        #expect(doubles.states == [.recognized])
        // Second lift: down 1, up 4, down 10, up 13 (frames after t0).
        #expect(near(doubles.times[0] - t0, 13.0 / 60))
    }

    @Test func withoutARequirementTheSingleTapFiresOnEachTapOfADoubleTap() {
        let stage = TouchStage()
        let (singles, doubles) = singleAndDoubleTap(on: stage, singleWaitsForDouble: false)
        stage.window.simulateTap(at: CGPoint(x: 50, y: 50), numberOfTaps: 2)
        stage.run()
        #expect(
            singles.states == [.recognized, .recognized],
            "a tap never prevents a tap needing more taps")
        #expect(doubles.states == [.recognized])
    }

    @Test func delegateFailureRequirementActsLikeRequireToFail() {
        final class Requirer: UIGestureRecognizerDelegate {
            weak var single: UIGestureRecognizer?
            func gestureRecognizer(
                _ g: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer
            ) -> Bool {
                other === single
            }
        }
        let stage = TouchStage()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let delegate = Requirer()
        delegate.single = single
        double.delegate = delegate
        let singles = stage.watch(single)
        stage.root.addGestureRecognizer(double)
        stage.window.simulateTap(at: CGPoint(x: 50, y: 50), numberOfTaps: 2)
        stage.run()
        #expect(singles.states.isEmpty)
    }

    @Test func secondTapTooLateFailsTheDoubleTap() {
        let stage = TouchStage()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let doubles = stage.watch(double)
        let finger = TouchSynthesizer(window: stage.window)
        finger.tap(at: CGPoint(x: 50, y: 50))
        finger.wait(0.5)
        finger.tap(at: CGPoint(x: 50, y: 50))
        stage.run()
        #expect(doubles.states.isEmpty)
    }
}
