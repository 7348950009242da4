/// Everything every frame's encoding reads, shared unchanged by all workers.
struct GIFFrameJob {
    var frames: [RGBAImage]
    var plan: GIFFramePlan
    var palettes: GIFPaletteChoice
    var centiseconds: [UInt16]
    var dithering: Bool
    var needsTransparentIndex: Bool
}

/// One encoding thread's scratch: its LZW table, its nearest-colour cache for the global palette,
/// and the sums of the real colours it mapped to each global entry (merged after all frames, for
/// the global palette's final k-means step; integer sums, so the merge order does not matter).
struct GIFFrameWorker {
    private var lzw = GIFLZWEncoder()
    private var globalCache: NearestColorCache
    /// Reused for every frame with a local palette (reset per frame).
    private var localCache: NearestColorCache?
    /// nil when dithering (the dithered colours are not the real ones, so no refinement).
    private(set) var globalSums: GIFFrameMapper.Sums?

    init(globalPalette: [UInt32], dithering: Bool) {
        globalCache = NearestColorCache(palette: globalPalette)
        globalSums = dithering ? nil : GIFFrameMapper.Sums()
    }

    /// Frame `i` mapped to its palette and LZW-compressed, with the smaller of the "full" and
    /// "keep unchanged pixels" index lists.
    mutating func encode(_ i: Int, of job: GIFFrameJob) -> GIFEncodedFrame {
        let plan = job.plan
        let frame = job.frames[i]
        let rect = plan.rects[i]
        let previous = plan.hasTransparency || i == 0 ? nil : job.frames[i - 1]
        let local = job.palettes.local[i]
        if local == nil && globalCache.palette != job.palettes.global {
            globalCache.reset(palette: job.palettes.global)  // a streaming table that grew
        }
        var palette = local ?? job.palettes.global
        let transparentIndex = palette.count
        var mapping: GIFFrameMapper
        if local != nil {
            var cache = localCache ?? NearestColorCache(palette: palette)
            localCache = nil  // moved out while in use, so resetting it does not copy its slots
            cache.reset(palette: palette)
            var sums: GIFFrameMapper.Sums? = job.dithering ? nil : GIFFrameMapper.Sums()
            mapping = GIFFrameMapper(
                frame: frame, previous: previous, rect: rect, transparentIndex: transparentIndex,
                cache: &cache, dither: job.dithering, sums: &sums)
            localCache = cache
            if let sums { palette = sums.refined(palette) }
        } else {
            mapping = GIFFrameMapper(
                frame: frame, previous: previous, rect: rect, transparentIndex: transparentIndex,
                cache: &globalCache, dither: job.dithering, sums: &globalSums)
        }
        if plan.unchanged[i] {  // nothing changed: one kept pixel
            mapping.full = [UInt8(truncatingIfNeeded: transparentIndex)]
            mapping.keep = nil
            mapping.fullUsesTransparency = true
        }
        let tableBits = GIFEncodedFrame.tableBits(
            colors: palette.count + (job.needsTransparentIndex ? 1 : 0))
        let codeSize = max(2, tableBits)
        var best = [UInt8]()
        var bestUsesT = mapping.fullUsesTransparency
        var winner = mapping.full  // the index list `best` encodes
        var bestFilled = false  // whether the winner's LZW table filled up
        if let keep = mapping.keep, mapping.keptCount > 0 {
            // Both lists are compressed and the shorter kept (full on a tie); the second one gives
            // up once it is sure to lose (checked per 255-byte block, so the sizes are compared
            // after). Keep goes first when most pixels are kept, as it then usually wins.
            var alternative = [UInt8]()
            if mapping.keptCount * 2 > keep.count {
                keep.withUnsafeBufferPointer {
                    lzw.encode($0, minimumCodeSize: codeSize, into: &alternative)
                }
                let keepFilled = lzw.filled
                let finished = mapping.full.withUnsafeBufferPointer {
                    lzw.encode($0, minimumCodeSize: codeSize, into: &best, limit: alternative.count)
                }
                bestFilled = lzw.filled
                if !finished || alternative.count < best.count {
                    best = alternative
                    bestUsesT = true
                    winner = keep
                    bestFilled = keepFilled
                }
            } else {
                mapping.full.withUnsafeBufferPointer {
                    lzw.encode($0, minimumCodeSize: codeSize, into: &best)
                }
                bestFilled = lzw.filled
                let finished = keep.withUnsafeBufferPointer {
                    lzw.encode(
                        $0, minimumCodeSize: codeSize, into: &alternative, limit: best.count - 1)
                }
                if finished && alternative.count < best.count {
                    best = alternative
                    bestUsesT = true
                    winner = keep
                    bestFilled = lzw.filled
                }
            }
        } else {
            // No pixel can be kept: the keep list equals the full one.
            mapping.full.withUnsafeBufferPointer {
                lzw.encode($0, minimumCodeSize: codeSize, into: &best)
            }
            bestFilled = lzw.filled
        }
        if bestFilled {
            // The LZW table filled up and was cleared: try keeping it full instead (whichever
            // list won), and keep the shorter.
            var deferred = [UInt8]()
            let finished = winner.withUnsafeBufferPointer {
                lzw.encode(
                    $0, minimumCodeSize: codeSize, into: &deferred, limit: best.count - 1,
                    keepingFullTable: true)
            }
            if finished && deferred.count < best.count { best = deferred }
        }
        return GIFEncodedFrame(
            rect: rect, delay: job.centiseconds[i], disposal: plan.hasTransparency ? 2 : 1,
            // Disposal-2 frames always name the transparent index: decoders that
            // restore "to background" with it (Pillow) then clear, as browsers do.
            transparentIndex: bestUsesT || plan.hasTransparency ? transparentIndex : nil,
            localPalette: local == nil ? nil : palette, tableBits: tableBits, data: best)
    }
}
