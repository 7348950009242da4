import Foundation
import OpenQuartzCore
import SegueCodecs

/// An 8-bit coverage (alpha) buffer: clip masks, shadow shapes, layer masks.
///
/// `width × height` bytes, row-major, top row first; 0 = outside, 255 = fully inside. Pixel
/// `(0, 0)` sits at device position `origin`, so a mask can cover just part of a bitmap; pixels of
/// the device outside the mask count as coverage 0.
package struct CoverageMask: Sendable, Hashable {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// Device position of the mask's pixel `(0, 0)`.
    package var originX: Int, originY: Int
    /// Coverage bytes, `width * height` of them.
    package var bytes: [UInt8]

    /// A mask of the given size filled with `value` (0 by default), placed at `(originX, originY)`.
    package init(width: Int, height: Int, originX: Int = 0, originY: Int = 0, value: UInt8 = 0) {
        precondition(width >= 0 && height >= 0, "CoverageMask size must not be negative")
        self.width = width
        self.height = height
        self.originX = originX
        self.originY = originY
        bytes = [UInt8](repeating: value, count: width * height)
    }

    /// The alpha channel of `bitmap` as coverage, placed with the bitmap's pixel `(0, 0)` at
    /// `(originX, originY)`.
    package init(alphaOf bitmap: Bitmap, originX: Int = 0, originY: Int = 0) {
        self.init(width: bitmap.width, height: bitmap.height, originX: originX, originY: originY)
        bytes.withUnsafeMutableBufferPointer { out in
            bitmap.pixels.withUnsafeBufferPointer { px in
                for i in 0..<out.count { out[i] = px[i &* 4 &+ 3] }
            }
        }
    }

    /// The device rectangle the mask covers.
    package var bounds: PixelRect {
        PixelRect(x: originX, y: originY, width: width, height: height)
    }

    /// The coverage at device pixel `(x, y)`: 0 outside the mask.
    package subscript(x: Int, y: Int) -> UInt8 {
        let mx = x - originX
        let my = y - originY
        guard mx >= 0, my >= 0, mx < width, my < height else { return 0 }
        return bytes[my * width + mx]
    }

    /// Sum of all coverage values divided by 255: the covered area in pixels.
    package var coveredArea: Double {
        var total = 0
        for b in bytes { total += Int(b) }
        return Double(total) / 255
    }
}

/// How coverage is combined with what a mask already holds.
package enum CoverageCombine: Sendable, Hashable {
    /// `m + c − m·c`: the union of shapes, like painting opaque alpha source-over.
    case union
    /// `min(255, m + c)`: saturating add; complementary shapes (sharing edges) sum to exactly 255.
    case add
    /// `m · c`: intersection; pixels the new shape does not touch become 0.
    case intersect
    /// `c`: replace.
    case replace
}

extension CoverageMask {
    /// Rasterizes `contours` (device pixels) into the mask, combining with `mode`.
    ///
    /// - Parameters:
    ///   - opacity: multiplies the new coverage (0…1, default 1).
    ///   - rasterizer: scratch to reuse; a fresh one is made when `nil`.
    package mutating func fill(
        _ contours: [[CGPoint]], fillRule: RasterFillRule = .nonZero, opacity: CGFloat = 1,
        mode: CoverageCombine = .union, using rasterizer: Rasterizer? = nil
    ) {
        let k = UInt32(opacityByte(opacity))
        let r = rasterizer ?? Rasterizer()
        let box = bounds
        let w = width
        let ox = originX
        let oy = originY
        if mode == .intersect {
            // Build the shape in a scratch mask, then multiply everywhere.
            var shape = CoverageMask(
                width: width, height: height, originX: originX, originY: originY)
            shape.fill(contours, fillRule: fillRule, opacity: opacity, mode: .replace, using: r)
            bytes.withUnsafeMutableBufferPointer { dst in
                shape.bytes.withUnsafeBufferPointer { src in
                    for i in 0..<dst.count {
                        dst[i] = UInt8(Blend.div255(UInt32(dst[i]) * UInt32(src[i])))
                    }
                }
            }
            return
        }
        bytes.withUnsafeMutableBufferPointer { dst in
            r.rasterize(contours, fillRule: fillRule, clip: box) { y, spans in
                let rowBase = (y - oy) * w - ox
                for span in spans {
                    let c = Blend.div255(UInt32(span.coverage) * k)
                    CoverageMask.combine(dst, from: rowBase + span.x, count: span.length, c, mode)
                }
            }
        }
    }

    @inline(__always)
    package static func combine(
        _ dst: UnsafeMutableBufferPointer<UInt8>, from start: Int, count: Int, _ c: UInt32,
        _ mode: CoverageCombine
    ) {
        switch mode {
        case .union:
            let inverse = 255 - c
            for i in start..<start + count {
                dst[i] = UInt8(c + Blend.div255(UInt32(dst[i]) * inverse))
            }
        case .add:
            for i in start..<start + count { dst[i] = UInt8(min(255, UInt32(dst[i]) + c)) }
        case .replace:
            for i in start..<start + count { dst[i] = UInt8(c) }
        case .intersect:
            for i in start..<start + count { dst[i] = UInt8(Blend.div255(UInt32(dst[i]) * c)) }
        }
    }
}

/// Global opacity 0…1 as a byte (round half up, clamped; NaN is 0).
@inline(__always)
package func opacityByte(_ opacity: CGFloat) -> UInt8 {
    let o = Double(opacity)
    guard o.isFinite else { return o == .infinity ? 255 : 0 }
    return UInt8((min(max(o, 0), 1) * 255).rounded())
}
