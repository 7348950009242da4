import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

@MainActor
@Suite struct TouchSynthesizerTests {
    @Test func dragDeliversOneSamplePerFrame() {
        let stage = TouchStage()
        let t0 = CACurrentMediaTime()
        stage.window.simulateDrag(
            from: CGPoint(x: 0, y: 100), to: CGPoint(x: 60, y: 100), duration: 0.1)
        stage.run()
        // 6 frames: down at frame 1, moves at frames 2–6, lift at frame 7 carrying the last step.
        #expect(stage.root.compactLog == ["began", "moved×5", "ended"])
        for (i, t) in stage.root.times.enumerated() {
            #expect(near(t - t0, Double(i + 1) / 60), "sample \(i)")
        }
        for (i, p) in stage.root.locations.enumerated() {
            #expect(near(p, CGPoint(x: CGFloat(10 * i), y: 100)), "sample \(i)")
        }
    }

    @Test func lowLevelCallsInterleaveWithAdvancing() {
        let stage = TouchStage()
        let finger = TouchSynthesizer(window: stage.window)
        finger.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(stage.root.log.isEmpty, "nothing before the run loop turns")
        #expect(
            UIApplication.shared.pendingWork.contains { $0.contains("synthesized touch frame") })
        UIApplication.shared.advance(by: 1 / 60)
        #expect(stage.root.log == ["began"])
        finger.move(to: CGPoint(x: 20, y: 10))
        finger.move(to: CGPoint(x: 30, y: 10))
        UIApplication.shared.advance(by: 1 / 60)
        #expect(stage.root.log == ["began", "moved"])
        #expect(finger.queuedFrameCount == 1)
        finger.touchUp()
        stage.run()
        #expect(stage.root.log == ["began", "moved", "moved", "ended"])
        #expect(near(stage.root.locations.last!, CGPoint(x: 30, y: 10)))
        #expect(finger.queuedFrameCount == 0 && finger.activeTouches.isEmpty)
    }

    @Test func dragAlongAPathKeepsConstantSpeed() {
        let stage = TouchStage()
        // An L of 100 + 100 pt walked in 0.2 s: 12 frames of 200/12 pt.
        stage.window.simulateDrag(
            along: [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 200)],
            duration: 0.2)
        stage.run()
        let points = stage.root.locations
        #expect(points.count == 13)
        for i in 1..<points.count {
            let step = hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y)
            let corner = points[i - 1].x < 200 && points[i].y > 100
            if !corner { #expect(near(step, 200.0 / 12, 1e-9), "step \(i)") }
        }
        #expect(near(points[6], CGPoint(x: 200, y: 100), 1e-9), "halfway along is the corner")
        #expect(near(points.last!, CGPoint(x: 200, y: 200)))
    }

    @Test func successiveSimulationsRunOneAfterTheOther() {
        let stage = TouchStage()
        stage.window.simulateTap(at: CGPoint(x: 10, y: 10))
        stage.window.simulateTap(at: CGPoint(x: 300, y: 300))
        stage.run()
        #expect(stage.root.log == ["began", "ended", "began", "ended"])
        #expect(near(stage.root.locations[2], CGPoint(x: 300, y: 300)))
    }

    @Test func quickSecondTapCountsAsTapCountTwo() {
        let stage = TouchStage()
        let finger = TouchSynthesizer(window: stage.window)
        finger.tap(at: CGPoint(x: 10, y: 10), numberOfTaps: 2)
        finger.touchDown(at: CGPoint(x: 10, y: 10))
        UIApplication.shared.advance(by: 14 / 60)
        #expect(finger.activeTouches.first?.tapCount == 3)
        finger.removeQueuedFrames()
        finger.touchUp()
        stage.run()
    }

    @Test func cancelledTouchesReachTheViewAndCancelTheGesture() {
        let stage = TouchStage()
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        let record = stage.watch(pan)
        let finger = TouchSynthesizer(window: stage.window)
        finger.touchDown(at: CGPoint(x: 10, y: 10))
        finger.move(to: CGPoint(x: 40, y: 10))
        finger.cancelTouches()
        stage.run()
        #expect(record.states == [.began, .cancelled])
        #expect(stage.root.log == ["began", "moved", "cancelled"])
    }

    @Test func misuseStopsWithAClearMessage() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                TouchSynthesizer(window: window).move(to: .zero)
            }
        }
    }
}
