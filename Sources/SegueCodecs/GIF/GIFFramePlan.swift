/// What each GIF frame will draw: its rectangle and the colour histogram of the pixels in it.
struct GIFFramePlan {
    /// Whether any frame has a pixel with alpha < 128 (drawn as transparent).
    var hasTransparency: Bool
    /// The rectangle each frame draws (frame 0: the whole canvas, unless transparent mode).
    var rects: [PixelRect] = []
    /// Frames identical to the one before (drawn as one transparent pixel).
    var unchanged: [Bool] = []
    /// Colour histogram of the opaque pixels inside each rectangle.
    var histograms: [ColorHistogram] = []

    /// Plans `frames` on `workers` threads (each with its own histogram accumulator; the result
    /// does not depend on the thread count).
    init(frames: [RGBAImage], workers: Int = 1) {
        let transparent = InterleavedWork.map(count: frames.count, workers: workers, makeState: {})
        { _, i in
            // A frame that is the previous one appended again adds nothing to check.
            i > 0 && FrameDifference.sharesPixels(frames[i - 1], frames[i])
                ? false : GIFFramePlan.hasTransparentPixel(frames[i])
        }
        hasTransparency = transparent.results.contains(true)
        let transparency = hasTransparency
        let planned = InterleavedWork.map(
            count: frames.count, workers: workers, makeState: { HistogramAccumulator() }
        ) { accumulator, i in
            GIFFramePlan.planFrame(
                i, of: frames, hasTransparency: transparency, accumulator: &accumulator)
        }
        for (rect, empty, histogram) in planned.results {
            rects.append(rect)
            unchanged.append(empty)
            histograms.append(histogram)
        }
    }

    /// Whether `frame` has a pixel with alpha < 128.
    ///
    /// Such an alpha lacks bit 7: see `RGBAImage.everyAlphaHasBits(_:)`.
    static func hasTransparentPixel(_ frame: RGBAImage) -> Bool {
        !frame.everyAlphaHasBits(0x80)
    }

    /// Frame `i`'s rectangle, whether it is unchanged (then the rectangle is one pixel), and the
    /// histogram of the opaque pixels in the rectangle.
    static func planFrame(
        _ i: Int, of frames: [RGBAImage], hasTransparency: Bool,
        accumulator: inout HistogramAccumulator
    ) -> (PixelRect, Bool, ColorHistogram) {
        let frame = frames[i]
        var rect = PixelRect(x: 0, y: 0, width: frame.width, height: frame.height)
        if hasTransparency {
            rect = GIFFramePlan.opaqueBounds(frame)
        } else if i > 0 {
            rect = FrameDifference.changedBounds(frames[i - 1], frame)
        }
        let empty = rect.isEmpty
        if empty { rect = PixelRect(x: 0, y: 0, width: 1, height: 1) }
        if !empty { addOpaquePixels(of: frame, in: rect, to: &accumulator) }
        return (rect, empty, accumulator.take())
    }

    /// Adds the pixels of `rect` with alpha ≥ 128 to `accumulator`, one `add` per run of equal
    /// pixels along a row (UI frames are mostly long runs of one colour).
    static func addOpaquePixels(
        of frame: RGBAImage, in rect: PixelRect, to accumulator: inout HistogramAccumulator
    ) {
        frame.pixels.withUnsafeBufferPointer { p in
            let raw = UnsafeRawBufferPointer(p)
            func word(_ i: Int) -> UInt32 {
                raw.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
            }
            for y in rect.y..<(rect.y + rect.height) {
                let row = y * frame.width
                let end = row + rect.x + rect.width
                var i = row + rect.x
                while i < end {
                    let v = word(i)
                    var j = i + 1
                    while j < end && word(j) == v { j += 1 }
                    if p[i * 4 + 3] >= 128 {
                        accumulator.add(GIFFrameMapper.straightRGB(p, i * 4), count: j - i)
                    }
                    i = j
                }
            }
        }
    }

