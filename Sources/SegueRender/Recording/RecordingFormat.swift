import Foundation
import SegueRaster

/// The file formats a recording can be written in.
public enum RecordingFormat: String, Sendable, CaseIterable {
    /// Animated GIF (``GIFEncoder``), played at most at 50 frames per second.
    case gif
    /// Animated PNG (``APNGEncoder``), lossless, at any frame rate.
    case apng
    /// Lossless animated WebP (``WebPEncoder``), whole milliseconds per frame.
    case webp
    /// H.264 video made by the installed `ffmpeg` (``MP4Encoder``).
    case mp4

    /// The format a file name's extension names: `gif`, `png` or `apng`, `webp`, `mp4` (any case).
    public init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "gif": self = .gif
        case "png", "apng": self = .apng
        case "webp": self = .webp
        case "mp4": self = .mp4
        default: return nil
        }
    }

    /// The highest frame rate the format plays at its true speed, or nil when there is none.
    ///
    /// GIF stores delays in whole hundredths of a second and browsers show a delay of 0 or 1 cs
    /// as 10 cs, so a GIF plays frames no faster than one per 2 cs: 50 frames per second.
    public var maximumFramesPerSecond: Int? {
        self == .gif ? GIFEncoder.maximumFramesPerSecond : nil
    }

    /// `fps` lowered to ``maximumFramesPerSecond`` where the format has one.
    public func framesPerSecond(forRequested fps: Int) -> Int {
        min(fps, maximumFramesPerSecond ?? fps)
    }
}
