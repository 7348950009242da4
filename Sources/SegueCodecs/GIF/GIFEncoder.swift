import Foundation

/// Encodes frames as an animated GIF89a.
///
/// Quality and size: each frame's colours are quantized by median cut over its exact distinct
/// colours (up to 1,024 of them; beyond that over a 5-bit-per-channel histogram that keeps each
/// bucket's mean), refined by k-means against those points, and finally by one k-means step
/// against the real pixels mapped to each entry. One global colour table is used
/// when the colours of all frames fit it, or when a frame's own palette would not cut its squared
/// error by at least 20 % (about 1 dB), or would not cut it by at least one squared level per
/// byte of its table (so frames that differ from the global palette only in a few anti-aliased
/// blends share it); otherwise that frame gets a local colour table. Every colour is mapped to
/// its exact nearest palette entry (with a cache per distinct colour).
///
/// Frames after the first are cropped to the bounding box of the pixels that changed, and drawn
/// over the previous frame (disposal method 1, "do not dispose"); inside the box, unchanged pixels
/// are made transparent when that makes the LZW data smaller (both are tried). A frame whose LZW
/// table fills up is also encoded keeping the full table to its end instead of clearing it (a
/// deferred clear), and the shorter data is kept. Source pixels with alpha < 128 are
/// transparent, ≥ 128 opaque in their straight colour; when any frame has transparent pixels,
/// every frame is instead cropped to its opaque pixels and disposed to the background (method 2)
/// so transparent areas never show an older frame.
///
/// Threading: the per-frame work (changed rectangle, histogram, local palette, colour mapping,
/// LZW) runs on `threads` threads (default: one per active processor), frame `i` on worker
/// `i mod n`, each worker with its own histogram accumulator, colour caches and LZW table. Only
/// exact answers are cached and the global palette's k-means sums are integers merged after the
/// frames, so the file is byte-for-byte the same whatever the thread count. `encode` blocks until
/// every worker is done; it is safe to call from several threads at once.
///
/// There is no GIF encoder in UIKit; this plays the role of ImageIO's `CGImageDestination` for
/// `kUTTypeGIF`.
public struct GIFEncoder: Sendable {
    /// How many times the animation plays: 0 (the default) means forever.
    ///
    /// Written as the NETSCAPE2.0 application extension, whose count is the number of repeats
    /// after the first play (as browsers read it): `loopCount` 0 writes 0 (forever), 3 writes 2,
    /// and 1 writes no extension at all (play once). 0…65535.
    public var loopCount: Int
    /// Floyd–Steinberg error diffusion when mapping colours to the palette. Default off: UI frames
    /// are mostly flat colours, which dithering would only make noisier and larger.
    public var dithering: Bool
    /// The most colours in any colour table, 2…256 (default 256). When a frame needs a transparent
    /// index (all frames but a lone opaque one), it takes one of these slots.
    public var maxColors: Int
    /// How many threads encode frames: 0 (the default) uses
    /// `ProcessInfo.processInfo.activeProcessorCount`, 1 encodes on the calling thread only.
    /// Never more threads than frames. The output is byte-for-byte the same for every count.
    public var threads: Int

    /// An encoder with the given options.
    public init(loopCount: Int = 0, dithering: Bool = false, maxColors: Int = 256, threads: Int = 0)
    {
        self.loopCount = loopCount
        self.dithering = dithering
        self.maxColors = maxColors
        self.threads = threads
    }

    /// Encodes `frames`, showing frame `i` for `delays[i]` seconds.
    ///
    /// Delays are rounded to whole centiseconds with the rounding error carried to the next frame,
    /// so the total duration stays right, and are at least 2 cs: browsers show frames with a
    /// delay of 0 or 1 cs for 10 cs, so faster input (60 fps) plays at 50 fps.
    ///
    /// - Throws: `AnimationEncodingError` for no frames, a delay count that does not match, frames
    ///   of different sizes or with a side outside 1…65535 px, a negative or non-finite delay, a
    ///   loop count outside 0…65535, `maxColors` outside 2…256, or a negative `threads`.
    public func encode(frames: [RGBAImage], delays: [TimeInterval]) throws -> Data {
        try AnimationEncodingError.validate(
            frames: frames, delays: delays, maximumSide: 65535, loopCount: loopCount)
        guard (2...256).contains(maxColors) else {
            throw AnimationEncodingError.invalidColorCount(maxColors)
        }
        guard threads >= 0 else { throw AnimationEncodingError.invalidThreadCount(threads) }
        let workers = InterleavedWork.workers(threads: threads, items: frames.count)
        let plan = GIFFramePlan(frames: frames, workers: workers)
        let needsTransparentIndex = frames.count > 1 || plan.hasTransparency
        let paletteLimit = maxColors - (needsTransparentIndex ? 1 : 0)
        let palettes = GIFPaletteChoice(
            histograms: plan.histograms, maximumColors: paletteLimit, workers: workers)
        let job = GIFFrameJob(
            frames: frames, plan: plan, palettes: palettes,
            centiseconds: GIFDelays.centiseconds(delays),
            dithering: dithering, needsTransparentIndex: needsTransparentIndex)
        let (encoded, finished) = InterleavedWork.map(
            count: frames.count, workers: workers,
            makeState: { GIFFrameWorker(globalPalette: palettes.global, dithering: dithering) }
        ) { worker, i in worker.encode(i, of: job) }
        var global = palettes.global
        if !dithering {
            var sums = GIFFrameMapper.Sums()
            for worker in finished { if let s = worker.globalSums { sums.add(s) } }
            global = sums.refined(global)
        }
        let usesGlobal = encoded.contains { $0.localPalette == nil }
        let globalBits = GIFEncodedFrame.tableBits(
            colors: global.count + (needsTransparentIndex ? 1 : 0))
        return Data(
            GIFEncodedFrame.file(
                width: frames[0].width, height: frames[0].height,
                globalPalette: usesGlobal ? global : nil, globalBits: globalBits,
                loopCount: frames.count > 1 ? loopCount : 1, frames: encoded))
    }
}

extension GIFEncoder {
    /// The fastest frame rate a GIF plays at its true speed: 50 frames per second, one frame per
    /// 2 cs (browsers show shorter delays as 10 cs). Faster frames are each shown for 2 cs, so the
    /// animation plays slower than recorded.
    public static let maximumFramesPerSecond = GIFDelays.maximumFramesPerSecond
}
