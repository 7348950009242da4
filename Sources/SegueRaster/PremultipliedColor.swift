import Foundation
import OpenQuartzCore
import SegueCodecs

/// A colour in premultiplied 8-bit RGBA, the form the compositor blends.
///
/// Each colour channel is at most `a`. Built from straight components with round-half-up
/// quantization, so `CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)` becomes `(128, 0, 0, 128)`.
package struct PremultipliedColor: Sendable, Hashable {
    package var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    /// A colour from already premultiplied channels (each colour channel is clamped to `a`).
    package init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = min(r, a)
        self.g = min(g, a)
        self.b = min(b, a)
        self.a = a
    }

    /// A colour from straight components in 0…1 (clamped).
    package init(red: Double, green: Double, blue: Double, alpha: Double) {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        let alpha = unit(alpha)
        let a = UInt8((alpha * 255).rounded())
        self.init(
            r: UInt8((unit(red) * alpha * 255).rounded()),
            g: UInt8((unit(green) * alpha * 255).rounded()),
            b: UInt8((unit(blue) * alpha * 255).rounded()), a: a)
    }

    /// The premultiplied form of a Core Graphics colour.
    package init(_ color: CGColor) {
        self.init(
            red: Double(color.red), green: Double(color.green), blue: Double(color.blue),
            alpha: Double(color.alpha))
    }

    /// Fully transparent.
    package static let clear = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)

    /// The four bytes as one little-endian word (`r` in the low byte), the layout of `Bitmap.pixels`.
    package var packed: UInt32 { UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24 }
}

/// Exact 8-bit blending arithmetic shared by every painter.
package enum Blend {
    /// `round(x / 255)` for `0 ≤ x ≤ 65535`, exactly.
    @inline(__always)
    package static func div255(_ x: UInt32) -> UInt32 {
        let t = x &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// The weight `k` (0…255) of a coverage run: its coverage byte times the opacity byte over 255.
    @inline(__always)
    package static func weight(coverage: UInt8, opacity8: UInt32) -> UInt32 {
        opacity8 == 255 ? UInt32(coverage) : div255(UInt32(coverage) * opacity8)
    }

    /// Every byte of a packed pixel times `k / 255` (rounded), two channels per lane pair.
    @inline(__always)
    package static func scale(_ pixel: UInt32, _ k: UInt32) -> UInt32 {
        let p = UInt64(pixel)
        // Lanes of 16 bits: r, b, g, a.
        let spread = (p & 0x00FF_00FF) | ((p & 0xFF00_FF00) << 24)
        var lanes = (spread & 0x00FF_00FF_00FF_00FF) &* UInt64(k)
        lanes = lanes &+ 0x0080_0080_0080_0080
        lanes = ((lanes &+ ((lanes >> 8) & 0x00FF_00FF_00FF_00FF)) >> 8) & 0x00FF_00FF_00FF_00FF
        return UInt32(truncatingIfNeeded: lanes) | UInt32(truncatingIfNeeded: lanes >> 24)
    }

    /// Source-over of a premultiplied packed source onto a packed destination:
    /// `d = s + d · (255 − sa) / 255`.
    @inline(__always)
    package static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let inverse = 255 - (source >> 24)
        return source &+ scale(destination, inverse)
    }
}
