import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueRender

/// What shows behind a recorded view, and drawing frames on several threads.
@MainActor
@Suite struct RecorderBackgroundTests {
    /// A 40×20 window without a background colour, holding a white view at 50 % alpha on its left
    /// half (the right half is uncovered).
    func makeHalfFadedScene() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let faded = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        faded.backgroundColor = .white
        faded.alpha = 0.5
        content.addSubview(faded)
        window.addSubview(content)
        return (window, content)
    }

    @Test func aRecordedWindowShowsBlackBehindItsTranslucentAndUncoveredPixelsAsADeviceDoes() throws
    {
        let (window, _) = makeHalfFadedScene()
        let frame = try Recorder(window).record(for: 1.0 / 30).frames[0]
        // White at alpha 0.5 over black: 255 · 0.5 = 127.5, one step either side.
        let grey = frame[5, 10]
        #expect(
            grey.a == 255 && grey.r == grey.g && grey.g == grey.b && (127...128).contains(grey.r),
            "\(grey)")
        #expect(frame[30, 10] == RGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func aRecordedViewThatIsNotAWindowKeepsItsTransparentPixels() throws {
        let (_, content) = makeHalfFadedScene()
        let recorder = Recorder(content)
        #expect(recorder.background == nil)
        let frame = try recorder.record(for: 1.0 / 30).frames[0]
        #expect(frame[30, 10].a == 0)
        #expect((127...128).contains(frame[5, 10].a), "\(frame[5, 10])")
    }

    @Test func aRendererBackgroundFillsTheFrameBeforeTheRootIsDrawn() throws {
        let (window, _) = makeHalfFadedScene()
        var renderer = Renderer()
        renderer.background = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let frame = try renderer.render(window)
        #expect(frame[30, 10] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        let mixed = frame[5, 10]  // white at 0.5 over blue
        #expect(
            mixed.a == 255 && mixed.b == 255 && (127...128).contains(mixed.r) && mixed.r == mixed.g,
            "\(mixed)")
        #expect(try Renderer().render(window)[30, 10].a == 0, "no background by default")
    }

    @Test func framesDrawnOnSeveralThreadsHaveTheSameBytesAsOnOne() throws {
        // Tall enough for several bands of rows (a band holds about 256 KiB of pixels).
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 700))
        let content = UIView(frame: CGRect(x: 50, y: 100, width: 300, height: 500))
        content.backgroundColor = .systemTeal
        content.layer.cornerRadius = 24
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 260, height: 40))
        label.text = "Bands"
        content.addSubview(label)
        window.addSubview(content)
        var one = Recorder(window)
        var two = Recorder(window)
        one.threads = 1
        two.threads = 3
        for _ in 0..<4 {
            var a = Recording(fps: 30)
            var b = Recording(fps: 30)
            try one.capture(into: &a)
            try two.capture(into: &b)
            // (outside #expect: a failure would print every byte)
            let same = a.frames[0] == b.frames[0]
            #expect(same)
            MainRunLoop.shared.advance(by: 0.05)
        }
    }
}
