import Foundation

/// Bilinear sampling of a premultiplied bitmap through an inverse mapping.
///
/// Pixel centres are at half-integers: device pixel `(x, y)` is sampled at the source position
/// `mapping(x + 0.5, y + 0.5)`, and source pixel `(i, j)` has its centre at `(i + 0.5, j + 0.5)`.
/// So the identity mapping reproduces the source exactly. Outside the source the edge pixels
/// extend (clamp to edge): the destination polygon's coverage, not the sampler, gives the
/// anti-aliased border. Weights are quantized to 1/256; each of the two interpolation steps rounds.
struct ImageSampler {
    let source: UnsafeRawPointer?
    let width: Int, height: Int
    let mapping: ProjectiveTransform

    /// `(p·(256 − f) + q·f) / 256`, rounded, on every byte of two packed pixels.
    @inline(__always)
    static func lerp(_ p: UInt32, _ q: UInt32, _ f: UInt64) -> UInt32 {
        if f == 0 { return p }
        func spread(_ v: UInt32) -> UInt64 { let w = UInt64(v); return (w & 0x00FF_00FF) | ((w & 0xFF00_FF00) << 24) }
        let lanes = (spread(p) &* (256 - f) &+ spread(q) &* f &+ 0x0080_0080_0080_0080) >> 8
        let m = lanes & 0x00FF_00FF_00FF_00FF
        return UInt32(truncatingIfNeeded: m) | UInt32(truncatingIfNeeded: m >> 24)
    }

    @inline(__always)
    func pixel(_ x: Int, _ y: Int) -> UInt32 {
        source.unsafelyUnwrapped.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self)
    }

    /// The filtered colour at source position `(u, v)` (pixel-centre convention).
    @inline(__always)
    func sample(_ u: Double, _ v: Double) -> UInt32 {
        guard u.isFinite, v.isFinite else { return 0 }
        let su = min(max(u - 0.5, -1), Double(width)), sv = min(max(v - 0.5, -1), Double(height))
        var x0 = Int(su.rounded(.down)), y0 = Int(sv.rounded(.down))
        var fx = Int(((su - Double(x0)) * 256).rounded()), fy = Int(((sv - Double(y0)) * 256).rounded())
        if fx == 256 { x0 += 1; fx = 0 }
        if fy == 256 { y0 += 1; fy = 0 }
        let xa = min(max(x0, 0), width - 1), xb = min(max(x0 + 1, 0), width - 1)
        let ya = min(max(y0, 0), height - 1), yb = min(max(y0 + 1, 0), height - 1)
        let top = ImageSampler.lerp(pixel(xa, ya), pixel(xb, ya), UInt64(fx))
        if fy == 0 { return top }
        let bottom = ImageSampler.lerp(pixel(xa, yb), pixel(xb, yb), UInt64(fx))
        return ImageSampler.lerp(top, bottom, UInt64(fy))
    }

    /// Writes the colours of device pixels `x ..< x + count` on row `y` to `out`.
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        guard width > 0, height > 0, source != nil else { out.initialize(repeating: 0, count: count); return }
        let py = Double(y) + 0.5
        let m = mapping
        if m.isAffine {
            for k in 0 ..< count {
                let px = Double(x + k) + 0.5
                out[k] = sample(m.a * px + m.b * py + m.c, m.d * px + m.e * py + m.f)
            }
        } else {
            for k in 0 ..< count {
                if let p = m.apply(Double(x + k) + 0.5, py) { out[k] = sample(p.x, p.y) } else { out[k] = 0 }
            }
        }
    }
}
