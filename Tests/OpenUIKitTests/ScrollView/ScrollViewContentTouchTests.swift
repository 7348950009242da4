import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// A button in a scroll view: `delaysContentTouches` holds the touch-down from it until 150 ms
/// pass without a scroll, a drag that scrolls first keeps it from the button, and once the button
/// tracks, `canCancelContentTouches` and `touchesShouldCancel(in:)` decide whether a drag
/// cancels it (UIKit's reference: the button keeps the touch by default, a `UIControl`).
@MainActor
@Suite struct ScrollViewContentTouchTests {
    /// A scroll view that lets a drag cancel its controls' touches too.
    final class CancellingScrollView: UIScrollView {
        override func touchesShouldCancel(in view: UIView) -> Bool { true }
    }

    /// A scroll view that keeps every touch from its content.
    final class RefusingScrollView: UIScrollView {
        override func touchesShouldBegin(
            _ touches: Set<UITouch>, with event: UIEvent?, in view: UIView
        ) -> Bool { false }
    }

    /// A 390 × 844 window with a full-screen scroll view (2,000 pt of content) holding a
    /// 200 × 44 button at (20, 400); the button's events are logged by name.
    @MainActor final class Stage {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scrollView: UIScrollView
        let button = UIButton(type: .system)
        var events: [String] = []

        init(_ scrollView: UIScrollView = UIScrollView()) {
            self.scrollView = scrollView
            scrollView.frame = window.bounds
            scrollView.contentSize = CGSize(width: 390, height: 2_000)
            scrollView.contentInsetAdjustmentBehavior = .never
            button.setTitle("Tap", for: .normal)
            button.frame = CGRect(x: 20, y: 400, width: 200, height: 44)
            let named: [(UIControl.Event, String)] = [
                (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
                (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
            ]
            for (event, name) in named {
                button.addAction(
                    UIAction { [unowned self] _ in self.events.append(name) }, for: event)
            }
            scrollView.addSubview(button)
            window.addSubview(scrollView)
            window.makeKeyAndVisible()
            UIApplication.shared.runUntilIdle()
        }

        var fingers: TouchSynthesizer { window.touchSynthesizer }

        /// Drags the finger 200 pt up in ten frames, holds it still, and lifts it.
        func dragUp(from y: CGFloat) {
            for i in 1...10 { fingers.move(to: CGPoint(x: 100, y: y - CGFloat(i) * 20)) }
            fingers.wait(0.2)
            fingers.touchUp()
            UIApplication.shared.runUntilIdle()
        }
    }

    @Test func aButtonInAScrollViewHighlightsOnlyAfterTheDelay() {
        let stage = Stage()
        stage.fingers.touchDown(at: CGPoint(x: 100, y: 420))
        UIApplication.shared.advance(by: 1.0 / 60)  // the finger lands
        UIApplication.shared.advance(by: 0.1)
        #expect(!stage.button.isHighlighted && stage.events.isEmpty)
        UIApplication.shared.advance(by: 0.06)  // 160 ms after the finger landed
        #expect(stage.button.isHighlighted && stage.events == ["touchDown"])
        stage.fingers.touchUp()
        UIApplication.shared.runUntilIdle()
        #expect(!stage.button.isHighlighted)
        #expect(stage.events == ["touchDown", "touchUpInside"])
    }

    @Test func aQuickTapReachesTheButtonWhenTheFingerLifts() {
        let stage = Stage()
        stage.fingers.touchDown(at: CGPoint(x: 100, y: 420))
        stage.fingers.touchUp()
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(stage.events.isEmpty)
        UIApplication.shared.advance(by: 1.0 / 60)  // lifted 17 ms after landing
        #expect(stage.events == ["touchDown", "touchUpInside"])
        UIApplication.shared.runUntilIdle()
        #expect(stage.events == ["touchDown", "touchUpInside"])
    }

    @Test func aDragStartingOnAButtonScrollsAndTheButtonNeverTracks() {
        let stage = Stage()
        stage.fingers.touchDown(at: CGPoint(x: 100, y: 420))
        stage.dragUp(from: 420)
        #expect(stage.scrollView.contentOffset.y == 200)
        #expect(stage.events.isEmpty && !stage.button.isHighlighted)
    }

    /// UIKit's default (`touchesShouldCancel(in:)` is false for a `UIControl`), and a scroll
    /// view that would cancel controls but has `canCancelContentTouches` off: either way the drag
    /// stays the button's.
    @Test(arguments: [false, true])
    func aButtonThatTracksKeepsTheFingerAndTheContentStays(canCancelOff: Bool) {
        let stage = canCancelOff ? Stage(CancellingScrollView()) : Stage()
        if canCancelOff { stage.scrollView.canCancelContentTouches = false }
        stage.fingers.touchDown(at: CGPoint(x: 100, y: 420))
        stage.fingers.wait(0.2)
        stage.dragUp(from: 420)
        #expect(stage.scrollView.contentOffset.y == 0)
        #expect(stage.events == ["touchDown", "touchUpOutside"])
    }

    @Test func aDragCancelsTheTrackingButtonWhenTheScrollViewSaysSo() {
        let stage = Stage(CancellingScrollView())
        stage.fingers.touchDown(at: CGPoint(x: 100, y: 420))
        stage.fingers.wait(0.2)
        UIApplication.shared.advance(by: 0.25)
        #expect(stage.button.isHighlighted)
        stage.dragUp(from: 420)
        #expect(stage.scrollView.contentOffset.y == 200)
        #expect(stage.events == ["touchDown", "touchCancel"])
        #expect(!stage.button.isHighlighted)
    }

    @Test func withoutTheDelayTheButtonHighlightsAtOnce() {
        let stage = Stage()
        stage.scrollView.delaysContentTouches = false
        stage.fingers.touchDown(at: CGPoint(x: 100, y: 420))
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(stage.button.isHighlighted && stage.events == ["touchDown"])
        stage.fingers.touchUp()
        UIApplication.shared.runUntilIdle()
        #expect(stage.events == ["touchDown", "touchUpInside"])
    }

    @Test func touchesShouldBeginCanKeepTheTouchFromTheContent() {
        let stage = Stage(RefusingScrollView())
        stage.fingers.touchDown(at: CGPoint(x: 100, y: 420))
        stage.fingers.wait(0.3)
        stage.fingers.touchUp()
        UIApplication.shared.runUntilIdle()
        #expect(stage.events.isEmpty && !stage.button.isHighlighted)
        #expect(stage.scrollView.contentOffset.y == 0)
    }
}
