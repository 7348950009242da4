import Foundation
import OpenUIKit

/// Walks a layer tree and paints it with the raster core: one instance per frame.
///
/// Each layer is drawn in Core Animation's order — shadow, background, contents (image, shape,
/// gradient or text), sublayers (sorted by `zPosition`, clipped when `masksToBounds`), border.
/// Group opacity, masks and `CATransition`s render the layer's subtree into an offscreen bitmap
/// that is then composited.
@MainActor
final class LayerCompositor {
    let scale: CGFloat
    let rasterizer = Rasterizer()
    private var imageCache: [ObjectIdentifier: Bitmap] = [:]

    init(scale: CGFloat) {
        self.scale = scale
    }

    /// Flattening tolerance in layer points for curves drawn at this scale.
    var tolerance: Double { 0.1 / Double(max(scale, 0.01)) }

    /// Draws `layer` whose coordinates map to the device by `matrix` (its own matrix to the parent
    /// already applied).
    func drawLayer(_ layer: CALayer, state s: LayerRenderState, matrix m: CATransform3D, into bitmap: inout Bitmap,
                   clip: RasterClip, inheritedOpacity: CGFloat, allowTransition: Bool = true) {
        let opacity = CGFloat(s.opacity) * inheritedOpacity
        guard opacity > 0 else { return }
        if !s.isDoubleSided && isBackFacing(s.bounds, m) { return }
        let transition = allowTransition ? layer.activeTransition() : nil
        let hasParts = !layer.sublayerArray.isEmpty || (s.backgroundColor != nil && (s.borderWidth > 0 || s.contents != nil))
            || (s.shadowOpacity > 0)
        let needsGroup = transition != nil || layer.mask != nil
            || (s.opacity < 1 && s.allowsGroupOpacity && hasParts)
        if !needsGroup {
            drawContents(layer, state: s, matrix: m, into: &bitmap, clip: clip, opacity: opacity)
            return
        }
        var offscreen = Bitmap(width: bitmap.width, height: bitmap.height)
        if let transition {
            drawTransition(transition.transition, progress: transition.progress, layer: layer, state: s,
                           matrix: m, into: &offscreen, clip: clip)
        } else {
            drawContents(layer, state: s, matrix: m, into: &offscreen, clip: clip, opacity: 1)
        }
        var groupClip = clip
        if let mask = layer.mask {
            let maskCoverage = renderMask(mask, parentMatrix: m, width: bitmap.width, height: bitmap.height)
            groupClip.mask = groupClip.mask.map { Self.intersect($0, maskCoverage) } ?? maskCoverage
        }
        composite(offscreen, onto: &bitmap, opacity: s.allowsGroupOpacity || transition != nil || layer.mask != nil ? opacity : 1,
                  clip: groupClip)
    }

    /// Draws the layer's own content and its sublayers with a multiplied opacity.
    func drawContents(_ layer: CALayer, state s: LayerRenderState, matrix m: CATransform3D, into bitmap: inout Bitmap,
                      clip: RasterClip, opacity: CGFloat) {
        if s.shadowOpacity > 0, let color = s.shadowColor, color.alpha > 0 {
            drawShadow(layer, state: s, matrix: m, color: color, into: &bitmap, clip: clip, opacity: opacity)
        }
        drawOwnContent(layer, state: s, matrix: m, into: &bitmap, clip: clip, opacity: opacity)
        drawSublayers(layer, state: s, matrix: m, into: &bitmap, clip: clip, opacity: opacity)
        if s.borderWidth > 0, let color = s.borderColor, color.alpha > 0 {
            drawBorder(s, matrix: m, color: color, into: &bitmap, clip: clip, opacity: opacity)
        }
    }

    /// Background, contents image, shape, gradient and text: everything the layer itself paints.
    func drawOwnContent(_ layer: CALayer, state s: LayerRenderState, matrix m: CATransform3D, into bitmap: inout Bitmap,
                        clip: RasterClip, opacity: CGFloat) {
        if let bg = s.backgroundColor, bg.alpha > 0 {
            let contour = project(roundedBounds(s), m)
            if !contour.isEmpty {
                bitmap.fill([contour], paint: .solid(PremultipliedColor(bg)), opacity: opacity, clip: clip, using: rasterizer)
            }
        }
        if let gradient = layer as? CAGradientLayer {
            drawGradient(gradient, state: s, matrix: m, into: &bitmap, clip: clip, opacity: opacity)
        }
        if let image = s.contents as? CGImage {
            drawImage(image, state: s, matrix: m, into: &bitmap, clip: clip, opacity: opacity)
        }
        if let shape = layer as? CAShapeLayer {
            drawShape(shape, matrix: m, into: &bitmap, clip: clip, opacity: opacity)
        }
        if let label = layer.delegate as? UILabel, label.layer === layer || layer.isFrozenCopy {
            drawText(label, matrix: m, into: &bitmap, clip: clip, opacity: opacity)
        }
    }

    /// The sublayers in drawing order, under the layer's `sublayerTransform` and bounds clip.
    func drawSublayers(_ layer: CALayer, state s: LayerRenderState, matrix m: CATransform3D, into bitmap: inout Bitmap,
                       clip: RasterClip, opacity: CGFloat) {
        let subs = layer.sublayerArray
        guard !subs.isEmpty else { return }
        var childBase = m
        if s.sublayerTransform != CATransform3DIdentity {
            let a = s.anchorInBounds
            childBase = CATransform3DMakeTranslation(-a.x, -a.y, 0).concatenating(s.sublayerTransform)
                .concatenating(CATransform3DMakeTranslation(a.x, a.y, 0)).concatenating(m)
        }
        var childClip = clip
        if s.masksToBounds {
            let contour = project(roundedBounds(s), m)
            if contour.isEmpty { return }
            childClip = clipping(clip, to: contour, width: bitmap.width, height: bitmap.height)
        }
        let states = subs.map { $0.renderState() }
        var order = Array(subs.indices)
        if states.contains(where: { $0.zPosition != 0 }) {
            order.sort { (states[$0].zPosition, $0) < (states[$1].zPosition, $1) }
        }
        for i in order {
            let cs = states[i]
            if cs.isHidden || cs.opacity <= 0 { continue }
            drawLayer(subs[i], state: cs, matrix: cs.matrixToParent.concatenating(childBase), into: &bitmap,
                      clip: childClip, inheritedOpacity: opacity)
        }
    }

    /// Draws `source` over `bitmap` pixel for pixel with an opacity and clip.
    func composite(_ source: Bitmap, onto bitmap: inout Bitmap, opacity: CGFloat, clip: RasterClip) {
        let w = CGFloat(bitmap.width), h = CGFloat(bitmap.height)
        bitmap.draw(source, mapping: .identity,
                    in: [[CGPoint(x: 0, y: 0), CGPoint(x: w, y: 0), CGPoint(x: w, y: h), CGPoint(x: 0, y: h)]],
                    opacity: opacity, clip: clip, using: rasterizer)
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
