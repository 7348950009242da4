import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

@MainActor
@Suite struct GesturePanTests {
    /// A linear drag of 300 pt in 0.5 s: 30 frames of 10 pt.
    private func linearDrag(on stage: TouchStage) {
        stage.window.simulateDrag(
            from: CGPoint(x: 50, y: 100), to: CGPoint(x: 350, y: 100), duration: 0.5)
    }

    @Test func panBeginsAfterTenPointsAndFollowsTheFinger() {
        let stage = TouchStage()
        let pan = UIPanGestureRecognizer()
        let record = stage.watch(pan) { $0.translation(in: nil) }
        let t0 = CACurrentMediaTime()
        linearDrag(on: stage)
        stage.run()
        #expect(record.states.first == .began)
        #expect(record.states.last == .ended)
        #expect(record.states.count == 30, "began + 28 changed + ended")
        #expect(record.states.filter { $0 == .changed }.count == 28)
        // Began on the first 10 pt move (frame 2), translation measured from the touch-down point.
        #expect(near(record.times[0] - t0, 2.0 / 60))
        #expect(near(record.extra[0], CGPoint(x: 10, y: 0)))
        for (i, p) in record.extra.enumerated() {
            #expect(near(p, CGPoint(x: CGFloat(10 * (i + 1)), y: 0)), "sample \(i)")
        }
        #expect(near(record.extra.last!, CGPoint(x: 300, y: 0)))
    }

    @Test func linearDragVelocityIsDistanceOverDuration() {
        let stage = TouchStage()
        let pan = UIPanGestureRecognizer()
        let record = stage.watch(pan) { $0.velocity(in: nil) }
        linearDrag(on: stage)
        stage.run()
        // 300 pt / 0.5 s = 600 pt/s at every action, including the lift.
        for v in record.extra { #expect(near(v, CGPoint(x: 600, y: 0), 1e-6)) }
        #expect(record.extra.count == 30)
    }

    @Test func theVelocityOfADragIsTheSameWhateverTheClockReadWhenItBegan() {
        var runs: [[CGPoint]] = []
        for framesBefore in [0, 7, 535, 60_021] {
            UIApplication.shared.advance(by: Double(framesBefore) / 60)
            let stage = TouchStage()
            let pan = UIPanGestureRecognizer()
            let record = stage.watch(pan) { $0.velocity(in: nil) }
            linearDrag(on: stage)
            stage.run()
            // 60 pt over the six frames of the window, exactly 0.1 s: exactly 600 pt/s.
            #expect(record.extra.last == CGPoint(x: 600, y: 0), "began \(framesBefore) frames on")
            runs.append(record.extra)
        }
        #expect(runs.allSatisfy { $0 == runs[0] })
    }

    @Test func easedDragVelocityFollowsTheCurve() {
        let stage = TouchStage()
        let pan = UIPanGestureRecognizer()
        let record = stage.watch(pan) { $0.velocity(in: nil) }
        let ease = CAMediaTimingFunction(name: .easeOut)
        stage.window.simulateDrag(
            from: CGPoint(x: 0, y: 400), to: CGPoint(x: 0, y: 100), duration: 0.5, curve: ease)
        stage.run()
        // At the lift (frame 30) the window is frames 24…30: Δy = −300 · (f(30/30) − f(24/30)) over 0.1 s.
        let expected = -300 * (1 - ease.value(at: 24.0 / 30)) / 0.1
        #expect(near(record.extra.last!.y, CGFloat(expected), 1e-6))
        #expect(record.extra.last!.y > -600 && record.extra.last!.y < 0, "easing out slows the end")
    }

    @Test func setTranslationRebasesTheIncrements() {
        let stage = TouchStage()
        let pan = UIPanGestureRecognizer()
        var sum: CGFloat = 0
        var increments: [CGFloat] = []
        pan.addAction { p in
            let dx = p.translation(in: nil).x
            increments.append(dx)
            sum += dx
            p.setTranslation(.zero, in: nil)
        }
        stage.root.addGestureRecognizer(pan)
        linearDrag(on: stage)
        stage.run()
        #expect(near(sum, 300))
        #expect(increments.allSatisfy { near($0, 10) })
    }

    @Test func translationAndVelocityInAScaledView() {
        let stage = TouchStage()
        let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        scaled.transform = CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)
        stage.root.addSubview(scaled)
        let pan = UIPanGestureRecognizer()
        let translations = ActionRecord()
        let velocities = ActionRecord()
        translations.attach(to: pan) { $0.translation(in: scaled) }
        velocities.attach(to: pan) { $0.velocity(in: scaled) }
        stage.root.addGestureRecognizer(pan)
        linearDrag(on: stage)
        stage.run()
        // The view's points are twice as large on screen: half the numbers.
        #expect(near(translations.extra.last!, CGPoint(x: 150, y: 0)))
        #expect(near(velocities.extra.last!, CGPoint(x: 300, y: 0)))
    }

