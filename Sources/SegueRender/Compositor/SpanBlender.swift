import Foundation

/// Source-over blending of coverage runs into premultiplied RGBA rows.
///
/// Every function works on raw bytes (4 per pixel, `r g b a`) with no allocation. The effective
/// source of a pixel is `paint · k / 255` where `k` folds coverage, opacity and clip together,
/// each step rounded with ``Blend/div255(_:)``; then `d = s + d · (255 − sa) / 255`.
enum SpanBlender {
    /// Blends one solid packed colour (already scaled by its run's `k`) over `count` pixels.
    @inline(__always)
    static func blendSolid(_ row: UnsafeMutableRawPointer, count: Int, source: UInt32) {
        let alpha = source >> 24
        if alpha == 255 {
            let source2 = UInt64(source) | UInt64(source) << 32
            var i = 0
            while i + 1 < count { row.storeBytes(of: source2, toByteOffset: i * 4, as: UInt64.self); i += 2 }
            if i < count { row.storeBytes(of: source, toByteOffset: i * 4, as: UInt32.self) }
            return
        }
        if source == 0 { return }
        let inverse = UInt64(255 - alpha)
        let source2 = UInt64(source) | UInt64(source) << 32
        var i = 0
        while i + 1 < count {
            let d = row.loadUnaligned(fromByteOffset: i * 4, as: UInt64.self)
            row.storeBytes(of: source2 &+ Blend.scale2(d, inverse), toByteOffset: i * 4, as: UInt64.self)
            i += 2
        }
        if i < count {
            let d = row.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
            row.storeBytes(of: Blend.over(source, d), toByteOffset: i * 4, as: UInt32.self)
        }
    }

    /// Blends `colors` (premultiplied, one per pixel) scaled by one `k` over `count` pixels.
    @inline(__always)
    static func blendShaded(_ row: UnsafeMutableRawPointer, count: Int, colors: UnsafePointer<UInt32>, k: UInt32) {
        if k == 0 { return }
        for i in 0 ..< count {
            var s = colors[i]
            if k != 255 { s = Blend.scale(s, k) }
            let sa = s >> 24
            if sa == 255 { row.storeBytes(of: s, toByteOffset: i * 4, as: UInt32.self); continue }
            if s == 0 { continue }
            let d = row.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
            row.storeBytes(of: Blend.over(s, d), toByteOffset: i * 4, as: UInt32.self)
        }
    }

    /// Blends `colors` with a per-pixel `ks` over `count` pixels.
    @inline(__always)
    static func blendShaded(_ row: UnsafeMutableRawPointer, count: Int, colors: UnsafePointer<UInt32>,
                            ks: UnsafePointer<UInt8>) {
        for i in 0 ..< count {
            let k = UInt32(ks[i])
            if k == 0 { continue }
            let s = k == 255 ? colors[i] : Blend.scale(colors[i], k)
            if s >> 24 == 255 { row.storeBytes(of: s, toByteOffset: i * 4, as: UInt32.self); continue }
            if s == 0 { continue }
            let d = row.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
            row.storeBytes(of: Blend.over(s, d), toByteOffset: i * 4, as: UInt32.self)
        }
    }
}
