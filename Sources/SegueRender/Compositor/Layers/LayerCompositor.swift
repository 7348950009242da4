import Foundation
import OpenUIKit
import SegueRaster

/// Walks a layer tree and paints it with the raster core: one instance per frame.
///
/// Each layer is drawn in Core Animation's order — shadow, background, contents (image, shape,
/// gradient or text), sublayers (sorted by `zPosition`, clipped when `masksToBounds`), border.
/// Group opacity and masks render the layer's subtree into an offscreen bitmap bounded to what the
/// subtree can paint (see `paintedBounds`), then composite it row by row; `CATransition`s use a
/// full-frame offscreen.
@MainActor
final class LayerCompositor {
    let scale: CGFloat
    let rasterizer: Rasterizer
    /// Threads the per-pixel effects (the page curl) may use; the bytes do not depend on it. Default 1.
    var threads = 1
    private var imageCache: [ObjectIdentifier: Bitmap] = [:]
    /// Device position of pixel (0, 0) of the bitmap being drawn: non-zero inside a bounded offscreen.
    var origin: (x: Int, y: Int) = (0, 0)
    /// The frame's recording and the colour its bitmap starts filled with (the renderer's
    /// background or the root's opaque base): what a backdrop blur sees under everything recorded.
    var backdropBase: (list: DisplayList, color: PremultipliedColor)?
    /// Rasterizers of finished frames: their scratch buffers (row and cell lists as long as the
    /// largest shape drawn needs) are kept, so a frame does not allocate them again.
    private static var spareRasterizers: [Rasterizer] = []

    init(scale: CGFloat) {
        self.scale = scale
        rasterizer = Self.spareRasterizers.popLast() ?? Rasterizer()
    }

    /// Hands the rasterizer back for the next frame; call once drawing is done.
    func finish() {
        if Self.spareRasterizers.count < 2 { Self.spareRasterizers.append(rasterizer) }
    }

    /// Flattening tolerance in layer points for curves drawn at this scale.
    var tolerance: Double { 0.1 / Double(max(scale, 0.01)) }

    /// Draws `layer` whose coordinates map to the device by `matrix` (its own matrix to the parent
    /// already applied).
    func drawLayer(
        _ layer: CALayer, state s: LayerRenderState, matrix m: CATransform3D,
        into bitmap: inout Bitmap,
        clip: RasterClip, inheritedOpacity: CGFloat, allowTransition: Bool = true
    ) {
        let opacity = CGFloat(s.opacity) * inheritedOpacity
        guard opacity > 0 else { return }
        if !s.isDoubleSided && isBackFacing(s.bounds, m) { return }
        let transition = allowTransition ? layer.activeTransition() : nil
        let hasParts =
            !layer.sublayerArray.isEmpty
            || (s.backgroundColor != nil && (s.borderWidth > 0 || s.contents != nil))
            || (s.shadowOpacity > 0) || layer.drawnContent != nil
        let needsGroup =
            transition != nil || layer.mask != nil
            || (s.opacity < 1 && s.allowsGroupOpacity && hasParts)
        if !needsGroup {
            drawContents(layer, state: s, matrix: m, into: &bitmap, clip: clip, opacity: opacity)
            return
        }
        let groupOpacity =
            s.allowsGroupOpacity || transition != nil || layer.mask != nil ? opacity : 1
        if let transition {
            // Effects may draw anywhere on the device: a full-frame offscreen.
            var offscreen = Bitmap(width: bitmap.width, height: bitmap.height)
            drawTransition(
                transition.transition, progress: transition.progress, layer: layer, state: s,
                matrix: m, into: &offscreen, clip: clip)
            composite(
                offscreen, onto: &bitmap, opacity: groupOpacity,
                clip: groupClip(layer, matrix: m, clip: clip, bitmap: bitmap))
            return
        }
        // The offscreen only covers what the group can paint, inside the clip and the device.
        let box = Self.offscreenBox(
            bounds: paintedBounds(layer, state: s, matrix: m), clip: clip,
            width: bitmap.width, height: bitmap.height)
        guard !box.isEmpty else { return }
        let offscreen = renderOffscreen(box: box, recording: bitmap.recorder != nil) {
            offscreen, place in
            drawContents(
                layer, state: s, matrix: m, into: &offscreen, clip: place.place(clip), opacity: 1)
        }
        composite(
            offscreen, at: box, onto: &bitmap, opacity: groupOpacity,
            clip: groupClip(layer, matrix: m, clip: clip, bitmap: bitmap))
    }

    /// `clip` narrowed by the layer's mask, if it has one.
    private func groupClip(
        _ layer: CALayer, matrix m: CATransform3D, clip: RasterClip, bitmap: Bitmap
    ) -> RasterClip {
        guard let mask = layer.mask else { return clip }
        var c = clip
        let maskCoverage = renderMask(
            mask, parentMatrix: m, width: bitmap.width, height: bitmap.height)
        c.mask = c.mask.map { Self.intersect($0, maskCoverage) } ?? maskCoverage
        return c
    }

