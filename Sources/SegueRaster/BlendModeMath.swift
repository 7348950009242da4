import Foundation
import OpenQuartzCore
import SegueCodecs

/// The blend modes of `CGBlendMode` on premultiplied colours in 0…1 (`r g b a`).
///
/// Separable and non-separable modes follow the W3C Compositing and Blending formulas (the PDF
/// blend modes Core Graphics documents): with `Cs`, `Cb` the straight colours,
/// `co = cs·(1 − ab) + cb·(1 − as) + as·ab·B(Cb, Cs)` and `ao = as + ab·(1 − as)`. The Porter–Duff
/// modes and `plusDarker`/`plusLighter` use the formulas of Apple's `CGBlendMode` documentation on
/// premultiplied values.
package enum BlendModeMath {
    /// `source` combined with `destination` by `mode`, both premultiplied.
    package static func blend(
        _ mode: CGBlendMode, source s: SIMD4<Float>, destination d: SIMD4<Float>
    )
        -> SIMD4<Float>
    {
        let sa = s.w
        let da = d.w
        switch mode {
        case .normal: return s + d * (1 - sa)
        case .clear: return .zero
        case .copy: return s
        case .sourceIn: return s * da
        case .sourceOut: return s * (1 - da)
        case .sourceAtop: return s * da + d * (1 - sa)
        case .destinationOver: return s * (1 - da) + d
        case .destinationIn: return d * sa
        case .destinationOut: return d * (1 - sa)
        case .destinationAtop: return s * (1 - da) + d * sa
        case .xor: return s * (1 - da) + d * (1 - sa)
        case .plusLighter: return pointwiseMin(s + d, SIMD4(repeating: 1))
        case .plusDarker:
            let a = min(1, sa + da)
            let c = pointwiseMax(.zero, (a - ((da - d) + (sa - s))))
            return SIMD4(c.x, c.y, c.z, a)
        default:
            let cs = sa > 0 ? SIMD3(s.x, s.y, s.z) / sa : .zero
            let cb = da > 0 ? SIMD3(d.x, d.y, d.z) / da : .zero
            let mixed = blended(mode, backdrop: cb, source: cs)
            let co =
                SIMD3(s.x, s.y, s.z) * (1 - da) + SIMD3(d.x, d.y, d.z) * (1 - sa) + sa * da * mixed
            return SIMD4(co.x, co.y, co.z, sa + da * (1 - sa))
        }
    }

    /// `B(Cb, Cs)` of a separable or non-separable mode, on straight colours.
    package static func blended(
        _ mode: CGBlendMode, backdrop b: SIMD3<Float>, source s: SIMD3<Float>
    )
        -> SIMD3<Float>
    {
        func each(_ f: (Float, Float) -> Float) -> SIMD3<Float> {
            SIMD3(f(b.x, s.x), f(b.y, s.y), f(b.z, s.z))
        }
        switch mode {
        case .multiply: return b * s
        case .screen: return b + s - b * s
        case .overlay: return each { hardLight(backdrop: $1, source: $0) }
        case .darken: return pointwiseMin(b, s)
        case .lighten: return pointwiseMax(b, s)
        case .colorDodge:
            return each { cb, cs in cb == 0 ? 0 : cs >= 1 ? 1 : min(1, cb / (1 - cs)) }
        case .colorBurn:
            return each { cb, cs in cb >= 1 ? 1 : cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs) }
        case .hardLight: return each { hardLight(backdrop: $0, source: $1) }
        case .softLight:
            return each { cb, cs in
                if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
                let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
                return cb + (2 * cs - 1) * (d - cb)
            }
        case .difference: return each { abs($0 - $1) }
        case .exclusion: return b + s - 2 * b * s
        case .hue: return setLum(setSat(s, sat(b)), lum(b))
        case .saturation: return setLum(setSat(b, sat(s)), lum(b))
        case .color: return setLum(s, lum(b))
        case .luminosity: return setLum(b, lum(s))
        default: return s
        }
    }

    private static func hardLight(backdrop cb: Float, source cs: Float) -> Float {
        cs <= 0.5 ? cb * 2 * cs : cb + (2 * cs - 1) - cb * (2 * cs - 1)
    }

    private static func lum(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    private static func clipColor(_ c: SIMD3<Float>) -> SIMD3<Float> {
        let l = lum(c)
        let n = min(c.x, c.y, c.z)
        let x = max(c.x, c.y, c.z)
        var c = c
        if n < 0 { c = l + (c - l) * l / (l - n) }
        if x > 1 { c = l + (c - l) * (1 - l) / (x - l) }
        return c
    }

    private static func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
        clipColor(c + (l - lum(c)))
    }

    private static func sat(_ c: SIMD3<Float>) -> Float { max(c.x, c.y, c.z) - min(c.x, c.y, c.z) }

    private static func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let n = min(c.x, c.y, c.z)
        let x = max(c.x, c.y, c.z)
        guard x > n else { return .zero }
        return (c - n) * s / (x - n)
    }
}

