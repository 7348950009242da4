import Foundation

/// Encodes frames as an animated GIF89a.
///
/// Quality and size: each frame's colours are quantized by median cut on a 5-bit-per-channel
/// histogram, refined by k-means against the buckets' exact mean colours, and finally by one
/// k-means step against the real pixels mapped to each entry. One global colour table is used
/// when the colours of all frames fit it, or when a frame's own palette would not cut its squared
/// error by at least 20 % (about 1 dB); otherwise that frame gets a local colour table. Every
/// colour is mapped to its exact nearest palette entry (with a cache per distinct colour).
///
/// Frames after the first are cropped to the bounding box of the pixels that changed, and drawn
/// over the previous frame (disposal method 1, "do not dispose"); inside the box, unchanged pixels
/// are made transparent when that makes the LZW data smaller (both are tried). Source pixels with
/// alpha < 128 are transparent, ≥ 128 opaque in their straight colour; when any frame has
/// transparent pixels, every frame is instead cropped to its opaque pixels and disposed to the
/// background (method 2) so transparent areas never show an older frame.
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

    /// An encoder with the given options.
    public init(loopCount: Int = 0, dithering: Bool = false, maxColors: Int = 256) {
        self.loopCount = loopCount
        self.dithering = dithering
        self.maxColors = maxColors
    }

    /// Encodes `frames`, showing frame `i` for `delays[i]` seconds.
    ///
    /// Delays are rounded to whole centiseconds with the rounding error carried to the next frame,
    /// so the total duration stays right, and are at least 2 cs: browsers show frames with a
    /// delay of 0 or 1 cs for 10 cs, so faster input (60 fps) plays at 50 fps.
    ///
    /// - Throws: `AnimationEncodingError` for no frames, a delay count that does not match, frames
    ///   of different sizes or with a side outside 1…65535 px, a negative or non-finite delay, a
    ///   loop count outside 0…65535, or `maxColors` outside 2…256.
    public func encode(frames: [Bitmap], delays: [TimeInterval]) throws -> Data {
        try AnimationEncodingError.validate(frames: frames, delays: delays, maximumSide: 65535, loopCount: loopCount)
        guard (2...256).contains(maxColors) else { throw AnimationEncodingError.invalidColorCount(maxColors) }
        let plan = GIFFramePlan(frames: frames)
        let centiseconds = GIFDelays.centiseconds(delays)
        let needsTransparentIndex = frames.count > 1 || plan.hasTransparency
        let paletteLimit = maxColors - (needsTransparentIndex ? 1 : 0)
        let palettes = GIFPaletteChoice(histograms: plan.histograms, maximumColors: paletteLimit)

        var lzw = GIFLZWEncoder()
        var globalCache = NearestColorCache(palette: palettes.global)
        var globalSums: GIFFrameMapper.Sums? = dithering ? nil : GIFFrameMapper.Sums()
        var encoded: [GIFEncodedFrame] = []
        encoded.reserveCapacity(frames.count)
        for (i, frame) in frames.enumerated() {
            let rect = plan.rects[i]
            let previous = plan.hasTransparency || i == 0 ? nil : frames[i - 1]
            let local = palettes.local[i]
            var palette = local ?? palettes.global
            let transparentIndex = palette.count
            var mapping: GIFFrameMapper
            if local != nil {
                var cache = NearestColorCache(palette: palette)
                var sums: GIFFrameMapper.Sums? = dithering ? nil : GIFFrameMapper.Sums()
                mapping = GIFFrameMapper(frame: frame, previous: previous, rect: rect, transparentIndex: transparentIndex,
                                         cache: &cache, dither: dithering, sums: &sums)
                if let sums { palette = sums.refined(palette) }
            } else {
                mapping = GIFFrameMapper(frame: frame, previous: previous, rect: rect, transparentIndex: transparentIndex,
                                         cache: &globalCache, dither: dithering, sums: &globalSums)
            }
            if plan.unchanged[i] {  // nothing changed: one kept pixel
                mapping.full = [UInt8(truncatingIfNeeded: transparentIndex)]; mapping.keep = nil; mapping.fullUsesTransparency = true
            }
            let tableBits = GIFEncodedFrame.tableBits(colors: palette.count + (needsTransparentIndex ? 1 : 0))
            var best = [UInt8](), bestUsesT = mapping.fullUsesTransparency
            mapping.full.withUnsafeBufferPointer { lzw.encode($0, minimumCodeSize: max(2, tableBits), into: &best) }
            if let keep = mapping.keep {
                var alternative = [UInt8]()
                keep.withUnsafeBufferPointer { lzw.encode($0, minimumCodeSize: max(2, tableBits), into: &alternative) }
                if alternative.count < best.count { best = alternative; bestUsesT = true }
            }
            encoded.append(GIFEncodedFrame(rect: rect, delay: centiseconds[i], disposal: plan.hasTransparency ? 2 : 1,
                                           // Disposal-2 frames always name the transparent index: decoders that
                                           // restore "to background" with it (Pillow) then clear, as browsers do.
                                           transparentIndex: bestUsesT || plan.hasTransparency ? transparentIndex : nil,
                                           localPalette: local == nil ? nil : palette, tableBits: tableBits, data: best))
        }
        var global = palettes.global
        if let globalSums { global = globalSums.refined(global) }
        let usesGlobal = encoded.contains { $0.localPalette == nil }
        let globalBits = GIFEncodedFrame.tableBits(colors: global.count + (needsTransparentIndex ? 1 : 0))
        return Data(GIFEncodedFrame.file(width: frames[0].width, height: frames[0].height,
                                         globalPalette: usesGlobal ? global : nil, globalBits: globalBits,
                                         loopCount: frames.count > 1 ? loopCount : 1, frames: encoded))
    }
}
