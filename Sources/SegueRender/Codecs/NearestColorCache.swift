/// Maps exact 24-bit colours to the index of the nearest palette entry (squared RGB distance),
/// remembering answers in a 65 536-slot direct-mapped cache keyed by the whole colour, so a frame
/// with few distinct colours costs one palette search per colour, not per pixel.
struct NearestColorCache {
    private(set) var palette: [UInt32]
    private var r: [Int32], g: [Int32], b: [Int32]
    private var keys = [UInt32](repeating: 0, count: 1 << 16)
    private var values = [UInt8](repeating: 0, count: 1 << 16)

    init(palette: [UInt32]) {
        precondition(!palette.isEmpty && palette.count <= 256, "palette must have 1…256 colours")
        self.palette = palette
        r = palette.map { Int32($0 >> 16) }
        g = palette.map { Int32(($0 >> 8) & 0xFF) }
        b = palette.map { Int32($0 & 0xFF) }
    }

    /// The palette index nearest to `rgb` (0xRRGGBB); ties go to the lower index.
    @inline(__always)
    mutating func index(of rgb: UInt32) -> UInt8 {
        let slot = Int((rgb &* 0x9E37_79B1) >> 16)
        let key = rgb | 0x0100_0000
        if keys[slot] == key { return values[slot] }
        let found = search(rgb)
        keys[slot] = key; values[slot] = found
        return found
    }

    private func search(_ rgb: UInt32) -> UInt8 {
        let cr = Int32(rgb >> 16), cg = Int32((rgb >> 8) & 0xFF), cb = Int32(rgb & 0xFF)
        var best = 0, bestD = Int32.max
        r.withUnsafeBufferPointer { r in
            g.withUnsafeBufferPointer { g in
                b.withUnsafeBufferPointer { b in
                    for k in 0..<r.count {
                        let dr = r[k] - cr, dg = g[k] - cg, db = b[k] - cb
                        let d = dr * dr + dg * dg + db * db
                        if d < bestD { bestD = d; best = k }
                    }
                }
            }
        }
        return UInt8(best)
    }
}
