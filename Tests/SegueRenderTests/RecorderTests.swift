import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit
import SegueTestSupport
import Testing

@testable import SegueRender

@MainActor
@Suite struct RecorderTests {
    /// A 60×40 white window with a 20×20 red square that slides from x = 0 to x = 40 over 0.5 s.
    func makeSlidingScene() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        window.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 40, y: 10, width: 20, height: 20))
        square.backgroundColor = .red
        window.addSubview(square)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 10
        slide.toValue = 50
        slide.duration = 0.5
        square.layer.add(slide, forKey: "slide")
        return (window, square)
    }

    @Test func recordsFirstAndLastFrameAtTheRequestedRate() throws {
        let (window, _) = makeSlidingScene()
        let t0 = CACurrentMediaTime()
        let recording = try Recorder(window, fps: 30, scale: 1).record(for: 0.5)
        #expect(recording.frames.count == 16)
        #expect(abs(recording.times[0] - t0) < 1e-9 && abs(recording.times[15] - (t0 + 0.5)) < 1e-9)
        #expect(
            recording.frames[0][5, 20].r == 255 && recording.frames[0][5, 20].g == 0,
            "square starts at the left")
        #expect(recording.frames[0][50, 20] == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(recording.frames[15][50, 20].g == 0, "square ends at the right")
        #expect(recording.frames[7] != recording.frames[8], "frames change over time")
        #expect(abs(recording.duration - (0.5 + 1.0 / 30)) < 1e-9)
    }

    @Test func recordUntilIdleStopsWhenTheAnimationEnds() throws {
        let (window, _) = makeSlidingScene()
        let recording = try Recorder(window, fps: 20).recordUntilIdle()
        #expect(recording.frames.count == 11, "0 … 0.5 s at 20 fps")
        #expect(MainRunLoop.shared.pendingWork().isEmpty)
    }

    @Test func leavingOutTheFirstFrameKeepsTheOtherFramesAndTimes() throws {
        // Two identical scenes recorded back to back: with and without the first frame.
        let (a, _) = makeSlidingScene()
        let t0 = CACurrentMediaTime()
        let full = try Recorder(a, fps: 10).record(for: 0.3)
        let (b, _) = makeSlidingScene()
        let t1 = CACurrentMediaTime()
        let rest = try Recorder(b, fps: 10).record(for: 0.3, includingFirstFrame: false)
        #expect(full.frames.count == 4 && rest.frames.count == 3)
        #expect(Array(full.frames.dropFirst()) == rest.frames)
        for k in 0..<3 {
            #expect(
                abs((full.times[k + 1] - t0) - (rest.times[k] - t1)) < 1e-9,
                "frame \(k + 1) at \(Double(k + 1) / 10) s")
        }
        let (c, _) = makeSlidingScene()
        let idle = try Recorder(c, fps: 20).recordUntilIdle(includingFirstFrame: false)
        #expect(idle.frames.count == 10, "0.05 … 0.5 s at 20 fps")
    }

    @Test func zeroOrNegativeDurationOrRateIsAnError() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(throws: RecordingError.invalidDuration(0)) { try Recorder(window).record(for: 0) }
        #expect(throws: RecordingError.invalidDuration(-1)) { try Recorder(window).record(for: -1) }
        #expect(throws: RecordingError.invalidFramesPerSecond(0)) {
            try Recorder(window, fps: 0).record(for: 1)
        }
    }

    @Test func encodesGIFAPNGAndFilmstrip() throws {
        let (window, _) = makeSlidingScene()
        let recording = try Recorder(window, fps: 10).record(for: 0.5)
        let gif = try recording.gifData()
        #expect(gif.prefix(6) == Data("GIF89a".utf8))
        let apng = try recording.apngData()
        #expect(apng.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let strip = try recording.filmstrip(columns: 3)
        // 6 frames in 3 columns → 2 rows of 60×(40+22) cells with 8 px gaps.
        #expect(strip.width == 3 * 60 + 4 * 8 && strip.height == 2 * 62 + 3 * 8)
    }

    @Test func renderingOverTheMemoryLimitFailsBeforeAllocating() {
        let huge = UIView(frame: CGRect(x: 0, y: 0, width: 100_000, height: 100_000))
        #expect(throws: RenderError.self) { try Renderer(scale: 3).render(huge) }
    }
}

/// A recording's WebP and MP4: frame counts, sizes and rate of the sliding-square scene.
@MainActor
@Suite struct RecordingVideoTests {
    @Test func webpDataHoldsOneFramePerDistinctRecordedFrame() throws {
        let (window, _) = RecorderTests().makeSlidingScene()
        let recording = try Recorder(window, fps: 10).record(for: 0.5)
        let data = [UInt8](try recording.webpData())
        #expect(
            Array(data[0..<4]) == Array("RIFF".utf8) && Array(data[8..<12]) == Array("WEBP".utf8))
        var frames = 0
        var at = 12
        while at + 8 <= data.count {
            let size = (0..<4).reduce(0) { $0 | Int(data[at + 4 + $1]) << (8 * $1) }
            if Array(data[at..<at + 4]) == Array("ANMF".utf8) { frames += 1 }
            at += 8 + size + (size & 1)
        }
        #expect(recording.frames.count == 6)
        #expect(frames == 6, "every frame of the slide differs from the one before")
    }

    @Test func mp4DataIsAVideoAtTheRecordingsRateWithAFramePerFrame() throws {
        guard MP4Encoder().resolvedFFmpeg() != nil else { return }
        let (window, _) = RecorderTests().makeSlidingScene()
        let recording = try Recorder(window, fps: 10).record(for: 0.5)
        let data = try recording.mp4Data()
        #expect(Array([UInt8](data)[4..<8]) == Array("ftyp".utf8))
        let dir = try TemporaryFolder.make("segue-mp4-test")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("slide.mp4")
        try data.write(to: file)
        let probe = ["/usr/bin/ffprobe", "/usr/local/bin/ffprobe"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let probe else { return }
        let line = try Subprocess.run(
            URL(fileURLWithPath: probe),
            [
                "-v", "error", "-select_streams", "v:0", "-count_frames", "-show_entries",
                "stream=width,height,r_frame_rate,nb_read_frames", "-of", "csv=p=0", file.path,
            ]
        ).stdout
        #expect(line.trimmingCharacters(in: .whitespacesAndNewlines) == "60,40,10/1,6")
    }
}
