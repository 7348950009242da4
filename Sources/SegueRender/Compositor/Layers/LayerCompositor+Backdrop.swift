import Foundation
import OpenUIKit
import SegueRaster

extension LayerCompositor {
    /// Draws a visual-effect view's backdrop: what is already drawn under the layer's rounded
    /// bounds, blurred with the presented `blurRadius` (points × scale = σ in pixels) and tinted
    /// with the presented `tintColor` × `tintOpacity`, clipped to the rounded bounds.
    ///
    /// The backdrop is read from the bitmap being drawn: on a recording it is what has been
    /// recorded so far, played (on `threads` threads) over the frame's base colour. Inside a group
    /// offscreen (group opacity, a mask, a transition) that is the group's own content only, as on
    /// iOS, where an effect view under a translucent ancestor shows no blur. The blurred pixels
    /// enter the bitmap as an image to composite, like a shadow's.
    func drawBackdrop(
        _ layer: BackdropBlurLayer, state s: LayerRenderState, matrix m: CATransform3D,
        into bitmap: inout Bitmap, clip: RasterClip, opacity: CGFloat
    ) {
        let radius = layer.presentationValue(forKey: "blurRadius")?.number ?? 0
        let tintOpacity = min(
            1, max(0, layer.presentationValue(forKey: "tintOpacity")?.number ?? 0))
        var tintColor: CGColor?
        if case .color(let c) = layer.presentationValue(forKey: "tintColor") { tintColor = c }
        let sigma = max(0, radius * Double(scale))
        let tint = tintColor.map {
            PremultipliedColor(
                red: Double($0.red), green: Double($0.green), blue: Double($0.blue),
                alpha: Double($0.alpha) * tintOpacity)
        }
        let tintAlpha = tint?.a ?? 0
        guard sigma >= 0.05 || tintAlpha > 0 else { return }
        let contour = project(roundedBounds(s), m)
        guard contour.count >= 3 else { return }
        let device = PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
        let box = PixelRect(enclosing: Self.boundingBox(contour))
            .intersection(clip.box(width: bitmap.width, height: bitmap.height))
        guard !box.isEmpty else { return }
        let margin = sigma >= 0.05 ? GaussianBlur.margin(sigma: sigma) : 0
        let source = PixelRect(
            x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin,
            height: box.height + 2 * margin
        ).intersection(device)
        var pixels = backdropPixels(of: bitmap, in: source)
        let t = tint.map { SIMD4<Float>(Float($0.r), Float($0.g), Float($0.b), Float($0.a)) / 255 }
        BackdropBlur.apply(
            &pixels, width: source.width, height: source.height,
            sigma: sigma >= 0.05 ? sigma : 0, tint: t ?? .zero, threads: threads)
        // Crop the blurred source to the box.
        var cropped = [UInt8](repeating: 0, count: box.width * box.height * 4)
        for y in 0..<box.height {
            let from = ((box.y - source.y + y) * source.width + box.x - source.x) * 4
            cropped.replaceSubrange(
                y * box.width * 4..<(y + 1) * box.width * 4,
                with: pixels[from..<from + box.width * 4])
        }
        var shape = CoverageMask(
            width: box.width, height: box.height, originX: box.x, originY: box.y)
        shape.fill([contour], mode: .replace, using: rasterizer)
        var c = clip
        c.mask = c.mask.map { Self.intersect($0, shape) } ?? shape
        composite(
            Bitmap(width: box.width, height: box.height, premultipliedPixels: cropped), at: box,
            onto: &bitmap, opacity: opacity, clip: c)
    }

    /// The pixels of `bitmap` in `rect` (inside it), premultiplied RGBA8 row by row.
    private func backdropPixels(of bitmap: Bitmap, in rect: PixelRect) -> [UInt8] {
        let rowBytes = rect.width * 4
        guard let list = bitmap.recorder else {
            var out = [UInt8](repeating: 0, count: rowBytes * rect.height)
            for y in 0..<rect.height {
                let from = ((rect.y + y) * bitmap.width + rect.x) * 4
                out.replaceSubrange(
                    y * rowBytes..<(y + 1) * rowBytes, with: bitmap.pixels[from..<from + rowBytes])
            }
            return out
        }
        // Play the recording so far over the rows, full width, band by band on the threads.
        let width = bitmap.width
        var rows =
            backdropBase.map { $0.list === list }
                == true
            ? Bitmap(width: width, height: rect.height, filledWith: backdropBase!.color)
            : Bitmap(width: width, height: rect.height)
        let band = 32
        let bands = (rect.height + band - 1) / band
        let top = rect.y
        let bottom = rect.maxY
        rows.pixels.withUnsafeMutableBytes { raw in
            let target = BackdropTarget(base: raw.baseAddress!, list: list)
            InterleavedWork.map(
                count: bands, workers: threads, makeState: { BackdropScratch(width: width) }
            ) { state, b in
                let lo = top + b * band
                target.list.play(
                    into: target.base, rowOffset: top, rows: lo..<min(bottom, lo + band),
                    scratch: state.scratch)
            }.states.forEach { $0.scratch.deallocate() }
        }
        var out = [UInt8](repeating: 0, count: rowBytes * rect.height)
        for y in 0..<rect.height {
            let from = (y * width + rect.x) * 4
            out.replaceSubrange(
                y * rowBytes..<(y + 1) * rowBytes, with: rows.pixels[from..<from + rowBytes])
        }
        return out
    }
}

/// The band buffer and the recording the backdrop's workers play: each writes only its own rows,
/// and the list is only read while they run.
private struct BackdropTarget: @unchecked Sendable {
    let base: UnsafeMutableRawPointer
    let list: DisplayList
}

/// One worker's span scratch, freed once every worker is done.
private struct BackdropScratch: @unchecked Sendable {
    let scratch: SpanScratch
    init(width: Int) { scratch = SpanScratch(width: width) }
}
