import Foundation
import OpenUIKit

extension LayerCompositor {
    /// Draws a layer under a `CATransition`: the frozen "before" tree and the live layer are each
    /// rendered offscreen, then combined by the effect at `progress` (0…1).
    func drawTransition(_ t: CATransition, progress: Double, layer: CALayer, state s: LayerRenderState,
                        matrix m: CATransform3D, into bitmap: inout Bitmap, clip: RasterClip) {
        var before = Bitmap(width: bitmap.width, height: bitmap.height)
        if let frozen = t.capturedBefore {
            let fs = frozen.renderState()
            var fsOpaque = fs
            fsOpaque.opacity = 1
            // The frozen copy sits where the layer sat at capture; draw it in the layer's place.
            drawContents(frozen, state: fsOpaque, matrix: m, into: &before, clip: clip, opacity: 1)
        }
        var after = Bitmap(width: bitmap.width, height: bitmap.height)
        var sOpaque = s
        sOpaque.opacity = 1
        drawContents(layer, state: sOpaque, matrix: m, into: &after, clip: clip, opacity: 1)
        TransitionEffect(type: t.type, subtype: t.subtype, progress: progress, bounds: s.bounds, matrix: m, scale: scale)
            .composite(before: before, after: after, into: &bitmap, compositor: self)
    }
}

/// One frame of a transition effect between two full-frame renderings of a layer.
struct TransitionEffect {
    var type: CATransitionType
    var subtype: CATransitionSubtype?
    var progress: Double
    var bounds: CGRect
    var matrix: CATransform3D
    var scale: CGFloat

    /// The unit direction the new content travels, in layer coordinates, per subtype.
    var direction: CGPoint {
        switch subtype {
        case .fromLeft?: return CGPoint(x: 1, y: 0)
        case .fromTop?: return CGPoint(x: 0, y: 1)
        case .fromBottom?: return CGPoint(x: 0, y: -1)
        default: return CGPoint(x: -1, y: 0)
        }
    }

    @MainActor
    func composite(before: Bitmap, after: Bitmap, into bitmap: inout Bitmap, compositor c: LayerCompositor) {
        let p = min(max(progress, 0), 1)
        let full = [CGPoint(x: 0, y: 0), CGPoint(x: CGFloat(bitmap.width), y: 0),
                    CGPoint(x: CGFloat(bitmap.width), y: CGFloat(bitmap.height)), CGPoint(x: 0, y: CGFloat(bitmap.height))]
        let layerQuad = c.project([CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                                   CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY)], matrix)
        let clipToLayer = c.clipping(RasterClip(), to: layerQuad, width: bitmap.width, height: bitmap.height)
        // Translation in device pixels of a move of the layer's full size along the direction.
        let d = direction
        let dx = d.x * bounds.width, dy = d.y * bounds.height
        let devDX = Double(dx * matrix.m11 + dy * matrix.m21), devDY = Double(dx * matrix.m12 + dy * matrix.m22)
        func shifted(_ f: Double) -> ProjectiveTransform {
            ProjectiveTransform(a: 1, b: 0, c: -devDX * f, d: 0, e: 1, f: -devDY * f)
        }
        switch type {
        case .push:
            bitmap.draw(before, mapping: shifted(-p), in: [full], opacity: 1, clip: clipToLayer, using: c.rasterizer)
            bitmap.draw(after, mapping: shifted(1 - p), in: [full], opacity: 1, clip: clipToLayer, using: c.rasterizer)
        case .moveIn:
            bitmap.draw(before, mapping: .identity, in: [full], opacity: 1, clip: clipToLayer, using: c.rasterizer)
            bitmap.draw(after, mapping: shifted(1 - p), in: [full], opacity: 1, clip: clipToLayer, using: c.rasterizer)
        case .reveal:
            bitmap.draw(after, mapping: .identity, in: [full], opacity: 1, clip: clipToLayer, using: c.rasterizer)
            bitmap.draw(before, mapping: shifted(-p), in: [full], opacity: 1, clip: clipToLayer, using: c.rasterizer)
        default:
            // Fade (and, until their dedicated effects exist, every other type): cross-dissolve,
            // a per-pixel mix of the two premultiplied images.
            var mixed = before
            let k = UInt32((p * 256).rounded())
            mixed.pixels.withUnsafeMutableBufferPointer { m in
                after.pixels.withUnsafeBufferPointer { a in
                    for i in 0..<m.count { m[i] = UInt8((UInt32(m[i]) * (256 - k) + UInt32(a[i]) * k + 128) >> 8) }
                }
            }
            bitmap.draw(mixed, mapping: .identity, in: [full], opacity: 1, clip: RasterClip(), using: c.rasterizer)
        }
    }
}
