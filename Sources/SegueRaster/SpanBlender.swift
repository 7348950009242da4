import Foundation
import OpenQuartzCore
import SegueCodecs

/// Source-over blending of coverage runs into premultiplied RGBA rows.
///
/// Every function works on raw bytes (4 per pixel, `r g b a`) with no allocation. The effective
/// source of a pixel is `paint · k / 255` where `k` folds coverage, opacity and clip together,
/// each step rounded with ``Blend/div255(_:)``; then `d = s + d · (255 − sa) / 255`.
package enum SpanBlender {
    /// `⌊x · 257 / 65536⌋` of each lane: with `x = p + 128` for a product `p ≤ 255 · 255`, the
    /// rounded `p / 255`, the same value as `(x + (x >> 8)) >> 8` (``Blend/div255(_:)``) in a single
    /// high-half multiply (`pmulhuw` on x86, `umull` + narrow on ARM).
    @inline(__always)
    package static func divide255(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
        SIMD8<UInt16>(truncatingIfNeeded: (SIMD8<UInt32>(truncatingIfNeeded: x) &* 257) &>> 16)
    }

    /// The same value as ``divide255(_:)`` (`⌊x · 257 / 65536⌋ = (x + (x >> 8)) >> 8` for
    /// `x ≤ 65,280`) in shifts and adds, without the widening conversion the compiler may call
    /// out of line in a large function: for branches off the hot path.
    @inline(__always)
    package static func divide255Shifting(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
        (x &+ (x &>> 8)) &>> 8
    }

    /// Whether two groups of four pixels hold the same bytes (one vector compare and mask).
    @inline(__always)
    package static func same(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>) -> Bool {
        all(unsafeBitCast(a, to: SIMD4<UInt32>.self) .== unsafeBitCast(b, to: SIMD4<UInt32>.self))
    }

    /// Writes one packed colour into `count` pixels (source copy), sixteen pixels per step.
    @inline(__always)
    package static func store(_ row: UnsafeMutableRawPointer, count: Int, source: UInt32) {
        let pattern = SIMD4<UInt32>(repeating: source)
        var i = 0
        while i &+ 16 <= count {
            row.storeBytes(of: pattern, toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
            row.storeBytes(of: pattern, toByteOffset: i &* 4 &+ 16, as: SIMD4<UInt32>.self)
            row.storeBytes(of: pattern, toByteOffset: i &* 4 &+ 32, as: SIMD4<UInt32>.self)
            row.storeBytes(of: pattern, toByteOffset: i &* 4 &+ 48, as: SIMD4<UInt32>.self)
            i &+= 16
        }
        while i &+ 4 <= count {
            row.storeBytes(of: pattern, toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
            i &+= 4
        }
        while i < count {
            row.storeBytes(of: source, toByteOffset: i &* 4, as: UInt32.self)
            i &+= 1
        }
    }

    /// Blends one solid packed colour (already scaled by its run's `k`) over `count` pixels,
    /// four pixels per SIMD step.
    ///
    /// The result of four pixels depends only on their bytes, so four destination pixels equal to
    /// the previous four (a flat area) take the previous result without blending again.
    @inline(__always)
    package static func blendSolid(_ row: UnsafeMutableRawPointer, count: Int, source: UInt32) {
        let alpha = source >> 24
        if alpha == 255 {
            store(row, count: count, source: source)
            return
        }
        if source == 0 { return }
        let pattern = SIMD4<UInt32>(repeating: source)
        var i = 0
        // Each 16-bit lane holds two channels: even bytes in `low`, odd bytes in `high`.
        let inverse = SIMD8<UInt16>(repeating: UInt16(255 - alpha))
        let byteMask = SIMD8<UInt16>(repeating: 0x00FF)
        let bias = SIMD8<UInt16>(repeating: 128)
        let source8 = unsafeBitCast(pattern, to: SIMD8<UInt16>.self)
        // Transparent destination pixels give the source.
        var lastD = SIMD8<UInt16>(repeating: 0)
        var lastResult = source8
        @inline(__always) func blend4(_ offset: Int) {
            let d = row.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self)
            if !same(d, lastD) {
                let low = (d & byteMask) &* inverse &+ bias
                let high = (d &>> 8) &* inverse &+ bias
                lastD = d
                lastResult = (divide255(low) | (divide255(high) &<< 8)) &+ source8
            }
            row.storeBytes(of: lastResult, toByteOffset: offset, as: SIMD8<UInt16>.self)
        }
        while i &+ 8 <= count {
            blend4(i &* 4)
            blend4(i &* 4 &+ 16)
            i &+= 8
        }
        while i &+ 4 <= count {
            blend4(i &* 4)
            i &+= 4
        }
        while i < count {
            let d = row.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
            row.storeBytes(of: Blend.over(source, d), toByteOffset: i &* 4, as: UInt32.self)
            i &+= 1
        }
    }

    /// Blends `colors` (premultiplied, one per pixel) scaled by one `k` over `count` pixels.
    @inline(__always)
    package static func blendShaded(
        _ row: UnsafeMutableRawPointer, count: Int, colors: UnsafePointer<UInt32>, k: UInt32
    ) {
        if k == 0 { return }
        for i in 0..<count {
            var s = colors[i]
            if k != 255 { s = Blend.scale(s, k) }
            let sa = s >> 24
            if sa == 255 {
                row.storeBytes(of: s, toByteOffset: i &* 4, as: UInt32.self)
                continue
            }
            if s == 0 { continue }
            let d = row.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
            row.storeBytes(of: Blend.over(s, d), toByteOffset: i &* 4, as: UInt32.self)
        }
    }

    /// Blends `colors` with a per-pixel `ks` over `count` pixels.
    @inline(__always)
    package static func blendShaded(
        _ row: UnsafeMutableRawPointer, count: Int, colors: UnsafePointer<UInt32>,
        ks: UnsafePointer<UInt8>
    ) {
        for i in 0..<count {
            let k = UInt32(ks[i])
            if k == 0 { continue }
            let s = k == 255 ? colors[i] : Blend.scale(colors[i], k)
            if s >> 24 == 255 {
                row.storeBytes(of: s, toByteOffset: i &* 4, as: UInt32.self)
                continue
            }
            if s == 0 { continue }
            let d = row.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
            row.storeBytes(of: Blend.over(s, d), toByteOffset: i &* 4, as: UInt32.self)
        }
    }
}

extension SpanBlender {
    /// Blends `count` premultiplied source pixels, each scaled by one `k`, over `count` destination
    /// pixels, four per SIMD step; runs of four transparent source pixels are skipped. The same
    /// bytes as ``blendShaded(_:count:colors:k:)``.
    ///
    /// Four source pixels equal to the previous four reuse their scaled values, and when the four
    /// destination pixels are also equal to the previous four, the previous result.
    ///
    /// Not inlined into its callers: on its own the compiler keeps every blend step in line.
    @inline(never)
    package static func blendImage(
        _ row: UnsafeMutableRawPointer, source: UnsafeRawPointer, count: Int, k: UInt32
    ) {
        if k == 0 { return }
        let byteMask = SIMD8<UInt16>(repeating: 0x00FF)
        let bias = SIMD8<UInt16>(repeating: 128)
        let kv = SIMD8<UInt16>(repeating: UInt16(k))
        let opaque = SIMD4<UInt32>(repeating: 255)
        let spread = SIMD4<UInt32>(repeating: 0x0001_0001)
        // The last four source pixels, scaled, with 255 − alpha of each pixel in both 16-bit
        // lanes; the last four destination pixels blended with them, and the result. Transparent
        // source pixels scale to themselves and leave the destination as it is.
        let zero = SIMD8<UInt16>(repeating: 0)
        var lastSource = zero
        var scaled = zero
        var inverse = SIMD8<UInt16>(repeating: 255)
        var lastD = zero
        var lastResult = zero
        var i = 0
        while i &+ 4 <= count {
            let s = source.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt16>.self)
            if same(s, zero) {
                i &+= 4
                continue
            }
            let d = row.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt16>.self)
            if !same(s, lastSource) {
                lastSource = s
                scaled = s
                if k != 255 {
                    let low = (s & byteMask) &* kv &+ bias
                    let high = (s &>> 8) &* kv &+ bias
                    scaled = divide255Shifting(low) | (divide255Shifting(high) &<< 8)
                }
                let alpha = unsafeBitCast(scaled, to: SIMD4<UInt32>.self) &>> 24
                inverse = unsafeBitCast((opaque &- alpha) &* spread, to: SIMD8<UInt16>.self)
            } else if same(d, lastD) {
                row.storeBytes(of: lastResult, toByteOffset: i &* 4, as: SIMD8<UInt16>.self)
                i &+= 4
                continue
            }
            let low = (d & byteMask) &* inverse &+ bias
            let high = (d &>> 8) &* inverse &+ bias
            lastD = d
            lastResult = (divide255(low) | (divide255(high) &<< 8)) &+ scaled
            row.storeBytes(of: lastResult, toByteOffset: i &* 4, as: SIMD8<UInt16>.self)
            i &+= 4
        }
        while i < count {
            var s = source.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
            if k != 255 { s = Blend.scale(s, k) }
            if s != 0 {
                let d = row.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
                row.storeBytes(of: Blend.over(s, d), toByteOffset: i &* 4, as: UInt32.self)
            }
            i &+= 1
        }
    }

    /// Blends `count` premultiplied source pixels, each scaled by its own `ks[i]`, over `count`
    /// destination pixels.
    @inline(__always)
    package static func blendImage(
        _ row: UnsafeMutableRawPointer, source: UnsafeRawPointer, count: Int,
        ks: UnsafePointer<UInt8>
    ) {
        for i in 0..<count {
            let k = UInt32(ks[i])
            if k == 0 { continue }
            var s = source.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
            if k != 255 { s = Blend.scale(s, k) }
            if s == 0 { continue }
            if s >> 24 == 255 {
                row.storeBytes(of: s, toByteOffset: i &* 4, as: UInt32.self)
                continue
            }
            let d = row.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
            row.storeBytes(of: Blend.over(s, d), toByteOffset: i &* 4, as: UInt32.self)
        }
    }
}
