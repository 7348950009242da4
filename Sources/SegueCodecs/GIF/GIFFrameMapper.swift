/// Turns the pixels of one frame's rectangle into palette indices for GIF.
///
/// Produces the "full" index list (every pixel drawn) and, when a previous frame is given, a "keep"
/// list where pixels equal to the previous frame's become the transparent index, so the decoder
/// leaves the previous frame's pixel in place (disposal method 1). Pixels with alpha < 128 become
/// the transparent index in both. Optionally dithers (Floyd–Steinberg) and collects the real colours
/// assigned to each index for a final k-means step.
struct GIFFrameMapper {
    /// Indices with every pixel drawn.
    var full: [UInt8]
    /// Indices with unchanged pixels transparent, when a previous frame was given.
    var keep: [UInt8]?
    /// Whether `full` uses the transparent index.
    var fullUsesTransparency = false
    /// How many opaque pixels equal the previous frame's (where `keep` differs from `full`).
    var keptCount = 0

    /// Per-index sums of the real colours assigned, for the k-means step against real pixels.
    struct Sums {
        var r = [Int](repeating: 0, count: 256), g = [Int](repeating: 0, count: 256)
        var b = [Int](repeating: 0, count: 256), n = [Int](repeating: 0, count: 256)

        /// Adds another worker's sums.
        mutating func add(_ other: Sums) {
            for k in 0..<256 {
                r[k] += other.r[k]
                g[k] += other.g[k]
                b[k] += other.b[k]
                n[k] += other.n[k]
            }
        }

        /// `palette` with each used entry moved to the mean of the real colours mapped to it.
        func refined(_ palette: [UInt32]) -> [UInt32] {
            palette.indices.map { k in
                guard n[k] > 0 else { return palette[k] }
                let h = n[k] / 2
                return UInt32((r[k] + h) / n[k]) << 16 | UInt32((g[k] + h) / n[k]) << 8
                    | UInt32((b[k] + h) / n[k])
            }
        }
    }