    @Test func touchThatNeverMovesFailsThePan() {
        let stage = TouchStage()
        let pan = UIPanGestureRecognizer()
        let record = stage.watch(pan)
        stage.window.simulateTap(at: CGPoint(x: 10, y: 10))
        stage.window.simulateDrag(
            from: CGPoint(x: 100, y: 100), to: CGPoint(x: 109, y: 100), duration: 0.2)
        stage.run()
        #expect(record.states.isEmpty, "9 pt is below the 10 pt hysteresis")
        #expect(stage.root.compactLog == ["began", "ended", "began", "moved×11", "ended"])
    }

    @Test func stoppingBeforeLiftingGivesZeroVelocity() {
        let stage = TouchStage()
        let pan = UIPanGestureRecognizer()
        let record = stage.watch(pan) { $0.velocity(in: nil) }
        let finger = TouchSynthesizer(window: stage.window)
        finger.touchDown(at: CGPoint(x: 100, y: 100))
        for i in 1...10 { finger.move(to: CGPoint(x: 100 + 10 * CGFloat(i), y: 100)) }
        finger.wait(0.5)
        finger.touchUp()
        stage.run()
        #expect(record.states.last == .ended)
        #expect(near(record.extra.last!, .zero))
    }

    @Test func minimumNumberOfTouchesKeepsOneFingerFromPanning() {
        let stage = TouchStage()
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        let record = stage.watch(pan) { $0.translation(in: nil) }
        linearDrag(on: stage)
        stage.run()
        #expect(record.states.isEmpty)
        let hand = TouchSynthesizer(window: stage.window)
        hand.touchDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 140, y: 100)])
        for i in 1...5 {
            hand.move(to: [
                CGPoint(x: 100, y: 100 + 10 * CGFloat(i)),
                CGPoint(x: 140, y: 100 + 10 * CGFloat(i)),
            ])
        }
        hand.touchUp()
        stage.run()
        #expect(record.states.first == .began)
        #expect(record.states.last == .ended)
        #expect(near(record.extra.last!, CGPoint(x: 0, y: 50)), "the centroid moved 50 pt down")
    }

    @Test func panDoesNotChangeWhileFewerThanTheMinimumTouchesAreDown() {
        let stage = TouchStage()
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        let record = stage.watch(pan) { $0.translation(in: nil) }
        let hand = TouchSynthesizer(window: stage.window)
        hand.touchDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100)])
        hand.move(to: [CGPoint(x: 100, y: 110), CGPoint(x: 200, y: 110)])  // began
        hand.move(to: [CGPoint(x: 100, y: 120), CGPoint(x: 200, y: 120)])  // changed
        hand.touchUp(finger: 1)  // one finger left: rebased
        hand.move(to: CGPoint(x: 100, y: 170))  // below the minimum: no change
        hand.touchUp()  // ended
        stage.run()
        #expect(record.states == [.began, .changed, .ended])
        // Lifting finger 1 moved the centroid from (150, 120) to (100, 120); the rebase keeps 20 pt,
        // then the last finger's 50 pt counts at the lift.
        #expect(near(record.extra[1], CGPoint(x: 0, y: 20)))
        #expect(near(record.extra[2], CGPoint(x: 0, y: 70)))
    }
}
