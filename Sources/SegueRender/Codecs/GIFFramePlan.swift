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

    init(frames: [Bitmap]) {
        hasTransparency = frames.contains { f in
            f.pixels.withUnsafeBufferPointer { p in
                var any = false
                for i in stride(from: 3, to: p.count, by: 4) where p[i] < 128 { any = true; break }
                return any
            }
        }
        var accumulator = HistogramAccumulator()
        for (i, frame) in frames.enumerated() {
            let full = PixelRect(x: 0, y: 0, width: frame.width, height: frame.height)
            var rect = full
            if hasTransparency {
                rect = GIFFramePlan.opaqueBounds(frame)
            } else if i > 0 {
                rect = FrameDifference.changedBounds(frames[i - 1], frame)
            }
            let empty = rect.isEmpty
            if empty { rect = PixelRect(x: 0, y: 0, width: 1, height: 1) }
            rects.append(rect)
            unchanged.append(empty)
            if !empty {
                frame.pixels.withUnsafeBufferPointer { p in
                    for y in rect.y..<(rect.y + rect.height) {
                        for x in rect.x..<(rect.x + rect.width) {
                            let s = (y * frame.width + x) * 4
                            if p[s + 3] >= 128 { accumulator.add(GIFFrameMapper.straightRGB(p, s)) }
                        }
                    }
                }
            }
            histograms.append(accumulator.take())
        }
    }

    /// The bounding box of the pixels with alpha ≥ 128 (empty if none).
    static func opaqueBounds(_ frame: Bitmap) -> PixelRect {
        var minX = frame.width, minY = frame.height, maxX = -1, maxY = -1
        frame.pixels.withUnsafeBufferPointer { p in
            for y in 0..<frame.height {
                for x in 0..<frame.width where p[(y * frame.width + x) * 4 + 3] >= 128 {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        return maxY < 0 ? PixelRect(x: 0, y: 0, width: 0, height: 0)
            : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}

/// The palettes: one global palette, and for each frame either nil (use the global one) or its own.
struct GIFPaletteChoice {
    var global: [UInt32]
    var local: [[UInt32]?]

    /// A frame whose distinct colours fit a table gets them exactly (a lossless local table) unless
    /// the global table already holds them all. Otherwise a local palette is used only when it
    /// cuts its frame's squared error by at least this factor.
    static let localGain = 0.8

    init(histograms: [ColorHistogram], maximumColors: Int) {
        var accumulator = HistogramAccumulator()
        for h in histograms { accumulator.add(h) }
        let all = accumulator.take()
        global = MedianCutQuantizer.palette(for: all, maximumColors: maximumColors)
        local = Array(repeating: nil, count: histograms.count)
        let globalIsExact = (all.exactColors?.count ?? Int.max) <= maximumColors
        guard histograms.count > 1, !globalIsExact else { return }
        let globalSet = Set(global)
        for (i, h) in histograms.enumerated() where h.bucketCount > 0 {
            if let exact = h.exactColors, exact.count <= maximumColors {
                // The frame's own colours fit: lossless locally, unless the global table has them all.
                if !exact.allSatisfy(globalSet.contains) { local[i] = exact }
                continue
            }
            let own = MedianCutQuantizer.palette(for: h, maximumColors: maximumColors)
            let ownError = MedianCutQuantizer.error(of: h, with: own)
            let globalError = MedianCutQuantizer.error(of: h, with: global)
            if ownError < GIFPaletteChoice.localGain * globalError { local[i] = own }
        }
    }
}
