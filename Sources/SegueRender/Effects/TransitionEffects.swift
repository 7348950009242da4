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
        case CATransitionType(rawValue: "pageCurl"), CATransitionType(rawValue: "pageUnCurl"):
            let ys = layerQuad.map { Double($0.y) }
            let curled = PageCurl(uncurl: type.rawValue == "pageUnCurl", progress: p,
                                  top: ys.min() ?? 0, bottom: ys.max() ?? Double(bitmap.height))
                .composite(before: before, after: after)
            bitmap.draw(curled, mapping: .identity, in: [full], opacity: 1, clip: clipToLayer, using: c.rasterizer)
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

/// UIKit's page curl (`.transitionCurlUp` / `.transitionCurlDown`, CATransition "pageCurl" /
/// "pageUnCurl"), approximated flat: a horizontal fold line rises from the layer's bottom edge to
/// its top; below it the new content shows (darkened by the curl's shadow near the fold), the part
/// of the old page below the fold is folded over above the line and drawn as its lightened back,
/// and the rest of the old page stays flat. Curl down plays the same with the roles reversed. The
/// subtype is ignored (UIKit's view transitions curl from the bottom).
struct PageCurl {
    var uncurl: Bool
    var progress: Double
    /// The layer's top and bottom in device pixels.
    var top: Double, bottom: Double

    func composite(before: Bitmap, after: Bitmap) -> Bitmap {
        let page = uncurl ? after : before       // the sheet that curls away (or back)
        var out = uncurl ? before : after        // what lies under it
        let q = uncurl ? 1 - progress : progress
        let width = out.width, height = out.height
        let y0 = max(0, Int(top.rounded(.down))), y1 = min(height, Int(bottom.rounded(.up)))
        guard y1 > y0 else { return out }
        let h = Double(y1 - y0)
        let fold = Double(y0) + h * (1 - q)
        let shadowLength = max(1, h * 0.05)
        for y in y0..<y1 {
            let yc = Double(y) + 0.5
            let row = y * width * 4
            if yc >= fold {
                // Under the lifted part: the new content, in the curl's shadow near the fold.
                let k = UInt32((256 * (1 - 0.35 * exp(-(yc - fold) / shadowLength))).rounded())
                for i in row..<(row + width * 4) where (i & 3) != 3 {
                    out.pixels[i] = UInt8((UInt32(out.pixels[i]) * k) >> 8)
                }
                continue
            }
            let mirror = 2 * fold - yc   // the page row folded onto this one
            if mirror < Double(y1) {
                // The page's back: the mirrored row, mixed 70% towards white (premultiplied).
                let src = Int(mirror) * width * 4
                for x in 0..<width {
                    let a = Int(page.pixels[src + x * 4 + 3])
                    guard a > 0 else { continue }
                    for ch in 0..<3 {
                        let v = Int(page.pixels[src + x * 4 + ch])
                        out.pixels[row + x * 4 + ch] = UInt8(v + (a - v) * 7 / 10)
                    }
                    out.pixels[row + x * 4 + 3] = UInt8(a)
                }
            } else {
                // The flat, not yet lifted part of the page.
                for i in row..<(row + width * 4) { out.pixels[i] = page.pixels[i] }
            }
        }
        return out
    }
}
