import Foundation
import OpenUIKit
import SegueRaster

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

/// One frame of a transition effect between two renderings of a layer.
///
/// `before` and `after` are the layer's old and new content already rendered in device space
/// through `matrix` (layer coordinates → device pixels, row-vector `CATransform3D`), each image
/// covering the device pixels from `sourceOrigin` on (the whole frame when it is (0, 0) and the
/// images are frame-sized). Each effect
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
    /// The device pixel at the top-left corner of the `before` and `after` images. Default (0, 0).
    var sourceOrigin: (x: Int, y: Int) = (0, 0)
    /// What the layer's subtree covers, in layer coordinates: the part of the plane flip and cube
    /// turn. Default nil: the bounds.
    var contentRect: CGRect?

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
        [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
        ]
    }

    /// The device rectangle a source image covers, as one polygon.
    func sourceFrame(_ b: Bitmap) -> [[CGPoint]] {
        let x = CGFloat(sourceOrigin.x)
        let y = CGFloat(sourceOrigin.y)
        let w = CGFloat(b.width)
        let h = CGFloat(b.height)
        return [
            [
                CGPoint(x: x, y: y), CGPoint(x: x + w, y: y), CGPoint(x: x + w, y: y + h),
                CGPoint(x: x, y: y + h),
            ]
        ]
    }

    /// Layer coordinates → source image pixels: `matrix`, then the shift to `sourceOrigin`.
    var sourceMatrix: CATransform3D {
        matrix.concatenating(
            CATransform3DMakeTranslation(CGFloat(-sourceOrigin.x), CGFloat(-sourceOrigin.y), 0))
    }

    /// Device pixels → source image pixels.
    var deviceToSource: ProjectiveTransform {
        ProjectiveTransform(
            a: 1, b: 0, c: -Double(sourceOrigin.x), d: 0, e: 1, f: -Double(sourceOrigin.y))
    }

    /// Draws a source image (before, after or a mix) unchanged in its device place over `bitmap`.
    ///
    /// Without a coverage mask in `clip` this is a pixel-for-pixel blend (no sampling).
    @MainActor
    func drawSource(
        _ image: Bitmap, into bitmap: inout Bitmap, clip: RasterClip = RasterClip(),
        compositor c: LayerCompositor
    ) {
        if clip.mask == nil {
            let all = PixelRect(
                x: sourceOrigin.x, y: sourceOrigin.y, width: image.width, height: image.height)
            bitmap.blendOver(
                image, origin: sourceOrigin, in: clip.rect.map { $0.intersection(all) } ?? all)
            return
        }
        bitmap.draw(
            image, mapping: deviceToSource, in: sourceFrame(image), opacity: 1, clip: clip,
            using: c.rasterizer)
    }

    /// Draws the frame over `bitmap`. At progress 0 (or NaN) every effect is exactly `before`, at
    /// 1 exactly `after`, as Core Animation shows the two states at the ends of a transition.
    @MainActor
    func composite(
        before: Bitmap, after: Bitmap, into bitmap: inout Bitmap, compositor c: LayerCompositor
    ) {
        let p = clampedProgress
        if p == 0 || p == 1 {
            drawSource(p == 0 ? before : after, into: &bitmap, compositor: c)
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
