import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

@MainActor
@Suite struct TouchDeliveryTests {
    @Test func touchGoesToTheHitViewWithItsRecognizersInOrder() {
        let stage = TouchStage()
        let child = TouchLogView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        stage.root.addSubview(child)
        let childTap = UITapGestureRecognizer()
        let rootTap = UITapGestureRecognizer()
        child.addGestureRecognizer(childTap)
        stage.root.addGestureRecognizer(rootTap)
        let finger = TouchSynthesizer(window: stage.window)
        finger.touchDown(at: CGPoint(x: 150, y: 150))
        UIApplication.shared.advance(by: 1 / 60)
        let touch = finger.activeTouches[0]
        #expect(touch.view === child)
        #expect(touch.window === stage.window)
        #expect(
            touch.gestureRecognizers?.map(ObjectIdentifier.init)
                == [childTap, rootTap].map(ObjectIdentifier.init))
        #expect(child.log == ["began"] && stage.root.log.isEmpty)
        finger.touchUp()
        stage.run()
    }

    @Test func defaultResponderForwardsToTheSuperview() {
        let stage = TouchStage()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        stage.root.addSubview(plain)
        stage.window.simulateTap(at: CGPoint(x: 10, y: 10))
        stage.run()
        #expect(stage.root.log == ["began", "ended"])
    }

    @Test func hiddenAndNonInteractiveViewsAreSkipped() {
        let stage = TouchStage()
        let hidden = TouchLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        hidden.isHidden = true
        let inert = TouchLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        inert.isUserInteractionEnabled = false
        stage.root.addSubview(inert)
        stage.root.addSubview(hidden)
        stage.window.simulateTap(at: CGPoint(x: 10, y: 10))
        stage.run()
        #expect(hidden.log.isEmpty && inert.log.isEmpty)
        #expect(stage.root.log == ["began", "ended"])
    }

    @Test func recognizedPanCancelsTheViewsTouches() {
        let stage = TouchStage()
        let pan = UIPanGestureRecognizer()
        stage.root.addGestureRecognizer(pan)
        stage.window.simulateDrag(
            from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50), duration: 0.2)
        stage.run()
        #expect(stage.root.log == ["began", "cancelled"])
    }

    @Test func panThatDoesNotCancelLeavesEveryPhaseToTheView() {
        let stage = TouchStage()
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        let record = stage.watch(pan)
        stage.window.simulateDrag(
            from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50), duration: 0.2)
        stage.run()
        #expect(stage.root.compactLog == ["began", "moved×11", "ended"])
        #expect(record.states.first == .began && record.states.last == .ended)
    }

    @Test func cancellationComesBeforeTheBeganAction() {
        let stage = TouchStage()
        let pan = UIPanGestureRecognizer()
        var logAtBegan: [String] = []
        pan.addAction { [root = stage.root] p in if p.state == .began { logAtBegan = root.log } }
        stage.root.addGestureRecognizer(pan)
        stage.window.simulateDrag(
            from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50), duration: 0.2)
        stage.run()
        #expect(logAtBegan == ["began", "cancelled"])
    }

    @Test func delegateRefusingToBeginFailsTheRecognizer() {
        final class Refuser: UIGestureRecognizerDelegate {
            var asked = 0
            func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
                asked += 1
                return false
            }
        }
        final class StateSpy: UIPanGestureRecognizer {
            var seen: [UIGestureRecognizer.State] = []
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
                super.touchesMoved(touches, with: event)
                if seen.last != state { seen.append(state) }
            }
        }
        let stage = TouchStage()
        let pan = StateSpy()
        let refuser = Refuser()
        pan.delegate = refuser
        let record = stage.watch(pan)
        stage.window.simulateDrag(
            from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50), duration: 0.2)
        stage.run()
        #expect(refuser.asked == 1)
        #expect(pan.seen == [.failed])
        #expect(record.states.isEmpty)
        #expect(stage.root.compactLog == ["began", "moved×11", "ended"])
        #expect(pan.state == .possible)
    }

    @Test func viewRefusingToBeginFailsTheRecognizer() {
        final class Grumpy: TouchLogView {
            override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { false }
        }
        let stage = TouchStage()
        let grumpy = Grumpy(frame: stage.window.bounds)
        stage.root.addSubview(grumpy)
        let tap = UITapGestureRecognizer()
        let record = stage.watch(tap, on: grumpy)
        stage.window.simulateTap(at: CGPoint(x: 10, y: 10))
        stage.run()
        #expect(record.states.isEmpty)
        #expect(grumpy.log == ["began", "ended"])
    }

    @Test func disabledRecognizerSeesNothing() {
        let stage = TouchStage()
        let tap = UITapGestureRecognizer()
        tap.isEnabled = false
        let record = stage.watch(tap)
        stage.window.simulateTap(at: CGPoint(x: 10, y: 10))
        stage.run()
        #expect(record.states.isEmpty)
        #expect(stage.root.log == ["began", "ended"])
    }

    @Test func disablingMidGestureCancelsItOnce() {
        let stage = TouchStage()
        let pan = UIPanGestureRecognizer()
        let record = ActionRecord()
        record.attach(to: pan) { $0.location(in: nil) }
        var changes = 0
        pan.addAction { p in
            if p.state == .changed {
                changes += 1
                if changes == 3 { p.isEnabled = false }
            }
        }
        stage.root.addGestureRecognizer(pan)
        stage.window.simulateDrag(
            from: CGPoint(x: 50, y: 50), to: CGPoint(x: 350, y: 50), duration: 0.5)
        stage.run()
        #expect(record.states == [.began, .changed, .changed, .changed, .cancelled])
        // The cancelled action still sees the touch: began at +10 pt, third change at +40 pt.
        #expect(near(record.extra.last!, CGPoint(x: 90, y: 50)))
        pan.isEnabled = true
        stage.window.simulateDrag(
            from: CGPoint(x: 50, y: 50), to: CGPoint(x: 350, y: 50), duration: 0.5)
        stage.run()
        #expect(record.states.last == .ended, "re-enabled, it works again")
    }

    @Test func disablingBetweenFramesCancelsOnTheNextFrame() {
        let stage = TouchStage()
        let pan = UIPanGestureRecognizer()
        let record = stage.watch(pan)
        let finger = stage.dragPastThePanThreshold()
        #expect(record.states == [.began])
        pan.isEnabled = false
        #expect(pan.state == .cancelled)
        UIApplication.shared.advance(by: 1 / 60)
        #expect(record.states == [.began, .cancelled])
        #expect(pan.state == .possible)
        finger.touchUp()
        stage.run()
    }

    @Test func removingTheRecognizerCancelsItsGesture() {
        let stage = TouchStage()
        let pan = UIPanGestureRecognizer()
        let record = stage.watch(pan)
        let finger = stage.dragPastThePanThreshold()
        stage.root.removeGestureRecognizer(pan)
        #expect(record.states == [.began, .cancelled])
        #expect(pan.view == nil && stage.root.gestureRecognizers == nil)
        finger.move(to: CGPoint(x: 120, y: 50))
        finger.touchUp()
        stage.run()
        #expect(record.states == [.began, .cancelled])
    }

    @Test func shouldReceiveFalseKeepsTheTouchFromTheRecognizer() {
        final class Picky: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                touch.location(in: nil).x > 200
            }
        }
        let stage = TouchStage()
        let tap = UITapGestureRecognizer()
        let picky = Picky()
        tap.delegate = picky
        let record = stage.watch(tap)
        stage.window.simulateTap(at: CGPoint(x: 100, y: 10))
        stage.run()
        #expect(record.states.isEmpty)
        stage.window.simulateTap(at: CGPoint(x: 300, y: 10))
        stage.run()
        #expect(record.states == [.recognized])
    }

    @Test func innerPanExcludesOuterPanUnlessSimultaneous() {
        final class Together: UIGestureRecognizerDelegate {
            func gestureRecognizer(
                _ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer
            ) -> Bool { true }
        }
        let stage = TouchStage()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        stage.root.addSubview(inner)
        let innerPan = UIPanGestureRecognizer()
        let outerPan = UIPanGestureRecognizer()
        inner.addGestureRecognizer(innerPan)
        stage.root.addGestureRecognizer(outerPan)
        let innerRecord = ActionRecord()
        let outerRecord = ActionRecord()
        innerRecord.attach(to: innerPan)
        outerRecord.attach(to: outerPan)
        stage.window.simulateDrag(
            from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50), duration: 0.2)
        stage.run()
        #expect(innerRecord.states.last == .ended)
        #expect(
            outerRecord.states.isEmpty,
            "the hit view's recognizer began first and excluded the other")

        let together = Together()
        outerPan.delegate = together
        innerRecord.states = []
        stage.window.simulateDrag(
            from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50), duration: 0.2)
        stage.run()
        #expect(innerRecord.states.first == .began && innerRecord.states.last == .ended)
        #expect(outerRecord.states.first == .began && outerRecord.states.last == .ended)
    }

    @Test func recognizedPanExcludesTheLongPress() {
        let stage = TouchStage()
        let pan = UIPanGestureRecognizer()
        let press = UILongPressGestureRecognizer()
        press.allowableMovement = 1000
        stage.root.addGestureRecognizer(pan)
        stage.root.addGestureRecognizer(press)
        let pans = ActionRecord()
        let presses = ActionRecord()
        pans.attach(to: pan)
        presses.attach(to: press)
        stage.window.simulateDrag(
            from: CGPoint(x: 50, y: 50), to: CGPoint(x: 350, y: 50), duration: 1)
        stage.run()
        #expect(pans.states.last == .ended)
        #expect(presses.states.isEmpty)
    }

    @Test func delaysTouchesBeganHoldsTheViewUntilFailure() {
        let stage = TouchStage()
        let pan = UIPanGestureRecognizer()
        pan.delaysTouchesBegan = true
        stage.root.addGestureRecognizer(pan)
        stage.window.simulateDrag(
            from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50), duration: 0.2)
        stage.run()
        #expect(stage.root.log.isEmpty, "recognized: the view never heard of the touch")
        let t0 = CACurrentMediaTime()
        stage.window.simulateTap(at: CGPoint(x: 50, y: 50))
        stage.run()
        #expect(stage.root.log == ["began", "ended"])
        #expect(
            stage.root.times.allSatisfy { near($0 - t0, 4.0 / 60) },
            "both arrive when the pan fails at the lift")
    }

    @Test func multipleTouchDisabledViewGetsOnlyTheFirstTouch() {
        let stage = TouchStage()
        let hand = TouchSynthesizer(window: stage.window)
        hand.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 60, y: 10)])
        hand.touchUp()
        stage.run()
        #expect(stage.root.log == ["began", "ended"])
        stage.root.log = []
        stage.root.isMultipleTouchEnabled = true
        let hand2 = TouchSynthesizer(window: stage.window)
        hand2.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 60, y: 10)])
        hand2.touchUp()
        stage.run()
        #expect(stage.root.log == ["began", "ended"], "one call with both touches per phase")
    }

    @Test func locationInARotatedView() {
        let stage = TouchStage()
        let rotated = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        // 90° clockwise on screen (y down): (x, y) about the centre → (−y, x).
        rotated.transform = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        stage.root.addSubview(rotated)
        let tap = UITapGestureRecognizer()
        let record = ActionRecord()
        let perTouch = ActionRecord()
        record.attach(to: tap) { $0.location(in: rotated) }
        perTouch.attach(to: tap) { $0.location(ofTouch: 0, in: rotated) }
        rotated.addGestureRecognizer(tap)
        // Window (160, 120) is (+10, −30) from the centre (150, 150); undoing the turn gives
        // (−30, −10) from the view's centre (50, 50): (20, 40).
        stage.window.simulateTap(at: CGPoint(x: 160, y: 120))
        stage.run()
        #expect(record.states == [.recognized])
        #expect(near(record.extra[0], CGPoint(x: 20, y: 40), 1e-9))
        #expect(near(perTouch.extra[0], CGPoint(x: 20, y: 40), 1e-9))
    }

    @Test func ignoringInteractionEventsDropsTouches() {
        let stage = TouchStage()
        UIApplication.shared.ignoringInteractionDepth += 1
        stage.window.simulateTap(at: CGPoint(x: 10, y: 10))
        stage.run()
        UIApplication.shared.ignoringInteractionDepth -= 1
        #expect(stage.root.log.isEmpty)
    }
}
