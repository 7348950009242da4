import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueRender

/// The recorder draws a frame only when something could have changed since the last one.
@MainActor
@Suite struct RecorderStillFrameTests {
    func makeScene() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        window.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 10, y: 5, width: 20, height: 20))
        square.backgroundColor = .red
        window.addSubview(square)
        MainRunLoop.shared.advance(by: 0)
        return (window, square)
    }

    /// Whether two frames share their pixel storage (the second is the first appended again).
    func shareStorage(_ a: Bitmap, _ b: Bitmap) -> Bool {
        a.pixels.withUnsafeBufferPointer { p in
            b.pixels.withUnsafeBufferPointer { q in p.baseAddress == q.baseAddress }
        }
    }

    @Test func aSettledSceneIsDrawnOnceAndItsFrameRepeated() throws {
        // Let work other tests left on the shared run loop finish first.
        #expect(UIApplication.shared.runUntilIdle(timeout: 30))
        let (window, _) = makeScene()
        let recording = try Recorder(window).record(for: 0.5)
        #expect(recording.frames.count == 16)
        // The first turn may still run a layout pass the window asked for; after it nothing changes.
        #expect(recording.frames.dropFirst(2).allSatisfy { shareStorage($0, recording.frames[1]) })
        let same = recording.frames[1] == recording.frames[0]
        #expect(same)
        #expect(recording.frames[15][20, 15] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func aTimerFiringDuringAHoldShowsItsChangeFromTheNextFrame() throws {
        let (window, square) = makeScene()
        MainRunLoop.perform(after: 0.2) { square.backgroundColor = .blue }
        let recording = try Recorder(window, fps: 10).record(for: 0.5)
        let colours = recording.frames.map { $0[20, 15] }
        let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
        let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
        #expect(colours == [red, red, blue, blue, blue, blue], "\(colours)")
        #expect(
            shareStorage(recording.frames[4], recording.frames[3]), "settled again after the timer")
    }

    @Test func aRunningDisplayLinkKeepsEveryFrameDrawn() throws {
        let (window, square) = makeScene()
        var step = 0
        let link = CADisplayLink { _ in
            step += 1
            square.frame.origin.x = CGFloat(step % 20)
        }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        let recording = try Recorder(window, fps: 20).record(for: 0.25)
        for i in 1..<recording.frames.count {
            let moved = recording.frames[i] != recording.frames[i - 1]
            #expect(moved, "frame \(i) moved")
        }
    }

    @Test func aLayoutRequestedBeforeTheHoldIsDrawnWhenItRuns() throws {
        let (window, square) = makeScene()
        final class Stretching: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                subviews.first?.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
            }
        }
        let container = Stretching(frame: window.bounds)
        let fill = UIView(frame: .zero)
        fill.backgroundColor = .green
        container.addSubview(fill)
        window.addSubview(container)
        container.setNeedsLayout()
        let recording = try Recorder(window, fps: 10).record(for: 0.3)
        #expect(
            recording.frames.last![2, 2] == RGBA8(r: 0, g: 255, b: 0, a: 255),
            "\(recording.frames.last![2, 2])")
        _ = square
    }

    /// A recording continued after the app changed something between two holds (a demo's step
    /// typing into a field: no animation, nothing left pending) draws the change from its first
    /// frame: the frame the sink ended with is not repeated over it.
    @Test func aChangeMadeBetweenTwoHoldsIsDrawnWhenTheSecondOneContinues() throws {
        let (window, square) = makeScene()
        let recorder = Recorder(window, fps: 10)
        var recording = Recording(fps: 10)
        try recorder.record(for: 0.2, into: &recording)
        square.backgroundColor = .blue
        try recorder.record(for: 0.2, into: &recording, includingFirstFrame: false)
        let colours = recording.frames.map { $0[20, 15] }
        let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
        let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
        #expect(colours == [red, red, red, blue, blue], "\(colours)")
        #expect(shareStorage(recording.frames[4], recording.frames[3]), "settled again")
    }
}
