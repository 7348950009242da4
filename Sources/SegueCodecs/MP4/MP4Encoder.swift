import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why `MP4Encoder` could not make a video.
public enum MP4EncodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No `ffmpeg` executable was found (on `PATH`, or at the given path).
    case ffmpegNotFound(String)
    /// `ffmpeg` ran but failed; its exit status and the end of its error output.
    case ffmpegFailed(status: Int32, message: String)
    /// The frame rate is not a positive whole number.
    case invalidFramesPerSecond(Int)

    public var description: String {
        switch self {
        case .ffmpegNotFound(let path):
            return
                "MP4 needs ffmpeg, which was not found (\(path)). Install it: apt-get install ffmpeg"
        case .ffmpegFailed(let status, let message):
            return "ffmpeg failed with status \(status): \(message)"
        case .invalidFramesPerSecond(let fps):
            return "MP4: the frame rate must be positive, got \(fps) fps"
        }
    }
}

/// Encodes frames as an H.264 MP4 by piping raw RGBA to an installed `ffmpeg` (`libx264`,
/// `yuv420p`, `+faststart`).
///
/// The video has a constant frame rate, `fps`: frame `i` is sent `max(1, round(delays[i] × fps))`
/// times, so a recording's held frames last as long as they do in the GIF. H.264 in 4:2:0 needs
/// even sides, so an odd width or height is padded by one black column or row on the right or
/// bottom. Pixels are composited over black (premultiplied colour is exactly that), as video has no
/// alpha. `ffmpeg` runs with one thread and bit-exact flags, so the same frames give the same
/// bytes with the same ffmpeg build. There is no MP4 encoder in UIKit; this is the video sibling of
/// `GIFEncoder` and `APNGEncoder`, for sharing a recording where GIFs are too large.
public struct MP4Encoder: Sendable {
    /// Frames per second of the video. Default 30.
    public var fps: Int
    /// x264's constant rate factor (0 lossless … 51 worst). Default 18, visually lossless.
    public var crf: Int = 18
    /// The `ffmpeg` executable: a path, or nil to search `SEGUE_FFMPEG` then `PATH`.
    public var ffmpegPath: String?

    /// An encoder at `fps` frames per second.
    public init(fps: Int = 30, ffmpegPath: String? = nil) {
        self.fps = fps
        self.ffmpegPath = ffmpegPath
    }