    /// The straight 0xRRGGBB colour of a premultiplied pixel (un-premultiplied like `RGBAImage`'s subscript).
    @inline(__always)
    static func straightRGB(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt32 {
        let a = Int(p[i + 3])
        if a == 255 { return UInt32(p[i]) << 16 | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2]) }
        if a == 0 { return 0 }
        func un(_ c: UInt8) -> UInt32 { UInt32(min(255, (Int(c) * 255 + a / 2) / a)) }
        return un(p[i]) << 16 | un(p[i + 1]) << 8 | un(p[i + 2])
    }

    /// Maps `rect` of `frame`. `transparentIndex` must be a valid index when the frame can have
    /// transparent or kept pixels.
    init(
        frame: RGBAImage, previous: RGBAImage?, rect: PixelRect, transparentIndex: Int,
        cache: inout NearestColorCache, dither: Bool, sums: inout Sums?
    ) {
        if dither {
            self = GIFFrameMapper(
                dithered: frame, previous: previous, rect: rect, transparentIndex: transparentIndex,
                cache: &cache)
        } else {
            self = GIFFrameMapper(
                plain: frame, previous: previous, rect: rect, transparentIndex: transparentIndex,
                cache: &cache, sums: &sums)
        }
    }

    /// The mapping with Floyd–Steinberg dithering (no colour sums: dithered colours are not the
    /// real ones).
    private init(
        dithered frame: RGBAImage, previous: RGBAImage?, rect: PixelRect, transparentIndex: Int,
        cache: inout NearestColorCache
    ) {
        let count = rect.width * rect.height
        let hasPrevious = previous != nil
        var full = [UInt8](repeating: 0, count: count)
        var keep = [UInt8](repeating: 0, count: hasPrevious ? count : 0)
        var usesT = false
        var keptPixels = 0
        let t = UInt8(truncatingIfNeeded: transparentIndex)
        let w = frame.width
        // Floyd–Steinberg error rows (×16), three channels, with a guard column on each side.
        var errNow = [Int32](repeating: 0, count: (rect.width + 2) * 3)
        var errNext = errNow
        let palette = cache.palette
        frame.pixels.withUnsafeBufferPointer { src in
            (previous?.pixels ?? []).withUnsafeBufferPointer { old in
                full.withUnsafeMutableBufferPointer { out in
                    keep.withUnsafeMutableBufferPointer { kept in
                        for y in 0..<rect.height {
                            swap(&errNow, &errNext)
                            for j in errNext.indices { errNext[j] = 0 }
                            for x in 0..<rect.width {
                                let s = ((rect.y + y) * w + rect.x + x) * 4
                                let d = y * rect.width + x
                                if src[s + 3] < 128 {
                                    out[d] = t
                                    usesT = true
                                    if hasPrevious { kept[d] = t }
                                    continue
                                }
                                let rgb = GIFFrameMapper.straightRGB(src, s)
                                let e = (x + 1) * 3
                                let r = GIFFrameMapper.clamp(Int32(rgb >> 16) + errNow[e] / 16)
                                let g = GIFFrameMapper.clamp(
                                    Int32((rgb >> 8) & 0xFF) + errNow[e + 1] / 16)
                                let b = GIFFrameMapper.clamp(Int32(rgb & 0xFF) + errNow[e + 2] / 16)
                                let k = cache.index(
                                    of: UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
                                let p = palette[Int(k)]
                                let er = r - Int32(p >> 16)
                                let eg = g - Int32((p >> 8) & 0xFF)
                                let eb = b - Int32(p & 0xFF)
                                errNow[e + 3] += er * 7
                                errNow[e + 4] += eg * 7
                                errNow[e + 5] += eb * 7
                                errNext[e - 3] += er * 3
                                errNext[e - 2] += eg * 3
                                errNext[e - 1] += eb * 3
                                errNext[e] += er * 5
                                errNext[e + 1] += eg * 5
                                errNext[e + 2] += eb * 5
                                errNext[e + 3] += er
                                errNext[e + 4] += eg
                                errNext[e + 5] += eb
                                out[d] = k
                                if hasPrevious {
                                    let same =
                                        src[s] == old[s] && src[s + 1] == old[s + 1]
                                        && src[s + 2] == old[s + 2] && src[s + 3] == old[s + 3]
                                    kept[d] = same ? t : k
                                    if same { keptPixels += 1 }
                                }
                            }
                        }
                    }
                }
            }
        }
        self.full = full
        self.keep = hasPrevious ? keep : nil
        fullUsesTransparency = usesT
        keptCount = keptPixels
    }

    /// The mapping without dithering: each run of equal source pixels is converted and looked up
    /// once, and the colour sums are added once per run.
    private init(
        plain frame: RGBAImage, previous: RGBAImage?, rect: PixelRect, transparentIndex: Int,
        cache: inout NearestColorCache, sums: inout Sums?
    ) {
        let count = rect.width * rect.height
        let hasPrevious = previous != nil
        var full = [UInt8](repeating: 0, count: count)
        var keep = [UInt8](repeating: 0, count: hasPrevious ? count : 0)
        var usesT = false
        var keptPixels = 0
        let t = UInt8(truncatingIfNeeded: transparentIndex)
        let w = frame.width
        var acc = sums ?? Sums()
        let collect = sums != nil
        frame.pixels.withUnsafeBufferPointer { src in
            (previous?.pixels ?? []).withUnsafeBufferPointer { old in
                full.withUnsafeMutableBufferPointer { out in
                    keep.withUnsafeMutableBufferPointer { kept in
                        let srcWords = UnsafeRawBufferPointer(src)
                        let oldWords = UnsafeRawBufferPointer(old)
                        // The current run of equal opaque source pixels: its word, colour, index, length.
                        var runWord: UInt32 = 0
                        var runRGB: UInt32 = 0
                        var runK: UInt8 = 0
                        var runLength = 0
                        func flush() {
                            guard collect, runLength > 0 else { return }
                            let i = Int(runK)
                            acc.r[i] += Int(runRGB >> 16) * runLength
                            acc.g[i] += Int((runRGB >> 8) & 0xFF) * runLength
                            acc.b[i] += Int(runRGB & 0xFF) * runLength
                            acc.n[i] += runLength
                        }
                        for y in 0..<rect.height {
                            let rowStart = (rect.y + y) * w + rect.x
                            let d0 = y * rect.width
                            for x in 0..<rect.width {
                                let p = rowStart + x
                                let d = d0 + x
                                let word = srcWords.loadUnaligned(
                                    fromByteOffset: p * 4, as: UInt32.self)
                                if src[p * 4 + 3] < 128 {
                                    out[d] = t
                                    usesT = true
                                    if hasPrevious { kept[d] = t }
                                    continue
                                }
                                if runLength == 0 || word != runWord {
                                    flush()
                                    runWord = word
                                    runRGB = GIFFrameMapper.straightRGB(src, p * 4)
                                    runK = cache.index(of: runRGB)
                                    runLength = 0
                                }
                                runLength += 1
                                out[d] = runK
                                if hasPrevious {
                                    let same =
                                        oldWords.loadUnaligned(
                                            fromByteOffset: p * 4, as: UInt32.self) == word
                                    kept[d] = same ? t : runK
                                    if same { keptPixels += 1 }
                                }
                            }
                        }
                        flush()
                    }
                }
            }
        }
        if collect { sums = acc }
        self.full = full
        self.keep = hasPrevious ? keep : nil
        fullUsesTransparency = usesT
        keptCount = keptPixels
    }

    @inline(__always)
    private static func clamp(_ v: Int32) -> Int32 { min(255, max(0, v)) }
}
