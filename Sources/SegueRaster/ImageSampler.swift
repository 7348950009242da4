import Foundation
import OpenQuartzCore
import SegueCodecs

/// Bilinear sampling of a premultiplied bitmap through an inverse mapping.
///
/// Pixel centres are at half-integers: device pixel `(x, y)` is sampled at the source position
/// `mapping(x + 0.5, y + 0.5)`, and source pixel `(i, j)` has its centre at `(i + 0.5, j + 0.5)`.
/// So the identity mapping reproduces the source exactly. Outside the source the edge pixels
/// extend (clamp to edge): the destination polygon's coverage, not the sampler, gives the
/// anti-aliased border. Weights are quantized to 1/256; each of the two interpolation steps rounds.
package struct ImageSampler {
    package let source: UnsafeRawPointer?
    package let width: Int, height: Int
    package let mapping: ProjectiveTransform

    package init(source: UnsafeRawPointer?, width: Int, height: Int, mapping: ProjectiveTransform) {
        self.source = source
        self.width = width
        self.height = height
        self.mapping = mapping
    }

    /// `(p·(256 − f) + q·f) / 256`, rounded, on every byte of two packed pixels.
    @inline(__always)
    package static func lerp(_ p: UInt32, _ q: UInt32, _ f: UInt64) -> UInt32 {
        if f == 0 { return p }
        func spread(_ v: UInt32) -> UInt64 {
            let w = UInt64(v)
            return (w & 0x00FF_00FF) | ((w & 0xFF00_FF00) << 24)
        }
        let lanes = (spread(p) &* (256 - f) &+ spread(q) &* f &+ 0x0080_0080_0080_0080) >> 8
        let m = lanes & 0x00FF_00FF_00FF_00FF
        return UInt32(truncatingIfNeeded: m) | UInt32(truncatingIfNeeded: m >> 24)
    }

    @inline(__always)
    package func pixel(_ x: Int, _ y: Int) -> UInt32 {
        source.unsafelyUnwrapped.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self)
    }

    /// The filtered colour at source position `(u, v)` (pixel-centre convention).
    @inline(__always)
    package func sample(_ u: Double, _ v: Double) -> UInt32 {
        guard u.isFinite, v.isFinite else { return 0 }
        let su = min(max(u - 0.5, -1), Double(width))
        let sv = min(max(v - 0.5, -1), Double(height))
        var x0 = Int(su.rounded(.down))
        var y0 = Int(sv.rounded(.down))
        var fx = Int(((su - Double(x0)) * 256).rounded())
        var fy = Int(((sv - Double(y0)) * 256).rounded())
        if fx == 256 {
            x0 += 1
            fx = 0
        }
        if fy == 256 {
            y0 += 1
            fy = 0
        }
        let xa = min(max(x0, 0), width - 1)
        let xb = min(max(x0 + 1, 0), width - 1)
        let ya = min(max(y0, 0), height - 1)
        let yb = min(max(y0 + 1, 0), height - 1)
        let top = ImageSampler.lerp(pixel(xa, ya), pixel(xb, ya), UInt64(fx))
        if fy == 0 { return top }
        let bottom = ImageSampler.lerp(pixel(xa, yb), pixel(xb, yb), UInt64(fx))
        return ImageSampler.lerp(top, bottom, UInt64(fy))
    }

    /// Writes the colours of device pixels `x ..< x + count` on row `y` to `out`.
    ///
    /// Pure translations (the usual case: an image or a layer's cached contents drawn at some
    /// offset) take ``shadeTranslated(y:x:count:into:)``, axis-aligned scales
    /// ``shadeScaled(y:x:count:into:)``, other affine mappings ``shadeAffine(y:x:count:into:)``.
    /// The translation and affine paths give the bytes of ``sample(_:_:)`` at every pixel except
    /// where a weight lands exactly halfway between two 1/256 steps (then they may differ by one
    /// step); the scaled path interpolates vertically first, so its rounding may differ from the
    /// reference by up to two steps per channel.
    package func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        guard width > 0, height > 0, source != nil else {
            out.initialize(repeating: 0, count: count)
            return
        }
        let m = mapping
        if m.isAffine {
            let reach = 1e9
            guard abs(m.c) < reach, abs(m.f) < reach, abs(Double(x)) < reach, abs(Double(y)) < reach
            else {
                return shadeEach(y: y, x: x, count: count, into: out)
            }
            if m.b == 0 && m.d == 0 {
                if m.a == 1 && m.e == 1 {
                    return shadeTranslated(y: y, x: x, count: count, into: out)
                }
                return shadeScaled(y: y, x: x, count: count, into: out)
            }
            return shadeAffine(y: y, x: x, count: count, into: out)
        }
        shadeEach(y: y, x: x, count: count, into: out)
    }

    /// The reference path: ``sample(_:_:)`` at every pixel.
    package func shadeEach(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let py = Double(y) + 0.5
        let m = mapping
        if m.isAffine {
            for k in 0..<count {
                let px = Double(x + k) + 0.5
                out[k] = sample(m.a * px + m.b * py + m.c, m.d * px + m.e * py + m.f)
            }
        } else {
            for k in 0..<count {
                if let p = m.apply(Double(x + k) + 0.5, py) {
                    out[k] = sample(p.x, p.y)
                } else {
                    out[k] = 0
                }
            }
        }
    }

    /// 1 in the 32.32 fixed point the scaled and affine paths step in (2³²).
    package static let fixedOne = 4_294_967_296.0
    /// Half of 1/256 px in that fixed point: added before dropping 24 bits rounds to 1/256 px.
    package static let fixedHalfStep: Int64 = 1 << 23
    /// The largest source position (in px) the fixed-point paths take before falling back.
    package static let fixedLimit = Double(1 << 30)

    /// `floor(v · 256 + 0.5)` for |v| below about 2^44: position in 1/256 pixel, rounded half up.
    @inline(__always)
    package static func fixed8(_ v: Double) -> Int {
        let t = v * 256 + 0.5
        let i = Int(t)  // truncates toward zero
        return Double(i) > t ? i - 1 : i
    }

    /// The row's vertical filter: the two source rows and the weight of the lower one.
    @inline(__always)
    package func rows(_ v: Double) -> (UnsafeRawPointer, UnsafeRawPointer, UInt64) {
        let s = ImageSampler.fixed8(v - 0.5)
        let y0 = s >> 8
        let fy = s & 255
        let ya = min(max(y0, 0), height - 1)
        let yb = min(max(y0 + 1, 0), height - 1)
        let base = source.unsafelyUnwrapped
        return (base + ya * width * 4, base + yb * width * 4, UInt64(fy))
    }

    /// A translation: the horizontal weight and the vertical filter are the same for the whole
    /// run, so each pixel is two (or, on whole-pixel offsets, no) interpolations, and runs that
    /// land on whole pixels inside the image are copied.
    package func shadeTranslated(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>)
    {
        let m = mapping
        let (top, bottom, fy) = rows(Double(y) + 0.5 + m.f)
        let s = ImageSampler.fixed8(Double(x) + m.c)  // u − 0.5 at the first pixel, in 1/256
        let dx = (s >> 8) - x
        let fx = UInt64(s & 255)
        let last = width - 1
        @inline(__always) func load(_ row: UnsafeRawPointer, _ i: Int) -> UInt32 {
            row.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
        }
        var k = 0
        if fx == 0 {
            while k < count {
                let i = x + k + dx
                if i >= 0 && i <= last {
                    // Whole pixels inside the image: copy (or blend two rows) up to the edge.
                    let n = min(count - k, last - i + 1)
                    if fy == 0 {
                        (out + k).update(
                            from: top.advanced(by: i * 4).assumingMemoryBound(to: UInt32.self),
                            count: n)
                    } else {
                        for j in 0..<n {
                            out[k + j] = ImageSampler.lerp(
                                load(top, i + j), load(bottom, i + j), fy)
                        }
                    }
                    k += n
                    continue
                }
                let c = min(max(i, 0), last)
                out[k] = ImageSampler.lerp(load(top, c), load(bottom, c), fy)
                k += 1
            }
            return
        }
        while k < count {
            let i = x + k + dx
            let xa = min(max(i, 0), last)
            let xb = min(max(i + 1, 0), last)
            let t = ImageSampler.lerp(load(top, xa), load(top, xb), fx)
            out[k] =
                fy == 0
                ? t
                : ImageSampler.lerp(
                    t, ImageSampler.lerp(load(bottom, xa), load(bottom, xb), fx), fy)
            k += 1
        }
    }

    /// An axis-aligned scale (plus translation): the row's vertical filter is fixed, so each source
    /// column is blended vertically once and shared by the device pixels that fall between it and
    /// the next (an enlarged image reuses it for several pixels); then one horizontal blend per
    /// pixel. Falls back to the reference path beyond ±2³⁰ px.
    package func shadeScaled(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let m = mapping
        let px = Double(x) + 0.5
        let u0 = m.a * px + m.c - 0.5
        let u1 = u0 + m.a * Double(count)
        let v = m.e * (Double(y) + 0.5) + m.f
        let limit = ImageSampler.fixedLimit
        guard abs(u0) < limit, abs(u1) < limit, abs(v) < limit else {
            return shadeEach(y: y, x: x, count: count, into: out)
        }
        let (top, bottom, fy) = rows(v)
        let one = ImageSampler.fixedOne
        let half = ImageSampler.fixedHalfStep
        var u = Int64((u0 * one).rounded())
        let du = Int64((m.a * one).rounded())
        let last = width - 1
        @inline(__always) func column(_ i: Int) -> UInt32 {
            let c = min(max(i, 0), last) * 4
            let t = top.loadUnaligned(fromByteOffset: c, as: UInt32.self)
            return fy == 0
                ? t
                : ImageSampler.lerp(t, bottom.loadUnaligned(fromByteOffset: c, as: UInt32.self), fy)
        }
        var held = Int.min
        var a: UInt32 = 0
        var b: UInt32 = 0
        for k in 0..<count {
            let su = Int((u &+ half) >> 24)
            u &+= du
            let x0 = su >> 8
            let fx = UInt64(su & 255)
            if x0 != held {
                a = x0 == held &+ 1 ? b : column(x0)
                b = column(x0 + 1)
                held = x0
            }
            out[k] = ImageSampler.lerp(a, b, fx)
        }
    }

    /// Any other affine mapping (scales, rotations, shears): the source position steps along the
    /// row in 32.32 fixed point (exact to about 2⁻³² px per step), rounded to 1/256 px per pixel.
    /// Falls back to the reference path when a position along the run is beyond ±2³⁰ px.
    package func shadeAffine(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let m = mapping
        let py = Double(y) + 0.5
        let px = Double(x) + 0.5
        let u0 = m.a * px + m.b * py + m.c - 0.5
        let v0 = m.d * px + m.e * py + m.f - 0.5
        let u1 = u0 + m.a * Double(count)
        let v1 = v0 + m.d * Double(count)
        let limit = ImageSampler.fixedLimit
        guard abs(u0) < limit, abs(v0) < limit, abs(u1) < limit, abs(v1) < limit else {
            return shadeEach(y: y, x: x, count: count, into: out)
        }
        let one = ImageSampler.fixedOne
        let half = ImageSampler.fixedHalfStep
        var u = Int64((u0 * one).rounded())
        var v = Int64((v0 * one).rounded())
        let du = Int64((m.a * one).rounded())
        let dv = Int64((m.d * one).rounded())
        let lastX = width - 1
        let lastY = height - 1
        let base = source.unsafelyUnwrapped
        let rowBytes = width * 4
        for k in 0..<count {
            let su = Int((u &+ half) >> 24)
            let sv = Int((v &+ half) >> 24)
            u &+= du
            v &+= dv
            let x0 = su >> 8
            let y0 = sv >> 8
            let fx = UInt64(su & 255)
            let fy = UInt64(sv & 255)
            let xa = min(max(x0, 0), lastX) * 4
            let xb = min(max(x0 + 1, 0), lastX) * 4
            let top = base + min(max(y0, 0), lastY) * rowBytes
            let t = ImageSampler.lerp(
                top.loadUnaligned(fromByteOffset: xa, as: UInt32.self),
                top.loadUnaligned(fromByteOffset: xb, as: UInt32.self), fx)
            if fy == 0 {
                out[k] = t
                continue
            }
            let bottom = base + min(max(y0 + 1, 0), lastY) * rowBytes
            let b = ImageSampler.lerp(
                bottom.loadUnaligned(fromByteOffset: xa, as: UInt32.self),
                bottom.loadUnaligned(fromByteOffset: xb, as: UInt32.self), fx)
            out[k] = ImageSampler.lerp(t, b, fy)
        }
    }
}
