import Foundation

/// One animated PNG being written to a file frame by frame, so a caller need not keep the frames.
///
/// The bytes are exactly `APNGEncoder`'s for the same frames and delays: the frame count in
/// `acTL` is written over its placeholder by `finish()`, and a lone frame (held until a second
/// arrives) is written as `APNGEncoder` writes it. Only the previous frame is kept, to crop each
/// frame to what changed.
public final class APNGSession {
    /// Frame size in pixels.
    public let width: Int
    /// Frame height in pixels.
    public let height: Int
    /// Frames added so far.
    public private(set) var frameCount = 0
    /// The total of the delays written so far, in seconds (each as its stored fraction).
    public private(set) var duration: TimeInterval = 0
    private let settings: APNGEncoder
    private let file: AnimationFile
    private var previous: RGBAImage?
    private var firstDelay: TimeInterval = 0
    private var sequence: UInt32 = 0
    private var finished = false

    /// Where the `acTL` chunk's type starts: after the signature and the 25-byte `IHDR` chunk,
    /// and the chunk's length field.
    private static let animationControlOffset = 8 + 25 + 4

    /// Starts an APNG of `width × height` frames at `url` (created or truncated), looping as
    /// `encoder` says.
    ///
    /// - Throws: `AnimationEncodingError` for an empty size or a bad loop count; a file-system
    ///   error when the file cannot be created.
    public init(writingTo url: URL, width: Int, height: Int, encoder: APNGEncoder = APNGEncoder())
        throws
    {
        guard width >= 1, height >= 1, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw AnimationEncodingError.unsupportedFrameSize(
                width: width, height: height, maximum: Int(Int32.max))
        }
        guard (0...65535).contains(encoder.loopCount) else {
            throw AnimationEncodingError.invalidLoopCount(encoder.loopCount)
        }
        self.width = width
        self.height = height
        settings = encoder
        file = try AnimationFile(url: url)
    }

    /// Encodes `frame`, shown for `duration` seconds, and writes it (the first frame once a
    /// second one arrives).
    ///
    /// - Throws: `AnimationEncodingError` for a frame of another size or a negative or non-finite
    ///   duration, or when compression fails; a file-system error when writing fails.
    public func append(_ frame: RGBAImage, duration delay: TimeInterval) throws {
        precondition(!finished, "The animation is finished")
        try AnimationEncodingError.validate(
            frame: frame, index: frameCount, width: width, height: height)
        try AnimationEncodingError.validate(delay: delay, index: frameCount)
        if let previous {
            if frameCount == 1 {
                try write(header(frameCount: 0), frame: previous, after: nil, delay: firstDelay)
            }
            try write([], frame: frame, after: previous, delay: delay)
        } else {
            firstDelay = delay
        }
        let (num, den) = APNGEncoder.fraction(delay)
        duration += Double(num) / Double(den)
        previous = frame
        frameCount += 1
    }

    /// Writes the end of the file and the frame count, and closes it.
    ///
    /// - Throws: `AnimationEncodingError.noFrames` when no frame was added; a file-system error.
    public func finish() throws {
        precondition(!finished, "finish() was already called")
        finished = true
        guard let previous else {
            try file.close()
            throw AnimationEncodingError.noFrames
        }
        if frameCount == 1 {
            let data = try settings.encode(frames: [previous], delays: [firstDelay])
            try file.write([UInt8](data))
            try file.close()
            return
        }
        var end = PNGChunkWriter()
        end.append("IEND", [])
        try file.write(Array(end.bytes.dropFirst(PNGChunkWriter.signature.count)))
        let actl = header(frameCount: frameCount).dropFirst(APNGSession.animationControlOffset)
        try file.overwrite(at: APNGSession.animationControlOffset, with: Array(actl))
        try file.close()
    }

    /// Signature, `IHDR` (8-bit RGBA) and `acTL` with `frameCount` frames.
    private func header(frameCount: Int) -> [UInt8] {
        var writer = PNGChunkWriter()
        writer.append(
            "IHDR",
            PNGChunkWriter.headerData(width: width, height: height, bitDepth: 8, colorType: 6))
        var actl: [UInt8] = []
        actl.appendBigEndian(UInt32(frameCount))
        actl.appendBigEndian(UInt32(settings.loopCount))
        writer.append("acTL", actl)
        return writer.bytes
    }

    /// Writes `prefix`, then `frame`'s chunks.
    private func write(
        _ prefix: [UInt8], frame: RGBAImage, after previous: RGBAImage?, delay: TimeInterval
    ) throws {
        var writer = PNGChunkWriter()
        for (type, data) in try APNGEncoder.frameChunks(
            frame, previous: previous, delay: delay, sequence: &sequence, channels: 4)
        {
            writer.append(type, data)
        }
        try file.write(prefix + writer.bytes.dropFirst(PNGChunkWriter.signature.count))
    }
}
