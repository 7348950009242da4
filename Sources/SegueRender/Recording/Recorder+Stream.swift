import Foundation
import OpenUIKit
import SegueRaster

extension Recorder {
    /// Records `duration` seconds straight to a file, keeping only a frame or two in memory (see
    /// ``RecordingStream``), and returns how many frames were written and how long they play.
    ///
    /// - Parameters:
    ///   - url: The file to write (created or replaced).
    ///   - format: The file's format; default: the one its extension names, else GIF.
    /// - Note: A GIF is recorded at most at 50 fps (``RecordingFormat/maximumFramesPerSecond``),
    ///   whatever `fps` says, so that it plays at its true speed.
    @MainActor
    public func record(for duration: TimeInterval, to url: URL, format: RecordingFormat? = nil)
        throws -> RecordingStream.Summary
    {
        let (recorder, stream) = try streaming(to: url, format: format)
        var sink = stream
        try recorder.record(for: duration, into: &sink)
        return try stream.finish()
    }

    /// Records until nothing is pending (as ``recordUntilIdle(timeout:tail:includingFirstFrame:)``)
    /// straight to a file, as ``record(for:to:format:)`` does.
    @MainActor
    public func recordUntilIdle(
        to url: URL, format: RecordingFormat? = nil, timeout: TimeInterval = 60,
        tail: TimeInterval = 0
    ) throws -> RecordingStream.Summary {
        let (recorder, stream) = try streaming(to: url, format: format)
        var sink = stream
        try recorder.recordUntilIdle(into: &sink, timeout: timeout, tail: tail)
        return try stream.finish()
    }

    /// This recorder at the format's frame rate, and a stream to `url`.
    private func streaming(to url: URL, format: RecordingFormat?) throws -> (
        Recorder, RecordingStream
    ) {
        let format = format ?? RecordingFormat(pathExtension: url.pathExtension) ?? .gif
        var recorder = self
        recorder.fps = format.framesPerSecond(forRequested: fps)
        return (recorder, try RecordingStream(url: url, format: format, fps: recorder.fps))
    }
}
