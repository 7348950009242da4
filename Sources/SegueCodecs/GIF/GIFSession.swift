import Foundation

/// One animated GIF being written to a file frame by frame, so a caller need not keep the frames.
///
/// It keeps the previous frame (to crop each frame to what changed) and the first frame's encoded
/// bytes until the second arrives (a lone frame is written without the looping extension), and
/// nothing else of the pixels. The choices are `GIFEncoder`'s, made one frame at a time: the
/// global colour table starts as the first frame's palette and grows as frames arrive, in frame
/// order: a later frame whose exact colours fit the free slots adds the ones it lacks (up to
/// `maxColors` − 1: a slot is kept for the transparent index). Each later frame uses the global
/// table when it holds all the frame's colours or when the frame's own palette would not cut its
/// squared error by 20 %, or by one squared level per byte of its table, and otherwise gets a
/// local table. The header declares the global table at its full size (2^k ≥ `maxColors`
/// entries, 768 bytes for 256) since its final colours are not known yet; `finish()` writes them
/// over it, after the global table's final k-means step over every pixel mapped to it. Frames
/// smaller than `growingTableMinimumPixels` keep the first frame's table, at its own size.
/// Delays are rounded like `GIFEncoder`'s (whole centiseconds with the error carried forward, at
/// least 2 cs).
///
/// Transparency is decided by the first frame: when it has a pixel with alpha < 128, every frame
/// is cropped to its opaque pixels and disposed to the background, as `GIFEncoder` does. When the
/// first frame is opaque, later pixels with alpha < 128 are drawn in their colour over black (as
/// `MP4Session` draws them), since they cannot be cleared without redrawing older frames.
///
/// Frames are encoded on `encoder.threads` worker threads (0: one per active processor) while
/// the caller draws the next ones, at most one frame per worker in flight; finished frames are
/// written in order. The bytes are the same for the same frames, whatever the thread count.
public final class GIFSession {
    /// Frame size in pixels.
    public let width: Int
    /// Frame height in pixels.
    public let height: Int
    /// Frames added so far.
    public private(set) var frameCount = 0
    private let settings: GIFEncoder
    private let file: AnimationFile
    private var delays = GIFDelays.Running()
    private var previous: RGBAImage?
    private var transparency = false
    private var pipeline: GIFFramePipeline?
    /// Frames written to the file so far (the first one is held until a second is added).
    private var written = 0
    private var finished = false

    /// The total of the delays written so far, in seconds (whole centiseconds).
    public var duration: TimeInterval { Double(delays.written) / 100 }