    /// The bounding box of the pixels with alpha ≥ 128 (empty if none).
    static func opaqueBounds(_ frame: RGBAImage) -> PixelRect {
        var minX = frame.width
        var minY = frame.height
        var maxX = -1
        var maxY = -1
        frame.pixels.withUnsafeBufferPointer { p in
            for y in 0..<frame.height {
                for x in 0..<frame.width where p[(y * frame.width + x) * 4 + 3] >= 128 {
                    minX = min(minX, x)
                    maxX = max(maxX, x)
                    minY = min(minY, y)
                    maxY = max(maxY, y)
                }
            }
        }
        return maxY < 0
            ? PixelRect(x: 0, y: 0, width: 0, height: 0)
            : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}

/// The palettes: one global palette, and for each frame either nil (use the global one) or its own.
struct GIFPaletteChoice {
    var global: [UInt32]
    var local: [[UInt32]?]

    /// A frame whose distinct colours fit a table gets them exactly (a lossless local table) unless
    /// the global table already holds them all, or unless its table would not pay for itself (see
    /// `errorPerTableByte`). Otherwise a local palette is used only when it cuts its frame's
    /// squared error by at least this factor, and pays for itself.
    static let localGain = 0.8

    /// The squared error (summed over the frame's pixels and channels, in 8-bit levels) a local
    /// table must remove per byte it adds to the file, or the frame uses the global table.
    ///
    /// A table of 2^k entries costs 3 · 2^k bytes: a full one (768 bytes) is kept only when it
    /// spares at least 768 squared levels, e.g. 768 channels one level off. Frames whose own exact
    /// colours differ from the global palette only in a few anti-aliased edge pixels (a few dozen
    /// squared levels) then share the global table, at a PSNR above 90 dB; frames over gradients,
    /// where the global palette is thousands of squared levels off, keep their own.
    static let errorPerTableByte = 1.0

    /// Chooses the palettes, the local ones on `workers` threads (same result for any count).
    init(histograms: [ColorHistogram], maximumColors: Int, workers: Int = 1) {
        var accumulator = HistogramAccumulator()
        for h in histograms { accumulator.add(h) }
        let all = accumulator.take()
        global = MedianCutQuantizer.palette(for: all, maximumColors: maximumColors)
        local = Array(repeating: nil, count: histograms.count)
        let globalIsExact = (all.exactColors?.count ?? Int.max) <= maximumColors
        guard histograms.count > 1, !globalIsExact else { return }
        let globalPalette = global
        let globalSet = Set(global)
        let chosen = InterleavedWork.map(count: histograms.count, workers: workers, makeState: {}) {
            _, i in
            GIFPaletteChoice.localPalette(
                for: histograms[i], global: globalPalette, globalSet: globalSet,
                maximumColors: maximumColors)
        }
        local = chosen.results
    }

    /// The frame's own palette for histogram `h`, or nil when the global one serves.
    static func localPalette(
        for h: ColorHistogram, global: [UInt32], globalSet: Set<UInt32>, maximumColors: Int
    ) -> [UInt32]? {
        guard h.bucketCount > 0 else { return nil }
        if let exact = h.exactColors, exact.count <= maximumColors {
            // The frame's own colours fit: lossless locally, unless the global table has them all
            // or comes close enough for the table's bytes.
            if exact.allSatisfy(globalSet.contains) { return nil }
            let globalError = MedianCutQuantizer.error(of: h, with: global)
            return pays(globalError, for: exact.count) ? exact : nil
        }
        let own = MedianCutQuantizer.palette(for: h, maximumColors: maximumColors)
        let ownError = MedianCutQuantizer.error(of: h, with: own)
        let globalError = MedianCutQuantizer.error(of: h, with: global)
        return ownError < GIFPaletteChoice.localGain * globalError
            && pays(globalError - ownError, for: own.count) ? own : nil
    }

    /// Whether removing `error` squared levels pays for a local table of `colors` colours and
    /// the transparent index.
    static func pays(_ error: Double, for colors: Int) -> Bool {
        let bytes = 3 << GIFEncodedFrame.tableBits(colors: colors + 1)
        return error > errorPerTableByte * Double(bytes)
    }
}
