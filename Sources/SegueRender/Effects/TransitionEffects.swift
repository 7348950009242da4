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

// The private transition types UIKit's `UIView.transition` options use (Core Animation names).
extension CATransitionType {
    /// The page lifts and curls away, revealing the new content underneath (`.transitionCurlUp`).
    static let pageCurl = CATransitionType(rawValue: "pageCurl")
    /// A curled page comes down and lies flat over the old content (`.transitionCurlDown`).
    static let pageUnCurl = CATransitionType(rawValue: "pageUnCurl")
    /// The layer turns over like a card, the new content on its back (`.transitionFlipFrom…`).
    static let oglFlip = CATransitionType(rawValue: "oglFlip")
    /// The old and new content as two faces of a turning cube.
    static let cube = CATransitionType(rawValue: "cube")
}

/// One frame of a transition effect between two full-frame renderings of a layer.
///
/// `before` and `after` are the layer's old and new content already rendered in device space
/// through `matrix` (layer coordinates → device pixels, row-vector `CATransform3D`). Each effect
/// works in the layer's own coordinate space and maps back to device pixels, so a rotated or
/// perspective layer transitions along its own axes. `progress` is the eased fraction 0…1
/// (start/end progress and the timing function already applied); at 0 the result is `before`,
/// at 1 it is `after`.
struct TransitionEffect {
    var type: CATransitionType
    var subtype: CATransitionSubtype?
    var progress: Double
    var bounds: CGRect
    var matrix: CATransform3D
    var scale: CGFloat

    /// The unit direction the new content travels, in layer coordinates, per subtype.
    ///
    /// nil is `fromLeft` (towards +x): Apple's `CATransition` example pushes with no subtype and
    /// describes "the blue state entering the scene from the left".
    var direction: CGPoint {
        switch subtype {
        case .fromRight?: return CGPoint(x: -1, y: 0)
        case .fromTop?: return CGPoint(x: 0, y: 1)
        case .fromBottom?: return CGPoint(x: 0, y: -1)
        default: return CGPoint(x: 1, y: 0)
        }
    }

    /// Progress clamped to 0…1 (NaN counts as 0).
    var clampedProgress: Double {
        progress.isNaN ? 0 : min(max(progress, 0), 1)
    }

    /// The layer's bounds rectangle in device pixels (near-plane clipped).
    @MainActor
    func layerQuad(_ c: LayerCompositor) -> [CGPoint] {
        c.project(Self.corners(of: bounds), matrix)
    }

    /// The corners of a rectangle, clockwise from the top left (y down).
    static func corners(of r: CGRect) -> [CGPoint] {
        [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
         CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
    }

    /// The whole device frame as one polygon.
    static func fullFrame(_ b: Bitmap) -> [[CGPoint]] {
        let w = CGFloat(b.width), h = CGFloat(b.height)
        return [[CGPoint(x: 0, y: 0), CGPoint(x: w, y: 0), CGPoint(x: w, y: h), CGPoint(x: 0, y: h)]]
    }

    /// Draws the frame over `bitmap`. At progress 0 (or NaN) every effect is exactly `before`, at
    /// 1 exactly `after`, as Core Animation shows the two states at the ends of a transition.
    @MainActor
    func composite(before: Bitmap, after: Bitmap, into bitmap: inout Bitmap, compositor c: LayerCompositor) {
        let p = clampedProgress
        if p == 0 || p == 1 {
            c.composite(p == 0 ? before : after, onto: &bitmap, opacity: 1, clip: RasterClip())
            return
        }
        switch type {
        case .push, .moveIn, .reveal:
            drawSlide(before: before, after: after, into: &bitmap, compositor: c)
        case .oglFlip:
            drawFlip(before: before, after: after, into: &bitmap, compositor: c)
        case .cube:
            drawCube(before: before, after: after, into: &bitmap, compositor: c)
        case .pageCurl, .pageUnCurl:
            drawPageCurl(before: before, after: after, into: &bitmap, compositor: c)
        default:
            // `.fade` and any type Core Animation does not know: a cross-dissolve.
            drawFade(before: before, after: after, into: &bitmap, compositor: c)
        }
    }
}