extension Bitmap {
    /// Paints one solid colour into coverage runs combined with the pixels by `mode` (a drawing's
    /// own offscreen: never a recording): each pixel becomes `D + (B(S, D) − D)·w`, with `w` the
    /// run's coverage times the clip's, so partly covered edges fade as Core Graphics' do.
    package mutating func paintSpans(
        color: PremultipliedColor, mode: CGBlendMode, clip: RasterClip,
        _ generate: ((Int, UnsafeBufferPointer<CoverageSpan>) -> Void) -> Void
    ) {
        let source =
            SIMD4<Float>(Float(color.r), Float(color.g), Float(color.b), Float(color.a)) / 255
        blendSpans(
            mode: mode, clip: clip,
            shade: { _, _, count, out in out.initialize(repeating: source, count: count) },
            generate)
    }

    /// Fills `contours` with a solid colour combined with the pixels by `mode`.
    package mutating func fill(
        _ contours: [[CGPoint]], fillRule: RasterFillRule, color: PremultipliedColor,
        mode: CGBlendMode, clip: RasterClip, using rasterizer: Rasterizer
    ) {
        let box = clip.box(width: width, height: height)
        guard !box.isEmpty else { return }
        paintSpans(color: color, mode: mode, clip: clip) { emit in
            rasterizer.rasterize(contours, fillRule: fillRule, clip: box, emit)
        }
    }

    /// Draws `image` through `mapping` (device → source pixels) inside `contours`, combined with
    /// the pixels by `mode`: the source colour of a pixel is the image sampled as a `.normal`
    /// draw samples it (bilinear, pixel centres), times `opacity`, then blended as a solid
    /// colour's is (`D + (B(S, D) − D)·w`).
    package mutating func draw(
        _ image: Bitmap, mapping: ProjectiveTransform, in contours: [[CGPoint]],
        opacity: CGFloat, mode: CGBlendMode, clip: RasterClip, using rasterizer: Rasterizer
    ) {
        let box = clip.box(width: width, height: height)
        guard !box.isEmpty else { return }
        let alpha = Float(min(max(opacity, 0), 1)) / 255
        var row = [UInt32](repeating: 0, count: max(width, 1))
        Bitmap.withSampler(for: .image(image, mapping: mapping)) { sampler in
            guard let sampler else { return }
            row.withUnsafeMutableBufferPointer { row in
                guard let texels = row.baseAddress else { return }
                blendSpans(
                    mode: mode, clip: clip,
                    shade: { y, x, count, out in
                        sampler.shade(y: y, x: x, count: count, into: texels)
                        for i in 0..<count {
                            let v = texels[i]
                            out[i] =
                                SIMD4<Float>(
                                    Float(v & 0xFF), Float((v >> 8) & 0xFF),
                                    Float((v >> 16) & 0xFF), Float(v >> 24)) * alpha
                        }
                    }
                ) { emit in
                    rasterizer.rasterize(contours, fillRule: .nonZero, clip: box, emit)
                }
            }
        }
    }

    /// Combines source colours with the pixels of coverage runs by `mode`: `shade(y, x, count,
    /// out)` writes the premultiplied source colours (0…1) of pixels `x ..< x + count` of row
    /// `y`; each pixel becomes `D + (B(S, D) − D)·w`, `w` the run's coverage times the clip's.
    private mutating func blendSpans(
        mode: CGBlendMode, clip: RasterClip,
        shade: (Int, Int, Int, UnsafeMutablePointer<SIMD4<Float>>) -> Void,
        _ generate: ((Int, UnsafeBufferPointer<CoverageSpan>) -> Void) -> Void
    ) {
        precondition(recorder == nil, "A blend mode paints into pixels, not a recording")
        let w = width
        let mask = clip.mask
        var sources = [SIMD4<Float>](repeating: .zero, count: max(w, 1))
        // `shade` runs only inside this call (the runs are generated and painted here).
        withoutActuallyEscaping(shade) { shade in
            sources.withUnsafeMutableBufferPointer { sources in
                guard let sourceRow = sources.baseAddress else { return }
                pixels.withUnsafeMutableBytes { raw in
                    guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
                        return
                    }
                    generate { y, spans in
                        for span in spans where span.coverage > 0 {
                            shade(y, span.x, span.length, sourceRow)
                            for x in span.x..<(span.x + span.length) {
                                var weight = Float(span.coverage) / 255
                                if let mask { weight *= Float(mask[x, y]) / 255 }
                                if weight <= 0 { continue }
                                let p = base + (y * w + x) * 4
                                let d =
                                    SIMD4<Float>(Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3]))
                                    / 255
                                let r = BlendModeMath.blend(
                                    mode, source: sourceRow[x - span.x], destination: d)
                                var out = (d + (r - d) * weight) * 255
                                out = out.rounded(.toNearestOrEven).clamped(
                                    lowerBound: .zero, upperBound: SIMD4(repeating: 255))
                                let a = UInt8(out.w)
                                p[3] = a
                                p[0] = min(UInt8(out.x), a)
                                p[1] = min(UInt8(out.y), a)
                                p[2] = min(UInt8(out.z), a)
                            }
                        }
                    }
                }
            }
        }
    }
}
