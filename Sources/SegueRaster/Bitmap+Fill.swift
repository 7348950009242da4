import Foundation
import OpenQuartzCore
import SegueCodecs

extension Bitmap {
    /// Fills polygons with a paint, source-over, anti-aliased by exact area coverage.
    ///
    /// - Parameters:
    ///   - contours: closed polygons in device pixels (x right, y down).
    ///   - fillRule: non-zero (default) or even-odd.
    ///   - paint: solid colour, gradient or image.
    ///   - opacity: global opacity 0…1 (default 1), multiplied into coverage as a byte.
    ///   - clip: optional clip rectangle and/or 8-bit clip mask.
    ///   - rasterizer: scratch to reuse across calls; a fresh one is made when `nil`.
    ///
    /// A single axis-aligned rectangle takes ``fillRect(_:paint:opacity:clip:)``, which gives the
    /// same bytes faster.
    package mutating func fill(
        _ contours: [[CGPoint]], fillRule: RasterFillRule = .nonZero, paint: RasterPaint,
        opacity: CGFloat = 1, clip: RasterClip = RasterClip(), using rasterizer: Rasterizer? = nil
    ) {
        if contours.count == 1, let rect = Bitmap.axisAlignedRect(contours[0]) {
            fillRect(rect, paint: paint, opacity: opacity, clip: clip)
            return
        }
        let box = clip.box(width: width, height: height)
        guard !box.isEmpty else { return }
        let r = rasterizer ?? Rasterizer()
        paintSpans(paint: paint, opacity: opacity, clip: clip) { emit in
            r.rasterize(contours, fillRule: fillRule, clip: box, emit)
        }
    }

    /// Fills an axis-aligned rectangle (device pixels), with coverage identical to filling it as a
    /// polygon, but computed per row and column instead of per edge.
    package mutating func fillRect(
        _ rect: CGRect, paint: RasterPaint, opacity: CGFloat = 1,
        clip: RasterClip = RasterClip()
    ) {
        let box = clip.box(width: width, height: height)
        guard !box.isEmpty else { return }
        paintSpans(paint: paint, opacity: opacity, clip: clip) { emit in
            RectCoverage(rect).generate(clip: box, emit)
        }
    }

    /// Draws `image` through `mapping` (device → source pixels) inside `contours`, e.g. an image on
    /// a rotated or perspective quad, with opacity. A shorthand for `fill` with an image paint.
    package mutating func draw(
        _ image: Bitmap, mapping: ProjectiveTransform, in contours: [[CGPoint]],
        opacity: CGFloat = 1, clip: RasterClip = RasterClip(), using rasterizer: Rasterizer? = nil
    ) {
        fill(
            contours, paint: .image(image, mapping: mapping), opacity: opacity, clip: clip,
            using: rasterizer)
    }

    /// Draws `image` unscaled with its top-left corner at pixel (`x`, `y`): a filmstrip's cell.
    package mutating func draw(_ image: Bitmap, atX x: Int, y: Int) {
        let quad = [
            CGPoint(x: x, y: y), CGPoint(x: x + image.width, y: y),
            CGPoint(x: x + image.width, y: y + image.height), CGPoint(x: x, y: y + image.height),
        ]
        draw(
            image,
            mapping: ProjectiveTransform(a: 1, b: 0, c: -Double(x), d: 0, e: 1, f: -Double(y)),
            in: [quad])
    }

    /// Calls `body` with a sampler over the image of an image paint (nil for other paints).
    package static func withSampler<R>(for paint: RasterPaint, _ body: (ImageSampler?) -> R) -> R {
        guard case .image(let image, let mapping) = paint else { return body(nil) }
        return image.pixels.withUnsafeBytes { src in
            body(
                ImageSampler(
                    source: src.baseAddress, width: image.width, height: image.height,
                    mapping: mapping))
        }
    }