    /// Starts a GIF of `width × height` frames at `url` (created or truncated), encoded with
    /// `encoder`'s loop count, dithering, colour count and thread count.
    ///
    /// - Throws: `AnimationEncodingError` for a size outside 1…65535 px, a bad loop or colour
    ///   count; a file-system error when the file cannot be created.
    public init(writingTo url: URL, width: Int, height: Int, encoder: GIFEncoder = GIFEncoder())
        throws
    {
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw AnimationEncodingError.unsupportedFrameSize(
                width: width, height: height, maximum: 65535)
        }
        guard (0...65535).contains(encoder.loopCount) else {
            throw AnimationEncodingError.invalidLoopCount(encoder.loopCount)
        }
        guard (2...256).contains(encoder.maxColors) else {
            throw AnimationEncodingError.invalidColorCount(encoder.maxColors)
        }
        guard encoder.threads >= 0 else {
            throw AnimationEncodingError.invalidThreadCount(encoder.threads)
        }
        self.width = width
        self.height = height
        settings = encoder
        file = try AnimationFile(url: url)
    }

    /// Encodes `frame`, shown for `duration` seconds, and writes it.
    ///
    /// - Throws: `AnimationEncodingError` for a frame of another size or a negative or non-finite
    ///   duration; a file-system error when writing fails.
    public func append(_ frame: RGBAImage, duration: TimeInterval) throws {
        precondition(!finished, "The animation is finished")
        try AnimationEncodingError.validate(
            frame: frame, index: frameCount, width: width, height: height)
        try AnimationEncodingError.validate(delay: duration, index: frameCount)
        if frameCount == 0 { transparency = GIFFramePlan.hasTransparentPixel(frame) }
        let delay = delays.next(duration)
        if let pipeline {
            pipeline.submit(frameCount, frame: frame, previous: previous, delay: delay)
        } else {
            start(with: frame, delay: delay)
        }
        previous = frame
        frameCount += 1
        try writeFinishedFrames()
    }

    /// Writes the end of the file (and the refined global colour table) and closes it.
    ///
    /// - Throws: `AnimationEncodingError.noFrames` when no frame was added; a file-system error.
    public func finish() throws {
        precondition(!finished, "finish() was already called")
        finished = true
        guard frameCount > 0, let pipeline else {
            try file.close()
            throw AnimationEncodingError.noFrames
        }
        pipeline.waitForAll()
        try writeFinishedFrames()
        if written == 0, let first = pipeline.take(0) {
            try file.write(header(loopCount: 1) + first.bytes)
        }
        try file.write([GIFEncodedFrame.trailer])
        // The header holds the table as it was when the second frame came: write all of it.
        let global = pipeline.global
        let final = pipeline.globalSums().map { $0.refined(global) } ?? global
        try file.overwrite(
            at: GIFEncodedFrame.globalTableOffset,
            with: GIFEncodedFrame.table(final, bits: globalBits))
        try file.close()
    }

    /// Plans the first frame here, takes its palette as the global one and starts the workers.
    private func start(with frame: RGBAImage, delay: UInt16) {
        var accumulator = HistogramAccumulator()
        let planned = GIFFramePlan.planFrame(
            0, of: [frame], hasTransparency: transparency, accumulator: &accumulator)
        let limit = settings.maxColors - 1
        let global = MedianCutQuantizer.palette(for: planned.2, maximumColors: limit)
        let threads =
            settings.threads == 0 ? ProcessInfo.processInfo.activeProcessorCount : settings.threads
        let capacity =
            frame.width * frame.height >= GIFSession.growingTableMinimumPixels
            ? limit : global.count
        let pipeline = GIFFramePipeline(
            global: global, growingTo: capacity, maximumColors: limit,
            dithering: settings.dithering, transparency: transparency, workers: threads)
        pipeline.submit(0, frame: frame, previous: nil, delay: delay, planned: planned)
        self.pipeline = pipeline
    }

    /// Writes the encoded frames that are next in order; the first only once a second exists.
    private func writeFinishedFrames() throws {
        guard let pipeline else { return }
        while written < frameCount, frameCount > 1 {
            guard let encoded = pipeline.take(written) else { return }
            try file.write(
                written == 0 ? header(loopCount: settings.loopCount) + encoded.bytes : encoded.bytes
            )
            written += 1
        }
    }

    /// Bits per index of the global table at its largest (its colours and the transparent index),
    /// once the first frame has set its capacity.
    private var globalBits: Int {
        GIFEncodedFrame.tableBits(colors: (pipeline?.globalCapacity ?? 0) + 1)
    }

    /// Frames at least this large (128 × 128 pixels) let the global table grow. Smaller ones keep
    /// the first frame's table: declaring all 256 entries up front costs up to 768 bytes, a lot
    /// next to a small animation's data.
    static let growingTableMinimumPixels = 128 * 128

    private func header(loopCount: Int) -> [UInt8] {
        GIFEncodedFrame.header(
            width: width, height: height, globalPalette: pipeline?.global ?? [],
            globalBits: globalBits,
            loopCount: loopCount)
    }

    /// `frame` drawn over opaque black: premultiplied colours stay, every alpha becomes 255.
    static func overBlack(_ frame: RGBAImage) -> RGBAImage {
        var pixels = frame.pixels
        var i = 3
        while i < pixels.count {
            pixels[i] = 255
            i += 4
        }
        return RGBAImage(width: frame.width, height: frame.height, uncheckedPixels: pixels)
    }
}