    /// The `ffmpeg` this encoder would run, or nil when there is none.
    public func resolvedFFmpeg() -> String? {
        let fm = FileManager.default
        if let ffmpegPath { return fm.isExecutableFile(atPath: ffmpegPath) ? ffmpegPath : nil }
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["SEGUE_FFMPEG"], !path.isEmpty {
            return fm.isExecutableFile(atPath: path) ? path : nil
        }
        for dir in (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(dir)/ffmpeg"
            if fm.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The `ffmpeg` this encoder would run.
    ///
    /// - Throws: `MP4EncodingError.ffmpegNotFound` (naming `apt-get install ffmpeg`) when there is
    ///   none, so a caller can fail before rendering anything.
    @discardableResult
    public func requireFFmpeg() throws -> String {
        guard let ffmpeg = resolvedFFmpeg() else {
            let asked = ffmpegPath ?? ProcessInfo.processInfo.environment["SEGUE_FFMPEG"]
            throw MP4EncodingError.ffmpegNotFound(
                asked.map { "no executable at \($0)" } ?? "not on PATH")
        }
        return ffmpeg
    }

    /// How many times each frame is sent at the constant rate: `max(1, round(delay × fps))`.
    public func repeats(for delays: [TimeInterval]) -> [Int] {
        delays.map { max(1, Int(($0 * Double(fps)).rounded())) }
    }

    /// Encodes `frames`, showing frame `i` for `delays[i]` seconds (rounded to whole frames).
    ///
    /// - Throws: `AnimationEncodingError` for bad frames or delays, `MP4EncodingError` when
    ///   `ffmpeg` is missing or fails.
    public func encode(frames: [RGBAImage], delays: [TimeInterval]) throws -> Data {
        try AnimationEncodingError.validate(
            frames: frames, delays: delays, maximumSide: 16384, loopCount: 0)
        let session = try MP4Session(
            width: frames[0].width, height: frames[0].height, encoder: self)
        for (frame, count) in zip(frames, repeats(for: delays)) {
            try session.append(frame, times: count)
        }
        return try session.finish()
    }
}

/// One running `ffmpeg`: frames go to its standard input as they come, so a caller need not keep
/// them all in memory.
public final class MP4Session {
    /// Frame size in pixels (before padding to even sides).
    public let width: Int
    public let height: Int
    private let process: Process
    private let input: FileHandle
    private let directory: URL
    private let output: URL
    private let log: URL
    private var finished = false
    /// Frames sent to `ffmpeg` so far, repeats included (the video lasts this many frame times).
    public private(set) var framesSent = 0

    /// Starts `ffmpeg` for `width × height` frames at `encoder.fps`.
    public init(width: Int, height: Int, encoder: MP4Encoder) throws {
        guard encoder.fps > 0 else { throw MP4EncodingError.invalidFramesPerSecond(encoder.fps) }
        let ffmpeg = try encoder.requireFFmpeg()
        // A closed pipe must be an error from write, not a signal that ends the process.
        signal(SIGPIPE, SIG_IGN)
        self.width = width
        self.height = height
        let fm = FileManager.default
        directory = fm.temporaryDirectory.appendingPathComponent("segue-mp4-\(UUID().uuidString)")
        try fm.createDirectory(at: directory, withIntermediateDirectories: true)
        output = directory.appendingPathComponent("out.mp4")
        log = directory.appendingPathComponent("ffmpeg.log")
        _ = fm.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = [
            "-hide_banner", "-nostdin", "-nostats", "-loglevel", "error", "-y",
            "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)",
            "-r", "\(encoder.fps)", "-i", "-",
            "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2:0:0:black",
            "-c:v", "libx264", "-preset", "medium", "-crf", "\(encoder.crf)",
            "-pix_fmt", "yuv420p", "-threads", "1", "-map_metadata", "-1",
            "-fflags", "+bitexact", "-flags:v", "+bitexact",
            "-movflags", "+faststart", "-f", "mp4", output.path,
        ]
        let pipe = Pipe()
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        let logHandle = try FileHandle(forWritingTo: log)
        process.standardError = logHandle
        do {
            try process.run()
        } catch {
            try? fm.removeItem(at: directory)
            throw MP4EncodingError.ffmpegNotFound("\(ffmpeg): \(error.localizedDescription)")
        }
        try? logHandle.close()
        try? pipe.fileHandleForReading.close()
        self.process = process
        input = pipe.fileHandleForWriting
    }

    /// Sends `frame` `times` times (composited over black).
    public func append(_ frame: RGBAImage, times: Int = 1) throws {
        precondition(frame.width == width && frame.height == height, "Frame size changed")
        var opaque = frame.pixels
        var i = 3
        while i < opaque.count {
            opaque[i] = 255
            i += 4
        }
        let data = Data(opaque)
        for _ in 0..<max(0, times) {
            do {
                try input.write(contentsOf: data)
            } catch {
                throw failure()
            }
            framesSent += 1
        }
    }

    /// Closes the input, waits for `ffmpeg` and returns the MP4 file's bytes.
    public func finish() throws -> Data {
        precondition(!finished, "finish() was already called")
        finished = true
        try? input.close()
        process.waitUntilExit()
        defer { try? FileManager.default.removeItem(at: directory) }
        guard process.terminationStatus == 0 else { throw failure() }
        return try Data(contentsOf: output)
    }

    private func failure() -> MP4EncodingError {
        try? input.close()
        process.waitUntilExit()
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return .ffmpegFailed(
            status: process.terminationStatus,
            message: String(text.trimmingCharacters(in: .whitespacesAndNewlines).suffix(400)))
    }

    deinit {
        if !finished {
            try? input.close()
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: directory)
        }
    }
}
