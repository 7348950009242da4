/// A sparse colour histogram over 5-bit-per-channel buckets (32 × 32 × 32): for each bucket that
/// occurs, the pixel count and the sums of the real 8-bit channel values, so each bucket knows the
/// exact mean colour of the pixels that fell in it.
struct ColorHistogram {
    /// Bucket keys (r5 << 10 | g5 << 5 | b5) of the occupied buckets.
    var keys: [Int] = []
    var counts: [Int] = []
    var sumR: [Int] = [], sumG: [Int] = [], sumB: [Int] = []
    /// The exact distinct colours (0xRRGGBB, sorted) when there are at most
    /// `HistogramAccumulator.exactLimit` of them, else nil.
    var exactColors: [UInt32]? = []
    /// Pixel counts of `exactColors`, in the same order.
    var exactCounts: [Int] = []

    /// Number of occupied buckets.
    var bucketCount: Int { keys.count }
    /// Total pixels counted.
    var pixelCount: Int { counts.reduce(0, +) }

    /// The mean colour of bucket `i`.
    func mean(_ i: Int) -> (Double, Double, Double) {
        let n = Double(counts[i])
        return (Double(sumR[i]) / n, Double(sumG[i]) / n, Double(sumB[i]) / n)
    }

    static func bucket(_ rgb: UInt32) -> Int {
        Int((rgb >> 19) & 0x1F) << 10 | Int((rgb >> 11) & 0x1F) << 5 | Int((rgb >> 3) & 0x1F)
    }
}

/// Dense accumulation space for histograms, reused across frames; cleared by walking the list of
/// buckets it touched.
struct HistogramAccumulator {
    private var counts = [Int](repeating: 0, count: 32768)
    private var sums = [Int](repeating: 0, count: 32768 * 3)
    private var touched: [Int] = []
    /// Open-addressing set of the exact colours seen (value | 1 << 24 marks a used slot).
    private var exact = [UInt32](repeating: 0, count: HistogramAccumulator.exactSlotCount)
    private var exactCount = [Int](repeating: 0, count: HistogramAccumulator.exactSlotCount)
    private var exactSlots: [Int] = []
    private var exactOverflow = false
    private var lastColor: UInt32 = 0xFFFF_FFFF
    private var lastSlot = -1

    /// Up to this many distinct colours are tracked exactly: UI frames (flat colours and their
    /// anti-aliased blends) have a few hundred to a few thousand, and quantizing those exact colours
    /// keeps blends that share a 5-bit bucket apart.
    static let exactLimit = 1024
    /// Slots of the open-addressing table of exact colours (a power of two, twice the limit).
    static let exactSlotCount = 2048

    /// Adds `count` pixels of colour `rgb` (0xRRGGBB).
    @inline(__always)
    mutating func add(_ rgb: UInt32, count: Int = 1) {
        let k = ColorHistogram.bucket(rgb)
        if counts[k] == 0 { touched.append(k) }
        counts[k] += count
        sums[k * 3] += Int(rgb >> 16) * count
        sums[k * 3 + 1] += Int((rgb >> 8) & 0xFF) * count
        sums[k * 3 + 2] += Int(rgb & 0xFF) * count
        guard !exactOverflow else { return }
        if rgb == lastColor {
            exactCount[lastSlot] += count
            return
        }
        noteExact(rgb, count: count)
    }

    private mutating func noteExact(_ rgb: UInt32, count: Int) {
        let key = rgb | 1 << 24
        let mask = HistogramAccumulator.exactSlotCount - 1
        var slot = Int(((rgb &* 0x9E37_79B1) >> 19) & UInt32(mask))
        while exact[slot] != 0 && exact[slot] != key { slot = (slot + 1) & mask }
        if exact[slot] == 0 {
            if exactSlots.count == HistogramAccumulator.exactLimit {
                exactOverflow = true
                lastColor = 0xFFFF_FFFF
                return
            }
            exact[slot] = key
            exactSlots.append(slot)
        }
        exactCount[slot] += count
        lastColor = rgb
        lastSlot = slot
    }

    /// Adds a whole histogram.
    mutating func add(_ h: ColorHistogram) {
        for i in 0..<h.bucketCount {
            let k = h.keys[i]
            if counts[k] == 0 { touched.append(k) }
            counts[k] += h.counts[i]
            sums[k * 3] += h.sumR[i]
            sums[k * 3 + 1] += h.sumG[i]
            sums[k * 3 + 2] += h.sumB[i]
        }
        if let colors = h.exactColors {
            for (c, n) in zip(colors, h.exactCounts) where !exactOverflow { noteExact(c, count: n) }
        } else {
            exactOverflow = true
        }
    }

    /// The histogram so far (buckets in key order, so results are deterministic); resets.
    mutating func take() -> ColorHistogram {
        touched.sort()
        var h = ColorHistogram()
        h.keys.reserveCapacity(touched.count)
        h.counts.reserveCapacity(touched.count)
        for k in touched {
            h.keys.append(k)
            h.counts.append(counts[k])
            h.sumR.append(sums[k * 3])
            h.sumG.append(sums[k * 3 + 1])
            h.sumB.append(sums[k * 3 + 2])
            counts[k] = 0
            sums[k * 3] = 0
            sums[k * 3 + 1] = 0
            sums[k * 3 + 2] = 0
        }
        touched.removeAll(keepingCapacity: true)
        if exactOverflow {
            h.exactColors = nil
        } else {
            let pairs = exactSlots.map { (exact[$0] & 0xFF_FFFF, exactCount[$0]) }.sorted {
                $0.0 < $1.0
            }
            h.exactColors = pairs.map(\.0)
            h.exactCounts = pairs.map(\.1)
        }
        for slot in exactSlots {
            exact[slot] = 0
            exactCount[slot] = 0
        }
        exactSlots.removeAll(keepingCapacity: true)
        exactOverflow = false
        lastColor = 0xFFFF_FFFF
        lastSlot = -1
        return h
    }
}
