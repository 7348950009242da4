import Foundation
import OpenUIKit
import SegueRaster

extension LayerCompositor {
    /// The rectangle, in the layer's own coordinates (points), that holds everything the layer and
    /// its visible sublayers paint: bounds, contents placed by their gravity, shape paths with
    /// their stroke, drop shadows with their blur, and sublayers that overflow the bounds (unless
    /// `masksToBounds` cuts them).
    ///
    /// Conservative: a sublayer turned in 3-D is bounded by the projection of its extent onto the
    /// layer's plane, and a sublayer in the middle of a flip or cube may grow past its bounds, so
    /// its extent is widened by half its size on every side. Used to bound the offscreen images a
    /// `CATransition` renders and to give the 3-D effects the whole subtree to turn.
    func subtreeExtent(_ layer: CALayer, state s: LayerRenderState) -> CGRect {
        var box = s.bounds
        if let image = s.contents as? CGImage, image.width > 0, image.height > 0, !s.masksToBounds {
            let k = s.contentsScale > 0 ? s.contentsScale : 1
            let size = CGSize(
                width: CGFloat(image.width) * s.contentsRect.width / k,
                height: CGFloat(image.height) * s.contentsRect.height / k)
            box = box.union(Self.gravityRect(s.contentsGravity, imageSize: size, bounds: s.bounds))
        }
        if let shape = layer as? CAShapeLayer, let path = shape.path {
            let outline = path.boundingBoxOfPath
            if outline.minX.isFinite, outline.minY.isFinite, outline.width.isFinite,
                outline.height.isFinite
            {
                // A miter can reach `miterLimit · lineWidth / 2` past the path.
                let pad = max(shape.lineWidth, 0) / 2 * max(shape.miterLimit, 1)
                box = box.union(outline.insetBy(dx: -pad, dy: -pad))
            }
        }
        let subs = layer.sublayerArray
        if !subs.isEmpty {
            var childBase = CATransform3DIdentity
            if s.sublayerTransform != CATransform3DIdentity {
                let a = s.anchorInBounds
                childBase = CATransform3DMakeTranslation(-a.x, -a.y, 0).concatenating(
                    s.sublayerTransform
                )
                .concatenating(CATransform3DMakeTranslation(a.x, a.y, 0))
            }
            var children = CGRect.null
            for sub in subs {
                let cs = sub.renderState()
                if cs.isHidden || cs.opacity <= 0 { continue }
                var e = subtreeExtent(sub, state: cs)
                if let t = sub.activeTransition()?.transition, t.type == .oglFlip || t.type == .cube
                {
                    e = e.insetBy(dx: -e.width / 2, dy: -e.height / 2)
                }
                let quad = project(
                    TransitionEffect.corners(of: e), cs.matrixToParent.concatenating(childBase))
                guard quad.count >= 3 else { continue }
                children = children.union(Self.boundingBox(quad))
            }
            if s.masksToBounds { children = children.intersection(s.bounds) }
            if !children.isNull { box = box.union(children) }
        }
        if s.shadowOpacity > 0, let color = s.shadowColor, color.alpha > 0 {
            let margin =
                CGFloat(
                    GaussianBlur.margin(
                        sigma: GaussianBlur.sigma(
                            forShadowRadius: s.shadowRadius,
                            scale: scale)) + 1) / max(scale, 1e-6)
            var caster = box
            if let path = s.shadowPath {
                let b = path.boundingBoxOfPath
                if b.minX.isFinite, b.minY.isFinite, b.width.isFinite, b.height.isFinite {
                    caster = b
                }
            }
            box = box.union(
                caster.offsetBy(dx: s.shadowOffset.width, dy: s.shadowOffset.height)
                    .insetBy(dx: -margin, dy: -margin))
        }
        return box
    }
}
