import Foundation
import SegueRaster

/// Frames captured over virtual time, ready to encode as GIF, APNG, WebP, MP4 or a filmstrip.
public struct Recording: Sendable {
    /// The frames, oldest first.
    public private(set) var frames: [Bitmap] = []
    /// The virtual time of each frame, in seconds.
    public private(set) var times: [TimeInterval] = []
    /// The nominal capture rate, frames per second.
    public let fps: Int

    /// An empty recording at `fps`.
    public init(fps: Int) { self.fps = fps }

    /// Appends a frame taken at `time`.
    public mutating func append(frame: Bitmap, at time: TimeInterval) {
        frames.append(frame)
        times.append(time)
    }

    /// Appends every frame of `other`.
    public mutating func append(_ other: Recording) {
        frames += other.frames
        times += other.times
    }

    /// Length from the first frame to the end of the last one, in seconds.
    public var duration: TimeInterval {
        guard let first = times.first, let last = times.last else { return 0 }
        return last - first + 1 / Double(fps)
    }

    /// How long each frame is shown: until the next frame's time, the last for one frame interval.
    public var delays: [TimeInterval] {
        guard !times.isEmpty else { return [] }
        var d: [TimeInterval] = []
        for i in 0..<times.count {
            d.append(i + 1 < times.count ? times[i + 1] - times[i] : 1 / Double(fps))
        }
        return d
    }

    /// The recording as an animated GIF that loops forever.
    ///
    /// A recording faster than 50 fps is first resampled to 50 fps (``resampled(toFramesPerSecond:)``):
    /// GIF delays are whole centiseconds and browsers slow down delays under 2 cs, so more frames
    /// would play slower than recorded.
    public func gifData(dithering: Bool = false) throws -> Data {
        guard !frames.isEmpty else { throw RecordingError.empty }
        let rate = GIFEncoder.maximumFramesPerSecond
        let source = fps > rate ? resampled(toFramesPerSecond: rate) : self
        return try GIFEncoder(loopCount: 0, dithering: dithering).encode(
            frames: source.frames, delays: source.delays)
    }

    /// The recording at `rate` frames per second over the same duration: at each time
    /// `k / rate` from the first frame, the frame showing then (the latest taken at or before it).
    public func resampled(toFramesPerSecond rate: Int) -> Recording {
        precondition(rate > 0, "A recording needs a positive frame rate, got \(rate)")
        var out = Recording(fps: rate)
        guard let first = times.first else { return out }
        let count = max(1, Int((duration * Double(rate)).rounded()))
        var j = 0
        for k in 0..<count {
            let t = first + Double(k) / Double(rate)
            while j + 1 < times.count && times[j + 1] <= t + 1e-9 { j += 1 }
            out.append(frame: frames[j], at: t)
        }
        return out
    }

    /// The recording as an animated PNG that loops forever (lossless).
    public func apngData() throws -> Data {
        guard !frames.isEmpty else { throw RecordingError.empty }
        return try APNGEncoder(loopCount: 0).encode(frames: frames, delays: delays)
    }

    /// The recording as an animated WebP that loops forever (lossless, see ``WebPEncoder``).
    public func webpData() throws -> Data {
        guard !frames.isEmpty else { throw RecordingError.empty }
        return try WebPEncoder(loopCount: 0).encode(frames: frames, delays: delays)
    }

    /// The recording as an H.264 MP4 at its frame rate, made by the installed `ffmpeg` (see
    /// ``MP4Encoder``): each frame lasts its delay rounded to whole frames, odd sides are padded
    /// with black to even ones.
    ///
    /// - Parameter crf: x264's constant rate factor (0 lossless … 51 worst). Default 18.
    /// - Throws: `MP4EncodingError.ffmpegNotFound` (naming `apt-get install ffmpeg`) when there is
    ///   no `ffmpeg`, `.ffmpegFailed` when it fails.
    public func mp4Data(crf: Int = 18) throws -> Data {
        var encoder = MP4Encoder(fps: fps)
        encoder.crf = crf
        return try mp4Data(using: encoder)
    }

    /// The recording as an MP4 made by `encoder` (its `fps` replaced by the recording's).
    package func mp4Data(using encoder: MP4Encoder) throws -> Data {
        guard !frames.isEmpty else { throw RecordingError.empty }
        var encoder = encoder
        encoder.fps = fps
        return try encoder.encode(frames: frames, delays: delays)
    }
}
