import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Synthesized touches tracked by controls: the events UIKit sends, in its order.
@MainActor
@Suite struct ControlsTrackingTests {
    static let named: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
        (.touchDragInside, "touchDragInside"),
        (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"),
        (.touchDragExit, "touchDragExit"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
        (.touchCancel, "touchCancel"),
        (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
    ]

    /// Records every event `control` sends, by name.
    final class EventLog {
        var names: [String] = []
        @MainActor init(_ control: UIControl) {
            for (event, name) in ControlsTrackingTests.named {
                control.addAction(
                    UIAction { [unowned self] _ in self.names.append(name) }, for: event)
            }
        }
        /// The names with runs of drag events collapsed to one.
        var compact: [String] {
            names.enumerated().filter { $0.offset == 0 || names[$0.offset - 1] != $0.element }.map(
                \.element)
        }
    }

    /// A visible window with a 100 × 44 button at (100, 100).
    func stage() -> (UIWindow, UIButton) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        window.isHidden = false
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        window.addSubview(button)
        return (window, button)
    }

    @Test func tapInsideSendsTouchDownThenTouchUpInsideThenPrimaryActionTriggered() {
        let (window, button) = stage()
        let log = EventLog(button)
        let finger = TouchSynthesizer(window: window)
        finger.touchDown(at: CGPoint(x: 150, y: 122))
        UIApplication.shared.advance(by: 1 / 60)
        #expect(button.isHighlighted && button.isTracking && button.isTouchInside)
        #expect(near(button.titleLabel!.alpha, 0.2, 1e-6), "a system button dims while highlighted")
        finger.touchUp()
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        #expect(log.names == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(!button.isHighlighted && !button.isTracking)
        #expect(button.titleLabel?.alpha == 1)
    }

    @Test func draggingFarOutExitsAndLiftsOutsideWithoutTouchUpInside() {
        let (window, button) = stage()
        let log = EventLog(button)
        let finger = TouchSynthesizer(window: window)
        finger.touchDown(at: CGPoint(x: 150, y: 122))
        finger.move(to: CGPoint(x: 150, y: 180))  // 36 pt below: still inside the 70 pt area
        finger.move(to: CGPoint(x: 150, y: 300))  // 156 pt below: outside
        UIApplication.shared.advance(by: 3 / 60)
        #expect(!button.isHighlighted && !button.isTouchInside)
        finger.touchUp()
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        #expect(
            log.compact == [
                "touchDown", "touchDragInside", "touchDragExit", "touchDragOutside",
                "touchUpOutside",
            ])
        #expect(
            !log.names.contains("touchUpInside") && !log.names.contains("primaryActionTriggered"))
    }

    @Test func draggingBackInEntersAndLiftsInside() {
        let (window, button) = stage()
        let log = EventLog(button)
        window.simulateDrag(
            along: [CGPoint(x: 150, y: 122), CGPoint(x: 150, y: 400), CGPoint(x: 150, y: 130)],
            duration: 0.3)
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        #expect(log.names.contains("touchDragExit") && log.names.contains("touchDragEnter"))
        #expect(log.names.suffix(2) == ["touchUpInside", "primaryActionTriggered"])
    }

    @Test func liftingWithin70PointsOutsideStillCountsAsInside() {
        let (window, button) = stage()
        let log = EventLog(button)
        window.simulateDrag(
            // 60 pt right of the edge
            from: CGPoint(x: 150, y: 122), to: CGPoint(x: 260, y: 122), duration: 0.1)
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        #expect(log.names.last == "primaryActionTriggered" && log.names.contains("touchUpInside"))
        #expect(!log.names.contains("touchDragExit"))
    }

    @Test func aDisabledControlSendsNothingAndStaysUnhighlighted() {
        let (window, button) = stage()
        button.isEnabled = false
        let log = EventLog(button)
        let finger = TouchSynthesizer(window: window)
        finger.touchDown(at: CGPoint(x: 150, y: 122))
        UIApplication.shared.advance(by: 1 / 60)
        #expect(!button.isHighlighted && !button.isTracking)
        finger.touchUp()
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        #expect(log.names.isEmpty)
        #expect(button.currentTitleColor == .tertiaryLabel)
    }

    @Test func aSuperviewsTapRecognizerDoesNotTakeTheButtonsTap() {
        let (window, button) = stage()
        let log = EventLog(button)
        var taps = 0
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in taps += 1 }
        window.addGestureRecognizer(tap)
        window.simulateTap(at: CGPoint(x: 150, y: 122))
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        #expect(taps == 0)
        #expect(log.names == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        window.simulateTap(at: CGPoint(x: 20, y: 20))
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        #expect(taps == 1, "a tap off the button is the recognizer's")
    }

    @Test func aSuperviewsPanCancelsTheControlsTouch() {
        let (window, button) = stage()
        let log = EventLog(button)
        window.addGestureRecognizer(UIPanGestureRecognizer())
        window.simulateDrag(
            from: CGPoint(x: 150, y: 122), to: CGPoint(x: 150, y: 200), duration: 0.2)
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        #expect(log.names.first == "touchDown" && log.names.last == "touchCancel")
        #expect(!log.names.contains("touchUpInside") && !button.isHighlighted)
    }

    @Test func aControlSubclassSeesUIKitsTrackingCallbacks() {
        final class Knob: UIControl {
            var calls: [String] = []
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                calls.append("begin")
                return true
            }
            override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                calls.append("continue")
                return true
            }
            override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
                calls.append("end")
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.isHidden = false
        let knob = Knob(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(knob)
        let finger = TouchSynthesizer(window: window)
        finger.touchDown(at: CGPoint(x: 100, y: 100))
        finger.move(to: CGPoint(x: 110, y: 100))
        finger.touchUp()
        #expect(UIApplication.shared.runUntilIdle(timeout: 5))
        #expect(knob.calls == ["begin", "continue", "end"])
    }
}
