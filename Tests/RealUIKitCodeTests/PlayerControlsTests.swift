@_spi(Testing) import OpenUIKit
import Testing

/// UIKit's controls in an app screen: laid out by Auto Layout from their intrinsic sizes, and
/// driven by synthesized touches as a finger would.
@MainActor
struct PlayerControlsTests {
    func showPlayer() -> (UIWindow, PlayerControlsViewController) {
        let window = UIWindow()
        let player = PlayerControlsViewController()
        window.rootViewController = player
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        return (window, player)
    }

    func centre(of view: UIView, in window: UIWindow) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    @Test func theControlsAreLaidOutFromTheirIntrinsicSizes() {
        let (window, player) = showPlayer()
        let top = window.safeAreaInsets.top
        let play = player.playButton
        #expect(play.frame.size == CGSize(width: 160, height: play.intrinsicContentSize.height))
        #expect(play.frame.minY == top + 40)
        // Centred on the pixel grid, as UIKit's: 116.5 pt is 349.5 px at @3x, which rounds to
        // 350 px (116.67 pt).
        #expect(abs(play.frame.minX - ((window.bounds.midX - 80) * 3).rounded() / 3) < 1e-9)
        #expect(player.speedPicker.frame.width == window.bounds.width - 40)
        #expect(player.speedPicker.frame.height == 32, "a segmented control is 32 pt tall")
        #expect(player.scrubber.frame.minY == player.speedPicker.frame.maxY + 24)
        #expect(player.closeButton.currentTitle == "Close")
        #expect(player.closeButton.frame.width == player.closeButton.intrinsicContentSize.width)
    }

    @Test func tappingThePlayButtonRunsItsPrimaryActionAndRetitlesIt() {
        let (window, player) = showPlayer()
        window.simulateTap(at: centre(of: player.playButton, in: window))
        UIApplication.shared.runUntilIdle()
        #expect(player.isPlaying)
        #expect(player.playButton.configuration?.title == "Pause")
    }

    @Test func tappingASegmentSelectsItAndSendsValueChanged() {
        let (window, player) = showPlayer()
        let picker = player.speedPicker
        let third = picker.convert(
            CGPoint(x: picker.bounds.width * 5 / 6, y: picker.bounds.midY), to: window)
        window.simulateTap(at: third)
        UIApplication.shared.runUntilIdle()
        #expect(picker.selectedSegmentIndex == 2)
        #expect(player.speed == 2)
    }

    @Test func draggingTheScrubberThumbMovesTheValueWithTheFinger() {
        let (window, player) = showPlayer()
        let slider = player.scrubber
        player.scrubber.value = 0
        let start = slider.convert(CGPoint(x: 14, y: slider.bounds.midY), to: window)
        let end = slider.convert(
            CGPoint(x: slider.bounds.width / 2, y: slider.bounds.midY), to: window)
        window.simulateDrag(from: start, to: end, duration: 0.3)
        UIApplication.shared.runUntilIdle()
        #expect(!player.scrubbedTo.isEmpty)
        #expect(abs(slider.value - 50) < 5, "the thumb followed the finger to the middle")
        #expect(player.scrubbedTo.last == slider.value)
    }

    @Test func aTouchThatLeavesTheButtonDoesNotSendTouchUpInside() {
        let (window, player) = showPlayer()
        let button = centre(of: player.closeButton, in: window)
        window.simulateDrag(
            from: button, to: CGPoint(x: button.x, y: button.y + 200), duration: 0.3)
        UIApplication.shared.runUntilIdle()
        #expect(player.closeTaps == 0)
        window.simulateTap(at: button)
        UIApplication.shared.runUntilIdle()
        #expect(player.closeTaps == 1)
    }
}
