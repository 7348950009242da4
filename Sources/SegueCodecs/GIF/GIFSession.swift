import Foundation

/// One animated GIF being written to a file frame by frame, so a caller need not keep the frames.
///
/// It keeps the previous frame (to crop each frame to what changed) and the first frame's encoded
/// bytes until the second arrives (a lone frame is written without the looping extension), and
/// nothing else of the pixels. The choices are `GIFEncoder`'s, made one frame at a time: the
/// global colour table is the first frame's palette (255 colours at most: a slot is kept for the
/// transparent index); each later frame uses it when it holds all the frame's colours or when the
/// frame's own palette would not cut its squared error by 20 %, and otherwise gets a local table.
/// The global table's final k-means step over every pixel mapped to it is written over the
/// header's table by `finish()`. Delays are rounded like `GIFEncoder`'s (whole centiseconds with
/// the error carried forward, at least 2 cs).
///
/// Transparency is decided by the first frame: when it has a pixel with alpha < 128, every frame
/// is cropped to its opaque pixels and disposed to the background, as `GIFEncoder` does. When the
/// first frame is opaque, later pixels with alpha < 128 are drawn in their colour over black (as
/// `MP4Session` draws them), since they cannot be cleared without redrawing older frames.
///
/// The frames are encoded on the calling thread; the bytes are the same for the same frames.
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
    private var global: [UInt32] = []
    private var globalSet: Set<UInt32> = []
    private var worker: GIFFrameWorker?
    private var accumulator = HistogramAccumulator()
    private var heldFirst: GIFEncodedFrame?
    private var finished = false

    /// The total of the delays written so far, in seconds (whole centiseconds).
    public var duration: TimeInterval { Double(delays.written) / 100 }

    /// Starts a GIF of `width × height` frames at `url` (created or truncated), encoded with
    /// `encoder`'s loop count, dithering and colour count (its thread count is not used).
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
        guard frame.width == width, frame.height == height else {
            throw AnimationEncodingError.frameSizeMismatch(
                index: frameCount, width: frame.width, height: frame.height,
                expectedWidth: width, expectedHeight: height)
        }
        guard duration.isFinite, duration >= 0 else {
            throw AnimationEncodingError.invalidDelay(index: frameCount, seconds: duration)
        }
        var frame = frame
        if frameCount == 0 {
            transparency = GIFFramePlan.hasTransparentPixel(frame)
        } else if !transparency, let previous, !FrameDifference.sharesPixels(previous, frame),
            GIFFramePlan.hasTransparentPixel(frame)
        {
            frame = GIFSession.overBlack(frame)
        }
        let encoded = encode(frame, delay: delays.next(duration))
        if frameCount == 0 {
            heldFirst = encoded
        } else {
            if let first = heldFirst {
                try file.write(header(loopCount: settings.loopCount) + first.bytes)
                heldFirst = nil
            }
            try file.write(encoded.bytes)
        }
        previous = frame
        frameCount += 1
    }

    /// Writes the end of the file (and the refined global colour table) and closes it.
    ///
    /// - Throws: `AnimationEncodingError.noFrames` when no frame was added; a file-system error.
    public func finish() throws {
        precondition(!finished, "finish() was already called")
        finished = true
        guard frameCount > 0, let worker else {
            try file.close()
            throw AnimationEncodingError.noFrames
        }
        if let first = heldFirst {
            try file.write(header(loopCount: 1) + first.bytes)
        }
        try file.write([GIFEncodedFrame.trailer])
        if let sums = worker.globalSums {
            let refined = sums.refined(global)
            if refined != global {
                try file.overwrite(
                    at: GIFEncodedFrame.globalTableOffset,
                    with: GIFEncodedFrame.table(refined, bits: globalBits))
            }
        }
        try file.close()
    }

    /// Bits per index of the global table (its colours and the transparent index).
    private var globalBits: Int { GIFEncodedFrame.tableBits(colors: global.count + 1) }

    private func header(loopCount: Int) -> [UInt8] {
        GIFEncodedFrame.header(
            width: width, height: height, globalPalette: global, globalBits: globalBits,
            loopCount: loopCount)
    }

    /// Plans, maps and compresses `frame` against the previous one.
    private func encode(_ frame: RGBAImage, delay: UInt16) -> GIFEncodedFrame {
        let frames = previous.map { [$0, frame] } ?? [frame]
        let i = frames.count - 1
        let (rect, unchanged, histogram) = GIFFramePlan.planFrame(
            i, of: frames, hasTransparency: transparency, accumulator: &accumulator)
        let limit = settings.maxColors - 1
        var local: [UInt32]?
        if worker == nil {
            global = MedianCutQuantizer.palette(for: histogram, maximumColors: limit)
            globalSet = Set(global)
            worker = GIFFrameWorker(globalPalette: global, dithering: settings.dithering)
        } else {
            local = GIFPaletteChoice.localPalette(
                for: histogram, global: global, globalSet: globalSet, maximumColors: limit)
        }
        var plan = GIFFramePlan(hasTransparency: transparency)
        plan.rects = Array(repeating: rect, count: frames.count)
        plan.unchanged = Array(repeating: unchanged, count: frames.count)
        let job = GIFFrameJob(
            frames: frames, plan: plan,
            palettes: GIFPaletteChoice(
                global: global, local: Array(repeating: local, count: frames.count)),
            centiseconds: Array(repeating: delay, count: frames.count),
            dithering: settings.dithering, needsTransparentIndex: true)
        return worker!.encode(i, of: job)
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

extension GIFFramePlan {
    /// A plan with no frames yet, for encoders that plan one frame at a time.
    init(hasTransparency: Bool) {
        self.hasTransparency = hasTransparency
    }
}

extension GIFPaletteChoice {
    /// The given palettes.
    init(global: [UInt32], local: [[UInt32]?]) {
        self.global = global
        self.local = local
    }
}
