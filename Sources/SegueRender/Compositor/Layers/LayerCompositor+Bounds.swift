import Foundation
import OpenUIKit
import SegueRaster

extension LayerCompositor {
    /// The device rectangle (pixels, before anti-aliasing) holding everything `layer` can paint
    /// through `m` — its background, border, image, shadow and sublayers — or `nil` when that is not
    /// known cheaply (shape layers, text, running transitions): then the caller uses the whole clip.
    ///
    /// With `masksToBounds` the sublayers are bounded by the layer's own bounds. A layer mask does
    /// not narrow the box: cutting the content's geometry at the mask's edge would move its
    /// anti-aliased edges there by a rounding step (the rasterizer clips edges to its box); outside
    /// the mask the composite adds nothing anyway.
    func paintedBounds(
        _ layer: CALayer, state s: LayerRenderState, matrix m: CATransform3D,
        includeShadow: Bool = true
    ) -> CGRect? {
        if layer.activeTransition() != nil || layer is CAShapeLayer || layer.delegate is UILabel {
            return nil
        }
        var local = s.bounds
        if let image = s.contents as? CGImage, !s.masksToBounds, s.contentsRect.width > 0,
            s.contentsRect.height > 0
        {
            let cs = s.contentsScale > 0 ? s.contentsScale : 1
            let size = CGSize(
                width: CGFloat(image.width) * s.contentsRect.width / cs,
                height: CGFloat(image.height) * s.contentsRect.height / cs)
            local = local.union(
                Self.gravityRect(s.contentsGravity, imageSize: size, bounds: s.bounds))
        }
        var box = deviceBox(local, m)
        if !s.masksToBounds {
            guard let subs = sublayersBounds(layer, state: s, matrix: m) else { return nil }
            box = box.union(subs)
        }
        if includeShadow, s.shadowOpacity > 0, let color = s.shadowColor, color.alpha > 0 {
            let offset = CATransform3DMakeTranslation(
                s.shadowOffset.width, s.shadowOffset.height, 0
            ).concatenating(m)
            var shape: CGRect?
            if let path = s.shadowPath {
                shape = deviceBox(path.boundingBox, offset)
            } else {
                var noShadow = s
                noShadow.shadowOpacity = 0
                shape = paintedBounds(layer, state: noShadow, matrix: offset, includeShadow: false)
            }
            guard let shape else { return nil }
            let margin = CGFloat(
                GaussianBlur.margin(
                    sigma: GaussianBlur.sigma(forShadowRadius: s.shadowRadius, scale: scale)))
            if !shape.isNull { box = box.union(shape.insetBy(dx: -margin, dy: -margin)) }
        }
        return box
    }

    /// The union of the visible sublayers' painted bounds (`.null` when there are none), or `nil`.
    private func sublayersBounds(
        _ layer: CALayer, state s: LayerRenderState, matrix m: CATransform3D
    ) -> CGRect? {
        var box = CGRect.null
        let subs = layer.sublayerArray
        guard !subs.isEmpty else { return box }
        let base = childBaseMatrix(s, m)
        for sub in subs {
            let cs = sub.renderState()
            if cs.isHidden || cs.opacity <= 0 { continue }
            guard
                let b = paintedBounds(sub, state: cs, matrix: cs.matrixToParent.concatenating(base))
            else { return nil }
            box = box.union(b)
        }
        return box
    }

    /// The matrix sublayers are placed in: the layer's `sublayerTransform` about its anchor, then `m`.
    func childBaseMatrix(_ s: LayerRenderState, _ m: CATransform3D) -> CATransform3D {
        guard s.sublayerTransform != CATransform3DIdentity else { return m }
        let a = s.anchorInBounds
        return CATransform3DMakeTranslation(-a.x, -a.y, 0).concatenating(s.sublayerTransform)
            .concatenating(CATransform3DMakeTranslation(a.x, a.y, 0)).concatenating(m)
    }

    /// The device bounding box of a layer-space rectangle through `m` (clipped at the near plane);
    /// `.null` when nothing of it is in front of the viewer.
    func deviceBox(_ r: CGRect, _ m: CATransform3D) -> CGRect {
        guard !r.isNull, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else {
            return .null
        }
        let quad = project(
            [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
            ], m)
        guard !quad.isEmpty else { return .null }
        return Self.boundingBox(quad)
    }
}
