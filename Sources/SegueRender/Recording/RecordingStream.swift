import Foundation
import SegueRaster

/// A recording encoded to a file as its frames come, instead of kept in memory.
///
/// Each frame is handed to the format's session (``GIFSession``, ``APNGSession``,
/// ``WebPSession``, ``MP4Session``) once the next one arrives, since a frame lasts until the next
/// frame's time; the last lasts one frame interval. So at most the newest frame and the encoder's
/// previous one are alive, whatever the length: memory does not grow with the frame count. GIF
/// and APNG are written to the file as they are encoded; WebP and MP4 are assembled by libwebp
/// and `ffmpeg` (compressed) and written by ``finish()``.
public final class RecordingStream: FrameSink {
    /// The file written.
    public let url: URL
    /// Its format.
    public let format: RecordingFormat
    /// The nominal capture rate, frames per second.
    public let fps: Int
    /// Frames appended so far.
    public private(set) var frameCount = 0
    /// The newest frame, not yet handed to the encoder.
    public private(set) var lastFrame: Bitmap?
    private var lastTime: TimeInterval = 0
    private var session: Session?
    private var finished = false

    private enum Session {
        case gif(GIFSession)
        case apng(APNGSession)
        case webp(WebPSession)
        case mp4(MP4Session, MP4Encoder)
    }

    /// What was written.
    public struct Summary: Sendable, Equatable {
        /// Frames recorded.
        public var frameCount: Int
        /// How long the file plays, in seconds, from the delays as the format stores them (whole
        /// centiseconds for GIF, whole milliseconds for WebP, whole frames for MP4).
        public var duration: TimeInterval
    }

    /// A stream to `url` in `format`, at `fps` frames per second. Nothing is created until the
    /// first frame arrives (its size is the animation's).
    ///
    /// - Throws: `RecordingError.invalidFramesPerSecond` for `fps` < 1;
    ///   `MP4EncodingError.ffmpegNotFound` for MP4 without an `ffmpeg`.
    public init(url: URL, format: RecordingFormat, fps: Int) throws {
        guard fps > 0 else { throw RecordingError.invalidFramesPerSecond(fps) }
        if format == .mp4 { _ = try MP4Encoder(fps: fps).requireFFmpeg() }
        self.url = url
        self.format = format
        self.fps = fps
    }

    /// Appends a frame taken at `time`; the frame before it is encoded now.
    public func append(frame: Bitmap, at time: TimeInterval) throws {
        precondition(!finished, "The recording stream is finished")
        if let previous = lastFrame {
            try encode(previous, duration: max(0, time - lastTime))
        } else {
            session = try makeSession(width: frame.width, height: frame.height)
        }
        lastFrame = frame
        lastTime = time
        frameCount += 1
    }

    /// Encodes the last frame (shown for one frame interval), completes the file and returns what
    /// it holds.
    ///
    /// - Throws: `RecordingError.empty` when no frame was appended; the encoder's or the file
    ///   system's error.
    public func finish() throws -> Summary {
        precondition(!finished, "finish() was already called")
        finished = true
        guard let last = lastFrame, let session else { throw RecordingError.empty }
        try encode(last, duration: 1 / Double(fps))
        lastFrame = nil
        let duration: TimeInterval
        switch session {
        case .gif(let s):
            try s.finish()
            duration = s.duration
        case .apng(let s):
            try s.finish()
            duration = s.duration
        case .webp(let s):
            try s.finish().write(to: url)
            duration = s.duration
        case .mp4(let s, _):
            try s.finish().write(to: url)
            duration = Double(s.framesSent) / Double(fps)
        }
        return Summary(frameCount: frameCount, duration: duration)
    }

    private func encode(_ frame: Bitmap, duration: TimeInterval) throws {
        switch session {
        case .gif(let s): try s.append(frame.image, duration: duration)
        case .apng(let s): try s.append(frame.image, duration: duration)
        case .webp(let s): try s.append(frame.image, duration: duration)
        case .mp4(let s, let encoder):
            try s.append(frame.image, times: encoder.repeats(for: [duration])[0])
        case nil: break
        }
    }

    private func makeSession(width: Int, height: Int) throws -> Session {
        switch format {
        case .gif:
            // One encoding thread beside the renderer's: it draws the next frame on every core
            // meanwhile, and fewer frames in flight keep the memory low.
            return .gif(
                try GIFSession(
                    writingTo: url, width: width, height: height,
                    encoder: GIFEncoder(threads: 1)))
        case .apng:
            return .apng(try APNGSession(writingTo: url, width: width, height: height))
        case .webp:
            return .webp(try WebPSession(width: width, height: height, encoder: WebPEncoder()))
        case .mp4:
            let encoder = MP4Encoder(fps: fps)
            return .mp4(try MP4Session(width: width, height: height, encoder: encoder), encoder)
        }
    }
}
