import CWebP
import Foundation

/// Why `WebPEncoder` could not make an animation.
public enum WebPEncodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// libwebp refused a step; the step and libwebp's message.
    case libwebp(String)

    public var description: String {
        switch self {
        case .libwebp(let message): return "WebP: \(message)"
        }
    }
}

/// Encodes frames as an animated WebP with libwebp's `WebPAnimEncoder`, losslessly.
///
/// Lossless (VP8L) rather than lossy quality 90: the result decodes to exactly the input frames
/// (as `pngData()` stores each one, straight alpha), like `APNGEncoder`, so it can stand in for
/// APNG in tests and snapshots, and UI frames (flat colour, sharp text) compress well losslessly.
/// libwebp crops each frame to what changed and picks blending itself; a frame identical to the
/// one before is merged into it (its duration added), so the file can hold fewer `ANMF` frames
/// than were given, while showing the same pictures for the same times. Durations are whole
/// milliseconds: frame `i` starts at `round(1000 × (delays[0] + … + delays[i-1]))` ms. libwebp
/// runs single-threaded, so the bytes are the same for the same frames.
///
/// There is no WebP encoder in UIKit; this is the sibling of `GIFEncoder` and `APNGEncoder`.
public struct WebPEncoder: Sendable {
    /// How many times the animation plays: 0 (the default) means forever.
    public var loopCount: Int

    /// An encoder that loops `loopCount` times (0 = forever).
    public init(loopCount: Int = 0) {
        self.loopCount = loopCount
    }

    /// Encodes `frames`, showing frame `i` for `delays[i]` seconds.
    ///
    /// - Throws: `AnimationEncodingError` for bad frames, delays or loop count (each side at most
    ///   16383 px); `WebPEncodingError` if libwebp fails.
    public func encode(frames: [RGBAImage], delays: [TimeInterval]) throws -> Data {
        try AnimationEncodingError.validate(
            frames: frames, delays: delays, maximumSide: Int(WEBP_MAX_DIMENSION),
            loopCount: loopCount)
        let session = try WebPSession(
            width: frames[0].width, height: frames[0].height, encoder: self)
        for (frame, delay) in zip(frames, delays) { try session.append(frame, duration: delay) }
        return try session.finish()
    }
}

/// One animation being encoded: frames go to libwebp as they come (it keeps only the previous
/// frame), so a caller need not keep them all in memory.
public final class WebPSession {
    /// Frame size in pixels.
    public let width: Int
    public let height: Int
    private let encoder: OpaquePointer
    private var config = WebPConfig()
    private var elapsed: TimeInterval = 0
    private var finished = false

    /// The total of the durations added so far, in seconds, as stored (whole milliseconds).
    public var duration: TimeInterval { (elapsed * 1000).rounded() / 1000 }

    /// Starts an animation of `width × height` frames.
    public init(width: Int, height: Int, encoder settings: WebPEncoder) throws {
        self.width = width
        self.height = height
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else {
            throw WebPEncodingError.libwebp("this libwebp's ABI does not match its headers")
        }
        options.anim_params.loop_count = Int32(settings.loopCount)
        options.anim_params.bgcolor = 0
        options.allow_mixed = 0
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw WebPEncodingError.libwebp("cannot start an animation of \(width)×\(height)")
        }
        self.encoder = encoder
        guard WebPConfigInit(&config) != 0 else {
            WebPAnimEncoderDelete(encoder)
            throw WebPEncodingError.libwebp("this libwebp's ABI does not match its headers")
        }
        config.lossless = 1
        config.quality = 75  // lossless effort (0 fast … 100 smallest); libwebp's default
        config.method = 4
        config.exact = 1
        config.thread_level = 0
    }

    /// Adds `frame`, shown for `duration` seconds.
    public func append(_ frame: RGBAImage, duration: TimeInterval) throws {
        precondition(frame.width == width && frame.height == height, "Frame size changed")
        precondition(!finished, "The animation is finished")
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else {
            throw WebPEncodingError.libwebp("this libwebp's ABI does not match its headers")
        }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        let straight = frame.straightRGBA()
        let imported = straight.withUnsafeBufferPointer {
            WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(width * 4))
        }
        guard imported != 0 else { throw WebPEncodingError.libwebp("out of memory") }
        let timestamp = Int32((elapsed * 1000).rounded())
        guard WebPAnimEncoderAdd(encoder, &picture, timestamp, &config) != 0 else {
            throw WebPEncodingError.libwebp(lastError("adding a frame"))
        }
        elapsed += duration
    }

    /// Ends the animation and returns the WebP file's bytes.
    public func finish() throws -> Data {
        precondition(!finished, "finish() was already called")
        finished = true
        let end = Int32((elapsed * 1000).rounded())
        guard WebPAnimEncoderAdd(encoder, nil, end, nil) != 0 else {
            throw WebPEncodingError.libwebp(lastError("ending the animation"))
        }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &data) != 0 else {
            throw WebPEncodingError.libwebp(lastError("assembling the file"))
        }
        defer { WebPDataClear(&data) }
        return Data(bytes: data.bytes, count: data.size)
    }

    private func lastError(_ step: String) -> String {
        if let message = WebPAnimEncoderGetError(encoder) {
            return "\(step): \(String(cString: message))"
        }
        return step
    }

    deinit { WebPAnimEncoderDelete(encoder) }
}

extension RGBAImage {
    /// The pixels as straight-alpha RGBA (un-premultiplied with rounding; alpha 0 reads as zeros).
    ///
    /// The RGBA rows of `straighten(rows:channels:into:)`, the PNG encoder's conversion.
    func straightRGBA() -> [UInt8] {
        // `width × height × 4` bytes, or none for an image made without pixels.
        let count = pixels.count
        guard count > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            straighten(rows: 0..<height, channels: 4, into: out.baseAddress!)
            initialized = count
        }
    }
}