    /// The rectangle a 4-point contour outlines, if it is an axis-aligned rectangle.
    package static func axisAlignedRect(_ c: [CGPoint]) -> CGRect? {
        guard c.count == 4 else { return nil }
        let horizontalFirst =
            c[0].y == c[1].y && c[1].x == c[2].x && c[2].y == c[3].y && c[3].x == c[0].x
        let verticalFirst =
            c[0].x == c[1].x && c[1].y == c[2].y && c[2].x == c[3].x && c[3].y == c[0].y
        guard horizontalFirst || verticalFirst else { return nil }
        let x0 = min(c[0].x, c[2].x)
        let x1 = max(c[0].x, c[2].x)
        let y0 = min(c[0].y, c[2].y)
        let y1 = max(c[0].y, c[2].y)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Runs `generate` (which reports coverage runs row by row) and blends `paint` into every run;
    /// on a recording bitmap, keeps the runs in its display list instead.
    package mutating func paintSpans(
        paint: RasterPaint, opacity: CGFloat, clip: RasterClip,
        _ generate: ((Int, UnsafeBufferPointer<CoverageSpan>) -> Void) -> Void
    ) {
        let opacity8 = UInt32(opacityByte(opacity))
        guard opacity8 > 0 else { return }
        if let recorder {
            recorder.recordSpans(paint: paint, opacity8: opacity8, mask: clip.mask, generate)
            return
        }
        let w = width
        let scratch = SpanScratch(width: w)
        defer { scratch.deallocate() }
        let mask = clip.mask
        pixels.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return }
            Bitmap.withSampler(for: paint) { sampler in
                generate { y, spans in
                    Bitmap.blendSpans(
                        row: base + y * w * 4, y: y, spans: spans, paint: paint, opacity8: opacity8,
                        mask: mask, sampler: sampler, scratch: scratch)
                }
            }
        }
    }

    /// Blends `paint` into one row's coverage runs: `row` points at pixel 0 of row `y`.
    @inline(__always)
    package static func blendSpans(
        row: UnsafeMutableRawPointer, y: Int, spans: UnsafeBufferPointer<CoverageSpan>,
        paint: RasterPaint,
        opacity8: UInt32, mask: CoverageMask?, sampler: ImageSampler?, scratch: SpanScratch
    ) {
        let colors = scratch.colors
        let ks = scratch.ks
        for span in spans {
            let k = Blend.weight(coverage: span.coverage, opacity8: opacity8)
            if k == 0 { continue }
            let dst = row + span.x * 4
            if let mask, case .solid(let color) = paint {
                // Per-pixel clip on a solid colour: runs where the clip is full blend as without
                // a clip (k · 255 / 255 = k), the rest pixel by pixel.
                let full = k == 255 ? color.packed : Blend.scale(color.packed, k)
                mask.bytes.withUnsafeBufferPointer { m in
                    let clip = UnsafeRawPointer(
                        m.baseAddress! + (y - mask.originY) * mask.width + (span.x - mask.originX))
                    var i = 0
                    while i < span.length {
                        var j = i
                        // Sixteen clip bytes per vector compare.
                        while j + 16 <= span.length
                            && all(
                                clip.loadUnaligned(fromByteOffset: j, as: SIMD4<UInt32>.self)
                                    .== UInt32.max)
                        { j += 16 }
                        while j < span.length && clip.load(fromByteOffset: j, as: UInt8.self) == 255
                        { j += 1 }
                        if j > i {
                            SpanBlender.blendSolid(dst + i * 4, count: j - i, source: full)
                            i = j
                            continue
                        }
                        ks[0] = UInt8(
                            Blend.div255(k * UInt32(clip.load(fromByteOffset: i, as: UInt8.self))))
                        colors[0] = color.packed
                        SpanBlender.blendShaded(dst + i * 4, count: 1, colors: colors, ks: ks)
                        i += 1
                    }
                }
                continue
            }
            if let mask {
                // Per-pixel clip: fold the mask into k.
                let mrow = y - mask.originY
                mask.bytes.withUnsafeBufferPointer { m in
                    for i in 0..<span.length {
                        let mx = span.x + i - mask.originX
                        let c = UInt32(m[mrow * mask.width + mx])
                        ks[i] = UInt8(Blend.div255(k * c))
                    }
                }
                switch paint {
                case .solid(let color):
                    for i in 0..<span.length { colors[i] = color.packed }
                case .gradient(let g):
                    g.shade(y: y, x: span.x, count: span.length, into: colors)
                case .image:
                    sampler!.shade(y: y, x: span.x, count: span.length, into: colors)
                }
                SpanBlender.blendShaded(dst, count: span.length, colors: colors, ks: ks)
                continue
            }
            switch paint {
            case .solid(let color):
                let source = k == 255 ? color.packed : Blend.scale(color.packed, k)
                SpanBlender.blendSolid(dst, count: span.length, source: source)
            case .gradient(let g):
                g.shade(y: y, x: span.x, count: span.length, into: colors)
                SpanBlender.blendShaded(dst, count: span.length, colors: colors, k: k)
            case .image:
                sampler!.shade(y: y, x: span.x, count: span.length, into: colors)
                SpanBlender.blendShaded(dst, count: span.length, colors: colors, k: k)
            }
        }
    }
}

/// Per-pixel scratch rows for blending (colours and coverage of one run), `width` long.
package struct SpanScratch {
    package let colors: UnsafeMutablePointer<UInt32>
    package let ks: UnsafeMutablePointer<UInt8>

    package init(width: Int) {
        colors = .allocate(capacity: max(1, width))
        ks = .allocate(capacity: max(1, width))
    }

    package func deallocate() {
        colors.deallocate()
        ks.deallocate()
    }
}
