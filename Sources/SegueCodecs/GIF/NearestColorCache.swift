/// Maps exact 24-bit colours to the index of the nearest palette entry (squared RGB distance),
/// remembering answers in a 65 536-slot direct-mapped cache keyed by the whole colour, so a frame
/// with few distinct colours costs one palette search per colour, not per pixel.
///
/// Only exact answers are cached, so a cache's history never changes a result: one cache can be
/// reused for another palette (`reset(palette:)`, which bumps a generation stamp instead of
/// clearing the slots) and any worker's cache gives the same indices.
struct NearestColorCache {
    private(set) var palette: [UInt32]
    /// The palette's channels, padded with far-away entries to a multiple of 8 for the SIMD search.
    private var r: [SIMD8<Int32>] = [], g: [SIMD8<Int32>] = [], b: [SIMD8<Int32>] = []
    /// Slot keys: the colour in the low 24 bits, the generation (1…255) in the high 8.
    private var keys = [UInt32](repeating: 0, count: 1 << 16)
    private var values = [UInt8](repeating: 0, count: 1 << 16)
    private var generation: UInt32 = 0

    init(palette: [UInt32]) {
        self.palette = []
        reset(palette: palette)
    }

    /// Forgets every cached answer and uses `palette` from now on.
    mutating func reset(palette: [UInt32]) {
        precondition(!palette.isEmpty && palette.count <= 256, "palette must have 1…256 colours")
        self.palette = palette
        let groups = (palette.count + 7) / 8
        // Padding entries sit at −1024 on every channel: farther than any real colour can be.
        r = Array(repeating: SIMD8(repeating: -1024), count: groups)
        g = r
        b = r
        for (k, c) in palette.enumerated() {
            r[k / 8][k % 8] = Int32(c >> 16)
            g[k / 8][k % 8] = Int32((c >> 8) & 0xFF)
            b[k / 8][k % 8] = Int32(c & 0xFF)
        }
        generation += 1
        if generation > 255 {  // stamps would wrap into the colour bits: wipe once
            for i in keys.indices { keys[i] = 0 }
            generation = 1
        }
    }

    /// The palette index nearest to `rgb` (0xRRGGBB); ties go to the lower index.
    @inline(__always)
    mutating func index(of rgb: UInt32) -> UInt8 {
        let slot = Int((rgb &* 0x9E37_79B1) >> 16)
        let key = rgb | generation << 24
        if keys[slot] == key { return values[slot] }
        let found = search(rgb)
        keys[slot] = key
        values[slot] = found
        return found
    }

    /// Exhaustive search, eight entries at a time: each lane keeps its smallest distance and the
    /// first index reaching it (entries are visited in increasing index), then the lanes are
    /// reduced to the smallest distance and, among equals, the lowest index.
    private func search(_ rgb: UInt32) -> UInt8 {
        let cr = SIMD8<Int32>(repeating: Int32(rgb >> 16))
        let cg = SIMD8<Int32>(repeating: Int32((rgb >> 8) & 0xFF))
        let cb = SIMD8<Int32>(repeating: Int32(rgb & 0xFF))
        var bestD = SIMD8<Int32>(repeating: .max)
        var bestK = SIMD8<Int32>(repeating: 0)
        var k = SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7)
        for group in 0..<r.count {
            let dr = r[group] &- cr
            let dg = g[group] &- cg
            let db = b[group] &- cb
            let d = dr &* dr &+ dg &* dg &+ db &* db
            let better = d .< bestD
            bestD.replace(with: d, where: better)
            bestK.replace(with: k, where: better)
            k &+= 8
        }
        var best = bestK[0]
        var bestDistance = bestD[0]
        for lane in 1..<8
        where bestD[lane] < bestDistance || (bestD[lane] == bestDistance && bestK[lane] < best) {
            best = bestK[lane]
            bestDistance = bestD[lane]
        }
        return UInt8(best)
    }
}
