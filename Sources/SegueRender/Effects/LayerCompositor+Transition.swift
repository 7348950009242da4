import Foundation
import OpenUIKit
import SegueRaster

extension LayerCompositor {
    /// Draws a layer under a `CATransition`: the frozen "before" tree and the live layer are each
    /// rendered offscreen, then combined by the effect at `progress` (0…1).
    ///
    /// The two offscreen images cover only the device box the effect can read (see
    /// ``transitionSourceBox(_:layerExtent:bounds:matrix:frame:clip:)``), not the whole frame.
    /// They are drawn without `clip`: the caller composites the result through it, so ancestors
    /// clip what the effect shows (a flip's turned face included), not the content before it turns.
    func drawTransition(
        _ t: CATransition, progress: Double, layer: CALayer, state s: LayerRenderState,
        matrix m: CATransform3D, into bitmap: inout Bitmap, clip: RasterClip
    ) {
        var sOpaque = s
        sOpaque.opacity = 1
        var extent = subtreeExtent(layer, state: sOpaque)
        var fsOpaque: LayerRenderState?
        if let frozen = t.capturedBefore {
            var fs = frozen.renderState()
            fs.opacity = 1
            // The frozen copy sits where the layer sat at capture; it is drawn in the layer's place.
            extent = extent.union(subtreeExtent(frozen, state: fs))
            fsOpaque = fs
        }
        let frame = PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
        let box = transitionSourceBox(
            t.type, layerExtent: extent, bounds: s.bounds, matrix: m, frame: frame,
            clip: clip.box(width: bitmap.width, height: bitmap.height))
        var effect = TransitionEffect(
            type: t.type, subtype: t.subtype, progress: progress, bounds: s.bounds, matrix: m,
            scale: scale)
        effect.sourceOrigin = (box.x, box.y)
        effect.contentRect = extent
        guard !box.isEmpty else { return }
        // Layer → offscreen pixels: the device matrix, then the box's corner to the origin.
        let local = m.concatenating(
            CATransform3DMakeTranslation(CGFloat(-box.x), CGFloat(-box.y), 0))
        var before = Bitmap(width: box.width, height: box.height)
        if let frozen = t.capturedBefore, let fsOpaque {
            drawContents(
                frozen, state: fsOpaque, matrix: local, into: &before, clip: RasterClip(),
                opacity: 1)
        }
        var after = Bitmap(width: box.width, height: box.height)
        drawContents(
            layer, state: sOpaque, matrix: local, into: &after, clip: RasterClip(), opacity: 1)
        effect.composite(before: before, after: after, into: &bitmap, compositor: self)
    }

    /// The device pixels a transition effect reads from its before/after images.
    ///
    /// - fade: the subtree's box on the frame, inside the clip (the mix never moves a pixel);
    /// - push, moveIn, reveal and the page curls: the subtree's box cut to the layer's bounds (the
    ///   effects clip to them), which may lie off the frame (it can slide or curl into view);
    /// - flip and cube: the whole subtree's box (all of it turns).
    /// Off-frame parts are kept within half a frame of the frame on every side, and a 2-pixel
    /// transparent margin surrounds the content so edge-clamped sampling fades out.
    func transitionSourceBox(
        _ type: CATransitionType, layerExtent: CGRect, bounds: CGRect, matrix m: CATransform3D,
        frame: PixelRect, clip: PixelRect
    ) -> PixelRect {
        let region: CGRect
        switch type {
        case .push, .moveIn, .reveal, .pageCurl, .pageUnCurl:
            region = layerExtent.intersection(bounds)
        default: region = layerExtent
        }
        guard !region.isNull, !region.isEmpty else {
            return PixelRect(x: 0, y: 0, width: 0, height: 0)
        }
        let quad = project(TransitionEffect.corners(of: region), m)
        guard quad.count >= 3 else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        let device = PixelRect(enclosing: Self.boundingBox(quad))
        var box = PixelRect(
            x: device.x - 2, y: device.y - 2, width: device.width + 4, height: device.height + 4)
        switch type {
        case .push, .moveIn, .reveal, .pageCurl, .pageUnCurl, .oglFlip, .cube:
            let hw = frame.width / 2
            let hh = frame.height / 2
            box = box.intersection(
                PixelRect(
                    x: frame.x - hw, y: frame.y - hh, width: frame.width + 2 * hw,
                    height: frame.height + 2 * hh))
        default:
            box = box.intersection(frame).intersection(clip)
        }
        return box
    }
}
