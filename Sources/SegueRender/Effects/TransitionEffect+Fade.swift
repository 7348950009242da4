import Foundation
import OpenUIKit
import SegueRaster

extension TransitionEffect {
    /// Core Animation's `fade` (UIKit's `.transitionCrossDissolve`): every pixel is the linear mix
    /// `before · (1 − p) + after · p` of the two premultiplied images, rounded to the nearest byte.
    ///
    /// The mix is exact: at p = 0 the result is `before` and at p = 1 it is `after`, bit for bit.
    /// Both images are already clipped as the layer is, so no further clip applies.
    @MainActor
    func drawFade(
        before: Bitmap, after: Bitmap, into bitmap: inout Bitmap, compositor c: LayerCompositor
    ) {
        let mixed = Self.crossDissolve(before, after, clampedProgress)
        drawSource(mixed, into: &bitmap, compositor: c)
    }

    /// The per-channel mix `round(a · (1 − p) + b · p)` of two same-sized premultiplied bitmaps.
    ///
    /// The weight is quantized to 1/65536, so the result is the exactly rounded mix for every
    /// weight that is a multiple of 1/65536 (every frame of a 60 fps animation of reasonable length
    /// is within half a step of one).
    static func crossDissolve(_ a: Bitmap, _ b: Bitmap, _ p: Double) -> Bitmap {
        precondition(
            a.width == b.width && a.height == b.height,
            "Cross-dissolve needs two bitmaps of one size")
        let k = UInt32((min(max(p, 0), 1) * 65536).rounded())
        if k == 0 { return a }
        if k == 65536 { return b }
        var out = a
        out.pixels.withUnsafeMutableBufferPointer { m in
            b.pixels.withUnsafeBufferPointer { s in
                for i in 0..<m.count {
                    let v = UInt64(m[i]) * UInt64(65536 - k) + UInt64(s[i]) * UInt64(k)
                    m[i] = UInt8((v + 32768) >> 16)
                }
            }
        }
        return out
    }
}
