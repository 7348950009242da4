import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

@MainActor
@Suite struct GestureLongPressTests {
    @Test func pressBeginsAfterHalfASecondAndEndsAtTheLift() {
        let stage = TouchStage()
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        let record = stage.watch(press)
        let t0 = CACurrentMediaTime()
        stage.window.simulateLongPress(at: CGPoint(x: 200, y: 200), duration: 1)
        UIApplication.shared.advance(by: 30.0 / 60)
        #expect(record.states.isEmpty, "held 29 frames: not yet")
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(record.states == [.began])
        #expect(near(record.times[0] - t0, 1.0 / 60 + 0.5))
        stage.run()
        #expect(record.states == [.began, .ended])
        #expect(near(record.times[1] - t0, 1.0 / 60 + 1))
        #expect(stage.root.log == ["began", "cancelled"])
    }

    @Test func liftingEarlyFails() {
        let stage = TouchStage()
        let press = UILongPressGestureRecognizer()
        let record = stage.watch(press)
        stage.window.simulateLongPress(at: CGPoint(x: 200, y: 200), duration: 0.3)
        stage.run()
        #expect(record.states.isEmpty)
        #expect(stage.root.log == ["began", "ended"])
    }

    @Test func movingMoreThanTenPointsBeforeTheDurationFails() {
        let stage = TouchStage()
        let press = UILongPressGestureRecognizer()
        let record = stage.watch(press)
        let finger = TouchSynthesizer(window: stage.window)
        finger.touchDown(at: CGPoint(x: 100, y: 100))
        finger.move(to: CGPoint(x: 111, y: 100))
        finger.wait(0.6)
        finger.touchUp()
        stage.run()
        #expect(record.states.isEmpty)
    }

    @Test func movementAfterRecognitionChangesTheGesture() {
        let stage = TouchStage()
        let press = UILongPressGestureRecognizer()
        let record = stage.watch(press) { $0.location(in: nil) }
        let finger = TouchSynthesizer(window: stage.window)
        finger.touchDown(at: CGPoint(x: 100, y: 100))
        finger.move(to: CGPoint(x: 105, y: 100))
        finger.wait(0.6)
        finger.move(to: CGPoint(x: 200, y: 100))
        finger.touchUp()
        stage.run()
        #expect(record.states == [.began, .changed, .ended])
        #expect(near(record.extra[0], CGPoint(x: 105, y: 100)))
        #expect(near(record.extra[1], CGPoint(x: 200, y: 100)))
    }
}
