import Foundation
import OpenQuartzCore
import SegueCodecs

/// Paints what a `CGContext` recorded (fills, strokes, images, each under its clip paths and
/// blend mode) into a bitmap, through a 2D map from the recording's coordinates to device
/// pixels: the pixels of `UIGraphicsImageRenderer`'s images.
///
/// The bitmap is the drawing's own backing store, so a blend mode other than `.normal` combines
/// with what the recording painted before it, as in a Core Graphics bitmap context. The
/// compositor draws a layer's recording with the same scan converter and stroker through the
/// layer's 3D projection (SegueRender's `LayerCompositor.drawRecording`).
package struct RecordingPlayer {
    /// Recording coordinates (points) → device pixels.
    package var map: CGAffineTransform
    /// How far a flattened curve may stray from the true one, in device pixels.
    package var tolerance: Double = 0.1
    private let rasterizer = Rasterizer()

    package init(map: CGAffineTransform) {
        self.map = map
    }

    /// Paints every operation of `recording`, in order, inside `clip`.
    package func play(
        _ recording: CGContext.Recording, into bitmap: inout Bitmap, clip: RasterClip = RasterClip()
    ) {
        for operation in recording.operations {
            var opClip = clip
            for (path, rule) in operation.clips {
                opClip = clipping(
                    opClip, to: contours(of: path, map: map), rule: rule, width: bitmap.width,
                    height: bitmap.height)
            }
            switch operation.paint {
            case .fill(let rule):
                paint(
                    contours(of: operation.path, map: map),
                    rule: rule == .evenOdd ? .evenOdd : .nonZero,
                    operation: operation, into: &bitmap, clip: opClip)
            case .stroke(let style):
                paint(
                    strokeOutline(operation.path, style: style, transform: operation.transform),
                    rule: .nonZero, operation: operation, into: &bitmap, clip: opClip)
            case .image(let image, let rect, let flipped):
                draw(
                    image, in: rect, flipped: flipped, operation: operation, into: &bitmap,
                    clip: opClip)
            }
        }
    }

    /// Fills device contours with the operation's colour by its blend mode.
    private func paint(
        _ contours: [[CGPoint]], rule: RasterFillRule, operation: CGContext.Operation,
        into bitmap: inout Bitmap, clip: RasterClip
    ) {
        guard !contours.isEmpty else { return }
        let color = PremultipliedColor(operation.color)
        if operation.blendMode != .normal {
            bitmap.fill(
                contours, fillRule: rule, color: color, mode: operation.blendMode, clip: clip,
                using: rasterizer)
        } else {
            bitmap.fill(
                contours, fillRule: rule, paint: .solid(color), clip: clip, using: rasterizer)
        }
    }

    /// The device outline of a stroke of `path` (user space of `transform`).
    private func strokeOutline(
        _ path: CGPath, style: CGContext.Operation.Stroke, transform: CGAffineTransform
    ) -> [[CGPoint]] {
        let toDevice = transform.concatenating(map)
        let userScale = max(min(hypot(toDevice.a, toDevice.b), hypot(toDevice.c, toDevice.d)), 0.01)
        let polylines = path.flattened(tolerance: CGFloat(tolerance) / userScale).map {
            RasterPolyline(points: $0.points, isClosed: $0.isClosed)
        }
        let rasterStyle = RasterStrokeStyle(
            lineWidth: style.lineWidth,
            lineCap: style.lineCap == .round ? .round : style.lineCap == .square ? .square : .butt,
            lineJoin: style.lineJoin == .round
                ? .round : style.lineJoin == .bevel ? .bevel : .miter,
            miterLimit: style.miterLimit, dashPattern: style.dashLengths,
            dashPhase: style.dashPhase)
        return Stroker.outline(
            polylines, style: rasterStyle, tolerance: tolerance / Double(userScale)
        )
        .map { $0.map { $0.applying(toDevice) } }.filter { $0.count >= 3 }
    }

    /// Draws `image` into `rect` (user space of the operation's transform), bilinearly sampled,
    /// at the colour's alpha, combined with what was painted before by the operation's blend
    /// mode.
    private func draw(
        _ image: CGImage, in rect: CGRect, flipped: Bool, operation: CGContext.Operation,
        into bitmap: inout Bitmap, clip: RasterClip
    ) {
        let toDevice = operation.transform.concatenating(map)
        let sx = rect.width / CGFloat(image.width)
        let sy = rect.height / CGFloat(image.height)
        // Image pixel → user space: the top row at minY (maxY when flipped).
        let imageToUser = CGAffineTransform(
            a: sx, b: 0, c: 0, d: flipped ? -sy : sy, tx: rect.minX,
            ty: flipped ? rect.maxY : rect.minY)
        let imageToDevice = imageToUser.concatenating(toDevice)
        guard let mapping = ProjectiveTransform(imageToDevice).inverted else { return }
        let quad = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ].map { $0.applying(toDevice) }
        let source = Bitmap(
            width: image.width, height: image.height, premultipliedPixels: image.pixels)
        if operation.blendMode != .normal {
            bitmap.draw(
                source, mapping: mapping, in: [quad], opacity: operation.color.alpha,
                mode: operation.blendMode, clip: clip, using: rasterizer)
            return
        }
        bitmap.draw(
            source, mapping: mapping, in: [quad], opacity: operation.color.alpha, clip: clip,
            using: rasterizer)
    }

    /// The device contours of `path` (recording coordinates) mapped by `map`.
    private func contours(of path: CGPath, map: CGAffineTransform) -> [[CGPoint]] {
        let scale = max(min(hypot(map.a, map.b), hypot(map.c, map.d)), 0.01)
        return path.flattened(tolerance: CGFloat(tolerance) / scale).map {
            $0.points.map { $0.applying(map) }
        }.filter { $0.count >= 3 }
    }

    /// `clip` narrowed to the inside of device `contours` by `rule` (anti-aliased).
    private func clipping(
        _ clip: RasterClip, to contours: [[CGPoint]], rule: CGPathFillRule, width: Int, height: Int
    ) -> RasterClip {
        var out = clip
        let fillRule: RasterFillRule = rule == .evenOdd ? .evenOdd : .nonZero
        if var mask = out.mask {
            mask.fill(contours, fillRule: fillRule, mode: .intersect, using: rasterizer)
            out.mask = mask
            return out
        }
        let box = clip.box(width: width, height: height)
        var mask = CoverageMask(
            width: max(box.width, 0), height: max(box.height, 0), originX: box.x, originY: box.y)
        if !box.isEmpty && !contours.isEmpty {
            mask.fill(contours, fillRule: fillRule, mode: .replace, using: rasterizer)
        }
        out.mask = mask
        return out
    }
}
