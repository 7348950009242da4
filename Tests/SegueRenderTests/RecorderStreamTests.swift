import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueRender

/// Recording straight to a file, and capture times at rates the 60 Hz clock does not divide.
@MainActor
@Suite struct RecorderStreamTests {
    /// RecorderTests' scene: a red square sliding across a white 60×40 window over 0.5 s.
    func makeSlidingScene() -> UIWindow { RecorderTests().makeSlidingScene().0 }

    static func temporaryFile(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent(name)
    }

    /// The delay field (centiseconds) of every Graphic Control Extension in a GIF.
    static func gifDelays(_ data: Data) -> [Int] {
        let d = [UInt8](data)
        var delays: [Int] = []
        var i = 0
        while i + 5 < d.count {
            if d[i] == 0x21 && d[i + 1] == 0xF9 && d[i + 2] == 0x04 {
                delays.append(Int(d[i + 4]) | Int(d[i + 5]) << 8)
                i += 8
            } else {
                i += 1
            }
        }
        return delays
    }

    @Test func at120FpsEveryFrameIsAHundredAndTwentiethOfASecondAfterTheLast() throws {
        let recording = try Recorder(makeSlidingScene(), fps: 120).record(for: 0.25)
        #expect(recording.frames.count == 31)
        for d in recording.delays { #expect(abs(d - 1.0 / 120) < 1e-9) }
        #expect(recording.frames[1] != recording.frames[2], "a new picture every 1/120 s")
        #expect(MediaClock.shared.framesPerSecond == 60, "the clock's rate is put back")
    }

    @Test func at50FpsFramesAreEvenlySpacedAt20Milliseconds() throws {
        let recording = try Recorder(makeSlidingScene(), fps: 50).record(for: 0.2)
        #expect(recording.frames.count == 11)
        for d in recording.delays { #expect(abs(d - 0.02) < 1e-9) }
        #expect(MediaClock.shared.framesPerSecond == 60)
    }

    @Test func at30FpsTheClockKeepsItsOwnRate() throws {
        let recording = try Recorder(makeSlidingScene(), fps: 30).record(for: 0.2)
        for d in recording.delays { #expect(abs(d - 1.0 / 30) < 1e-9) }
    }

    @Test func recordingToAGifFileWritesEveryFrameWithItsDelayAndTheTrueDuration() throws {
        let url = try Self.temporaryFile("a.gif")
        let summary = try Recorder(makeSlidingScene(), fps: 10).record(for: 0.5, to: url)
        let memory = try Recorder(makeSlidingScene(), fps: 10).record(for: 0.5)
        #expect(summary.frameCount == 6 && memory.frames.count == 6)
        #expect(abs(summary.duration - 0.6) < 1e-9)
        let data = try Data(contentsOf: url)
        #expect(data.prefix(6) == Data("GIF89a".utf8))
        #expect(Self.gifDelays(data) == [10, 10, 10, 10, 10, 10])
    }

    @Test func aGifFileIsRecordedAtMost50TimesASecondSoItPlaysAtItsTrueSpeed() throws {
        let url = try Self.temporaryFile("fast.gif")
        let summary = try Recorder(makeSlidingScene(), fps: 60).record(for: 0.5, to: url)
        #expect(summary.frameCount == 26, "0 … 0.5 s at 50 fps")
        #expect(abs(summary.duration - 0.52) < 1e-9)
        let delays = Self.gifDelays(try Data(contentsOf: url))
        #expect(delays == Array(repeating: 2, count: 26))
    }

    @Test func anApngFileAt120FpsHasItsRealRateAndTheBatchEncodersBytes() throws {
        let url = try Self.temporaryFile("a.png")
        let summary = try Recorder(makeSlidingScene(), fps: 120).recordUntilIdle(to: url)
        let memory = try Recorder(makeSlidingScene(), fps: 120).recordUntilIdle()
        #expect(summary.frameCount == memory.frames.count)
        #expect(summary.frameCount == 61, "0 … 0.5 s at 120 fps")
        #expect(try Data(contentsOf: url) == memory.apngData())
    }

    @Test func aStreamKeepsOnlyTheNewestFrame() throws {
        let url = try Self.temporaryFile("k.gif")
        var stream = try RecordingStream(url: url, format: .gif, fps: 10)
        let recorder = Recorder(makeSlidingScene(), fps: 10)
        try recorder.record(for: 0.3, into: &stream)
        #expect(stream.frameCount == 4)
        #expect(stream.lastFrame != nil)
        let summary = try stream.finish()
        #expect(stream.lastFrame == nil)
        #expect(summary == RecordingStream.Summary(frameCount: 4, duration: 0.4))
    }

    @Test func theFormatComesFromTheExtension() {
        #expect(RecordingFormat(pathExtension: "GIF") == .gif)
        #expect(RecordingFormat(pathExtension: "png") == .apng)
        #expect(RecordingFormat(pathExtension: "apng") == .apng)
        #expect(RecordingFormat(pathExtension: "webp") == .webp)
        #expect(RecordingFormat(pathExtension: "mp4") == .mp4)
        #expect(RecordingFormat(pathExtension: "jpg") == nil)
        #expect(RecordingFormat.gif.framesPerSecond(forRequested: 120) == 50)
        #expect(RecordingFormat.apng.framesPerSecond(forRequested: 120) == 120)
    }
}

/// An in-memory recording faster than GIF can play is resampled for its GIF.
@MainActor
@Suite struct RecordingResamplingTests {
    @Test func sixtyFpsResampledTo50ShowsTheFrameTakenAtOrBeforeEachTime() {
        var recording = Recording(fps: 60)
        for k in 0..<6 {
            recording.append(frame: Bitmap(width: 1, height: 1 + k), at: Double(k) / 60)
        }
        let out = recording.resampled(toFramesPerSecond: 50)
        #expect(out.fps == 50)
        #expect(out.frames.map(\.height) == [1, 2, 3, 4, 5])
        for (k, t) in out.times.enumerated() { #expect(abs(t - Double(k) / 50) < 1e-12) }
        #expect(abs(out.duration - recording.duration) < 1e-9)
    }

    @Test func aSixtyFpsRecordingsGifHasTwentyMillisecondDelaysAndTheRightLength() throws {
        var recording = Recording(fps: 60)
        for k in 0..<60 {
            var frame = Bitmap(width: 8, height: 8)
            frame[k % 8, 0] = RGBA8(r: 255, g: 0, b: 0, a: 255)
            recording.append(frame: frame, at: Double(k) / 60)
        }
        let delays = RecorderStreamTests.gifDelays(try recording.gifData())
        #expect(delays == Array(repeating: 2, count: 50), "1 s at 50 fps")
    }
}