    /// Draws the layer's own content and its sublayers with a multiplied opacity.
    func drawContents(
        _ layer: CALayer, state s: LayerRenderState, matrix m: CATransform3D,
        into bitmap: inout Bitmap,
        clip: RasterClip, opacity: CGFloat
    ) {
        if s.shadowOpacity > 0, let color = s.shadowColor, color.alpha > 0 {
            drawShadow(
                layer, state: s, matrix: m, color: color, into: &bitmap, clip: clip,
                opacity: opacity)
        }
        drawOwnContent(layer, state: s, matrix: m, into: &bitmap, clip: clip, opacity: opacity)
        drawSublayers(layer, state: s, matrix: m, into: &bitmap, clip: clip, opacity: opacity)
        if s.borderWidth > 0, let color = s.borderColor, color.alpha > 0 {
            drawBorder(s, matrix: m, color: color, into: &bitmap, clip: clip, opacity: opacity)
        }
    }

    /// Background, contents image, shape, gradient and text: everything the layer itself paints.
    func drawOwnContent(
        _ layer: CALayer, state s: LayerRenderState, matrix m: CATransform3D,
        into bitmap: inout Bitmap,
        clip: RasterClip, opacity: CGFloat
    ) {
        if let backdrop = layer as? BackdropBlurLayer {
            drawBackdrop(backdrop, state: s, matrix: m, into: &bitmap, clip: clip, opacity: opacity)
        }
        if let bg = s.backgroundColor, bg.alpha > 0 {
            let contour = project(roundedBounds(s), m)
            if !contour.isEmpty {
                bitmap.fill(
                    [contour], paint: .solid(PremultipliedColor(bg)), opacity: opacity, clip: clip,
                    using: rasterizer)
            }
        }
        if let gradient = layer as? CAGradientLayer {
            drawGradient(gradient, state: s, matrix: m, into: &bitmap, clip: clip, opacity: opacity)
        }
        if let image = s.contents as? CGImage {
            drawImage(image, state: s, matrix: m, into: &bitmap, clip: clip, opacity: opacity)
        }
        if let recording = layer.drawnContentForRendering() {
            drawRecording(
                recording, state: s, matrix: m, into: &bitmap, clip: clip, opacity: opacity)
        }
        if let shape = layer as? CAShapeLayer {
            drawShape(shape, matrix: m, into: &bitmap, clip: clip, opacity: opacity)
        }
        if layer.isFrozenCopy {
            if let text = layer.frozenLiveDrawing as? FrozenLabelText {
                drawFrozenText(text, matrix: m, into: &bitmap, clip: clip, opacity: opacity)
            }
        } else if let label = layer.delegate as? UILabel, label.layer === layer {
            drawText(label, matrix: m, into: &bitmap, clip: clip, opacity: opacity)
        }
    }

    /// The sublayers in drawing order, under the layer's `sublayerTransform` and bounds clip.
    func drawSublayers(
        _ layer: CALayer, state s: LayerRenderState, matrix m: CATransform3D,
        into bitmap: inout Bitmap,
        clip: RasterClip, opacity: CGFloat
    ) {
        let subs = layer.sublayerArray
        guard !subs.isEmpty else { return }
        let childBase = childBaseMatrix(s, m)
        var childClip = clip
        if s.masksToBounds {
            let contour = project(roundedBounds(s), m)
            if contour.isEmpty { return }
            childClip = clipping(clip, to: contour, width: bitmap.width, height: bitmap.height)
        }
        // A vibrancy effect view's content shows with its style's opacity.
        let opacity = opacity * CGFloat((layer as? BackdropBlurLayer)?.contentOpacity ?? 1)
        let states = subs.map { $0.renderState() }
        var order = Array(subs.indices)
        if states.contains(where: { $0.zPosition != 0 }) {
            order.sort { (states[$0].zPosition, $0) < (states[$1].zPosition, $1) }
        }
        for i in order {
            let cs = states[i]
            if cs.isHidden || cs.opacity <= 0 { continue }
            drawLayer(
                subs[i], state: cs, matrix: cs.matrixToParent.concatenating(childBase),
                into: &bitmap,
                clip: childClip, inheritedOpacity: opacity)
        }
    }

    /// A bitmap for a `CGImage` (cached for the frame).
    func bitmap(for image: CGImage) -> Bitmap {
        let key = ObjectIdentifier(image)
        if let b = imageCache[key] { return b }
        let b = Bitmap(width: image.width, height: image.height, premultipliedPixels: image.pixels)
        imageCache[key] = b
        return b
    }
}
