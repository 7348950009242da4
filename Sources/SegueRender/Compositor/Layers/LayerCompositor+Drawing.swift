import Foundation
import OpenUIKit
import SegueRaster

extension LayerCompositor {
    /// Paints what the layer's `draw(in:)` (a view's `draw(_:)`) recorded: each fill and stroke
    /// in its colour, inside its clip paths and the backing store's rectangle. The recording is
    /// mapped from the bounds it was drawn in onto the bounds now per `contentsGravity`, as Core
    /// Animation maps a backing store.
    func drawRecording(
        _ recording: CGContext.Recording, state s: LayerRenderState, matrix m: CATransform3D,
        into bitmap: inout Bitmap, clip: RasterClip, opacity: CGFloat, isolated: Bool = false
    ) {
        let drawn = recording.bounds
        guard drawn.width > 0, drawn.height > 0 else { return }
        if !isolated, recording.operations.contains(where: { $0.blendMode != .normal }) {
            // Blend modes combine with the drawing's own pixels (its backing store), not with
            // the layers behind it: draw it into a transparent offscreen, then composite that.
            let box = clip.box(width: bitmap.width, height: bitmap.height)
            guard !box.isEmpty else { return }
            let content = renderOffscreen(box: box) { content, _ in
                drawRecording(
                    recording, state: s, matrix: m, into: &content, clip: RasterClip(),
                    opacity: 1, isolated: true)
            }
            composite(content, at: box, onto: &bitmap, opacity: opacity, clip: clip)
            return
        }
        let r = Self.gravityRect(s.contentsGravity, imageSize: drawn.size, bounds: s.bounds)
        guard r.width > 0, r.height > 0 else { return }
        let sx = r.width / drawn.width
        let sy = r.height / drawn.height
        let map = CGAffineTransform(
            a: sx, b: 0, c: 0, d: sy, tx: r.minX - drawn.minX * sx, ty: r.minY - drawn.minY * sy)
        let store = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
        ]
        let storeClip = clipping(
            clip, to: project(store, m), width: bitmap.width, height: bitmap.height)
        let mapScale = max(min(sx, sy), 0.01)
        for operation in recording.operations {
            var opClip = storeClip
            for (path, rule) in operation.clips {
                opClip = clipping(
                    opClip, to: contours(of: path, map: map, matrix: m, scale: mapScale),
                    rule: rule, width: bitmap.width, height: bitmap.height)
            }
            let paint = RasterPaint.solid(PremultipliedColor(operation.color))
            switch operation.paint {
            case .fill(let rule):
                let shapes = contours(of: operation.path, map: map, matrix: m, scale: mapScale)
                guard !shapes.isEmpty else { continue }
                if operation.blendMode != .normal {
                    bitmap.fill(
                        shapes, fillRule: rule == .evenOdd ? .evenOdd : .nonZero,
                        color: PremultipliedColor(operation.color), mode: operation.blendMode,
                        clip: opClip, using: rasterizer)
                    continue
                }
                bitmap.fill(
                    shapes, fillRule: rule == .evenOdd ? .evenOdd : .nonZero, paint: paint,
                    opacity: opacity, clip: opClip, using: rasterizer)
            case .image(let image, let rect, let flipped):
                drawRecordedImage(
                    image, in: rect, flipped: flipped,
                    transform: operation.transform.concatenating(map),
                    matrix: m, into: &bitmap, clip: opClip,
                    opacity: opacity * operation.color.alpha, mode: operation.blendMode)
            case .stroke(let style):
                let toLayer = operation.transform.concatenating(map)
                let userScale = max(
                    min(hypot(toLayer.a, toLayer.b), hypot(toLayer.c, toLayer.d)), 0.01)
                let polylines = operation.path.flattened(
                    tolerance: CGFloat(tolerance) / userScale
                ).map { RasterPolyline(points: $0.points, isClosed: $0.isClosed) }
                let rasterStyle = RasterStrokeStyle(
                    lineWidth: style.lineWidth,
                    lineCap: style.lineCap == .round
                        ? .round : style.lineCap == .square ? .square : .butt,
                    lineJoin: style.lineJoin == .round
                        ? .round : style.lineJoin == .bevel ? .bevel : .miter,
                    miterLimit: style.miterLimit, dashPattern: style.dashLengths,
                    dashPhase: style.dashPhase)
                let outline = Stroker.outline(
                    polylines, style: rasterStyle, tolerance: tolerance / Double(userScale)
                ).map { project($0.map { $0.applying(toLayer) }, m) }.filter { $0.count >= 3 }
                guard !outline.isEmpty else { continue }
                if operation.blendMode != .normal {
                    bitmap.fill(
                        outline, fillRule: .nonZero, color: PremultipliedColor(operation.color),
                        mode: operation.blendMode, clip: opClip, using: rasterizer)
                    continue
                }
                bitmap.fill(
                    outline, fillRule: .nonZero, paint: paint, opacity: opacity, clip: opClip,
                    using: rasterizer)
            }
        }
    }

    /// Draws an image the recording drew into `rect` (user space; `toLayer` maps it to layer
    /// coordinates): its top row at `rect.minY`, or at `rect.maxY` when `flipped`, combined with
    /// what the drawing painted before by `mode`.
    private func drawRecordedImage(
        _ image: CGImage, in rect: CGRect, flipped: Bool, transform toLayer: CGAffineTransform,
        matrix m: CATransform3D, into bitmap: inout Bitmap, clip: RasterClip, opacity: CGFloat,
        mode: CGBlendMode
    ) {
        let sx = rect.width / CGFloat(image.width)
        let sy = rect.height / CGFloat(image.height)
        let imageToLayer = CGAffineTransform(
            a: sx, b: 0, c: 0, d: flipped ? -sy : sy, tx: rect.minX,
            ty: flipped ? rect.maxY : rect.minY
        ).concatenating(toLayer)
        guard
            let mapping = layerToDevice(m).concatenating(
                after: ProjectiveTransform(imageToLayer)
            ).inverted
        else { return }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
        let quad = project(corners.map { $0.applying(toLayer) }, m)
        guard quad.count >= 3 else { return }
        if mode != .normal {
            bitmap.draw(
                self.bitmap(for: image), mapping: mapping, in: [quad], opacity: opacity,
                mode: mode, clip: clip, using: rasterizer)
            return
        }
        bitmap.draw(
            self.bitmap(for: image), mapping: mapping, in: [quad], opacity: opacity, clip: clip,
            using: rasterizer)
    }

    /// The device contours of `path` (layer coordinates of the recording) mapped by `map`.
    private func contours(
        of path: CGPath, map: CGAffineTransform, matrix m: CATransform3D, scale: CGFloat
    )
        -> [[CGPoint]]
    {
        path.flattened(tolerance: CGFloat(tolerance) / scale).map {
            project($0.points.map { $0.applying(map) }, m)
        }.filter { $0.count >= 3 }
    }

    /// `clip` narrowed to the inside of device contours by `rule` (anti-aliased).
    private func clipping(
        _ clip: RasterClip, to contours: [[CGPoint]], rule: CGPathFillRule, width: Int,
        height: Int
    ) -> RasterClip {
        var out = clip
        let box = PixelRect(enclosing: Self.boundingBox(contours.flatMap { $0 })).intersection(
            PixelRect(x: 0, y: 0, width: width, height: height))
        var mask = CoverageMask(
            width: max(box.width, 0), height: max(box.height, 0), originX: box.x, originY: box.y)
        if !box.isEmpty && !contours.isEmpty {
            mask.fill(
                contours, fillRule: rule == .evenOdd ? .evenOdd : .nonZero, mode: .replace,
                using: rasterizer)
        }
        out.mask = out.mask.map { Self.intersect($0, mask) } ?? mask
        return out
    }
}
