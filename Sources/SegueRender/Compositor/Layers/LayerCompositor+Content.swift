import Foundation
import OpenUIKit
import SegueRaster

extension LayerCompositor {
    /// The rectangle, in layer coordinates, that `contentsGravity` gives an image of `size` points.
    static func gravityRect(_ g: CALayerContentsGravity, imageSize size: CGSize, bounds b: CGRect)
        -> CGRect
    {
        switch g {
        case .resize: return b
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return b }
            let sx = b.width / size.width
            let sy = b.height / size.height
            let k = g == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let w = size.width * k
            let h = size.height * k
            return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        default:
            let name = g.rawValue.lowercased()
            let x: CGFloat =
                name.contains("left")
                ? b.minX : name.contains("right") ? b.maxX - size.width : b.midX - size.width / 2
            let y: CGFloat =
                name.hasPrefix("top")
                ? b.minY
                : name.hasPrefix("bottom") ? b.maxY - size.height : b.midY - size.height / 2
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }

    /// Draws a `CGImage` content through the layer's projection, bilinearly sampled.
    func drawImage(
        _ image: CGImage, state s: LayerRenderState, matrix m: CATransform3D,
        into bitmap: inout Bitmap,
        clip: RasterClip, opacity: CGFloat
    ) {
        let cr = s.contentsRect
        guard image.width > 0, image.height > 0, cr.width > 0, cr.height > 0 else { return }
        let scale = s.contentsScale > 0 ? s.contentsScale : 1
        let pointSize = CGSize(
            width: CGFloat(image.width) * cr.width / scale,
            height: CGFloat(image.height) * cr.height / scale)
        let r = Self.gravityRect(s.contentsGravity, imageSize: pointSize, bounds: s.bounds)
        guard r.width > 0, r.height > 0 else { return }
        // Image pixel (u, v) → layer point.
        let iw = Double(image.width)
        let ih = Double(image.height)
        let sx = Double(r.width) / (iw * Double(cr.width))
        let sy = Double(r.height) / (ih * Double(cr.height))
        let imageToLayer = ProjectiveTransform(
            a: sx, b: 0, c: Double(r.minX) - sx * iw * Double(cr.minX),
            d: 0, e: sy, f: Double(r.minY) - sy * ih * Double(cr.minY))
        guard let mapping = layerToDevice(m).concatenating(after: imageToLayer).inverted else {
            return
        }
        var quad = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
        ]
        var c = clip
        if s.masksToBounds || s.cornerRadius > 0 && s.masksToBounds {
            c = clipping(
                clip, to: project(roundedBounds(s), m), width: bitmap.width, height: bitmap.height)
        }
        quad = project(quad, m)
        guard quad.count >= 3 else { return }
        bitmap.draw(
            self.bitmap(for: image), mapping: mapping, in: [quad], opacity: opacity, clip: c,
            using: rasterizer)
    }

    /// Fills and strokes a shape layer's path.
    func drawShape(
        _ shape: CAShapeLayer, matrix m: CATransform3D, into bitmap: inout Bitmap, clip: RasterClip,
        opacity: CGFloat
    ) {
        let vals = shapeValues(shape)
        guard let path = vals.path else { return }
        let subpaths = path.flattened(tolerance: CGFloat(tolerance))
        if let fill = vals.fill, fill.alpha > 0 {
            let contours = subpaths.map { project($0.points, m) }.filter { $0.count >= 3 }
            if !contours.isEmpty {
                bitmap.fill(
                    contours, fillRule: shape.fillRule == .evenOdd ? .evenOdd : .nonZero,
                    paint: .solid(PremultipliedColor(fill)), opacity: opacity, clip: clip,
                    using: rasterizer)
            }
        }
        if let stroke = vals.stroke, stroke.alpha > 0, vals.lineWidth > 0 {
            var polylines = subpaths.map {
                RasterPolyline(points: $0.points, isClosed: $0.isClosed)
            }
            if vals.strokeStart > 0 || vals.strokeEnd < 1 {
                polylines = PolylineTrim.trim(
                    polylines, start: vals.strokeStart, end: vals.strokeEnd)
            }
            let style = RasterStrokeStyle(
                lineWidth: vals.lineWidth,
                lineCap: shape.lineCap == .round
                    ? .round : shape.lineCap == .square ? .square : .butt,
                lineJoin: shape.lineJoin == .round
                    ? .round : shape.lineJoin == .bevel ? .bevel : .miter,
                miterLimit: vals.miterLimit,
                dashPattern: (shape.lineDashPattern ?? []).map { CGFloat($0.doubleValue) },
                dashPhase: vals.dashPhase)
            let outline = Stroker.outline(polylines, style: style, tolerance: tolerance).map {
                project($0, m)
            }.filter { $0.count >= 3 }
            if !outline.isEmpty {
                bitmap.fill(
                    outline, fillRule: .nonZero, paint: .solid(PremultipliedColor(stroke)),
                    opacity: opacity,
                    clip: clip, using: rasterizer)
            }
        }
    }

    private func shapeValues(_ shape: CAShapeLayer) -> (
        path: CGPath?, fill: CGColor?, stroke: CGColor?, lineWidth: CGFloat,
        miterLimit: CGFloat, dashPhase: CGFloat, strokeStart: CGFloat, strokeEnd: CGFloat
    ) {
        func v(_ key: String) -> AnimatableValue? { shape.presentationValue(forKey: key) }
        var path = shape.path
        if case .path(let p)? = v("path") { path = p }
        var fill = shape.fillColor
        var stroke = shape.strokeColor
        if case .color(let c)? = v("fillColor") { fill = c }
        if case .color(let c)? = v("strokeColor") { stroke = c }
        func num(_ k: String, _ d: CGFloat) -> CGFloat { v(k)?.number.map { CGFloat($0) } ?? d }
        return (
            path, fill, stroke, max(0, num("lineWidth", shape.lineWidth)),
            num("miterLimit", shape.miterLimit),
            num("lineDashPhase", shape.lineDashPhase),
            min(max(num("strokeStart", shape.strokeStart), 0), 1),
            min(max(num("strokeEnd", shape.strokeEnd), 0), 1)
        )
    }

    /// Fills the bounds with a gradient layer's colours.
    func drawGradient(
        _ g: CAGradientLayer, state s: LayerRenderState, matrix m: CATransform3D,
        into bitmap: inout Bitmap,
        clip: RasterClip, opacity: CGFloat
    ) {
        var colors = g.gradientColors
        var locations = g.gradientLocations
        var start = g.startPoint
        var end = g.endPoint
        if case .colors(let c)? = g.presentationValue(forKey: "colors") { colors = c }
        if case .numbers(let n)? = g.presentationValue(forKey: "locations") {
            locations = n.isEmpty ? nil : n
        }
        if case .point(let p)? = g.presentationValue(forKey: "startPoint") { start = p }
        if case .point(let p)? = g.presentationValue(forKey: "endPoint") { end = p }
        guard !colors.isEmpty, let deviceToLayer = layerToDevice(m).inverted else { return }
        let b = s.bounds
        let toBoundsOrigin = ProjectiveTransform(
            a: 1, b: 0, c: -Double(b.minX), d: 0, e: 1, f: -Double(b.minY))
        let gradient = RasterGradient.caGradientLayer(
            colors: colors, locations: locations.map { $0.map { CGFloat($0) } },
            startPoint: start, endPoint: end, radial: g.type == .radial,
            boundsSize: b.size, deviceToLayer: toBoundsOrigin.concatenating(after: deviceToLayer))
        let contour = project(
            s.masksToBounds
                ? roundedBounds(s)
                : [
                    CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                    CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY),
                ], m)
        guard contour.count >= 3 else { return }
        bitmap.fill(
            [contour], paint: .gradient(gradient), opacity: opacity, clip: clip, using: rasterizer)
    }

    /// Draws a label's text through the layer's transform (affine part; perspective text is drawn
    /// on the layer's plane by its outline points).
    func drawText(
        _ label: UILabel, matrix m: CATransform3D, into bitmap: inout Bitmap, clip: RasterClip,
        opacity: CGFloat
    ) {
        guard let color = label.resolvedTextColor else { return }
        let alpha = label.isEnabled ? opacity : opacity * 0.44
        let paint = RasterPaint.solid(PremultipliedColor(color.cgColor))
        let cache = TextDrawingCache.shared
        guard cache.isEnabled, let inputs = TextDrawingCache.Inputs(label, tolerance: tolerance)
        else {
            guard let (layout, at, bounds) = label.textLayoutForDrawing else { return }
            let contours = layout.contours(at: at, transform: .identity, tolerance: tolerance)
                .clipped(to: bounds).map { project($0, m) }
                .filter { $0.count >= 3 }
            guard !contours.isEmpty else { return }
            bitmap.fill(
                contours, fillRule: .nonZero, paint: paint, opacity: alpha, clip: clip,
                using: rasterizer)
            return
        }
        let box = clip.box(width: bitmap.width, height: bitmap.height)
        guard !box.isEmpty else { return }
        let placement = TextDrawingCache.Placement(
            matrix: m, originX: origin.x, originY: origin.y, box: box)
        let local = cache.contours(for: label, inputs: inputs) {
            guard let (layout, at, bounds) = label.textLayoutForDrawing else { return [] }
            return layout.contours(at: at, transform: .identity, tolerance: tolerance)
                .clipped(to: bounds)
        }
        if let coverage = cache.coverage(for: label, at: placement) {
            bitmap.paintSpans(paint: paint, opacity: alpha, clip: clip) { emit in
                coverage.replay(emit)
            }
            return
        }
        let contours = local.map { project($0, m) }.filter { $0.count >= 3 }
        guard !contours.isEmpty else { return }
        // The same runs `fill` would produce (its rectangle fast path gives identical coverage).
        var coverage = TextDrawingCache.Coverage()
        let r = rasterizer
        bitmap.paintSpans(paint: paint, opacity: alpha, clip: clip) { emit in
            r.rasterize(contours, fillRule: .nonZero, clip: box) { y, spans in
                coverage.add(y, spans)
                emit(y, spans)
            }
        }
        cache.store(coverage, for: label, at: placement)
    }

    /// Draws a frozen copy's label text (a snapshot's, a `CATransition` before-image's) as it
    /// looked when frozen, with the same coverage as the live label's.
    func drawFrozenText(
        _ text: FrozenLabelText, matrix m: CATransform3D, into bitmap: inout Bitmap,
        clip: RasterClip, opacity: CGFloat
    ) {
        guard let color = text.color, let (layout, at, bounds) = text.drawing else { return }
        let alpha = text.isEnabled ? opacity : opacity * 0.44
        let contours = layout.contours(at: at, transform: .identity, tolerance: tolerance)
            .clipped(to: bounds).map { project($0, m) }
            .filter { $0.count >= 3 }
        guard !contours.isEmpty else { return }
        bitmap.fill(
            contours, fillRule: .nonZero, paint: .solid(PremultipliedColor(color.cgColor)),
            opacity: alpha, clip: clip, using: rasterizer)
    }

    /// Draws the border ring inside the (rounded) bounds, above the sublayers.
    func drawBorder(
        _ s: LayerRenderState, matrix m: CATransform3D, color: CGColor, into bitmap: inout Bitmap,
        clip: RasterClip, opacity: CGFloat
    ) {
        let outer = project(roundedBounds(s), m)
        var inner = s
        let bw = min(s.borderWidth, min(s.bounds.width, s.bounds.height) / 2)
        inner.bounds = s.bounds.insetBy(dx: bw, dy: bw)
        inner.cornerRadius = max(0, s.cornerRadius - bw)
        var contours = [outer]
        if inner.bounds.width > 0, inner.bounds.height > 0 {
            contours.append(project(roundedBounds(inner), m).reversed())
        }
        bitmap.fill(
            contours.filter { $0.count >= 3 }, fillRule: .evenOdd,
            paint: .solid(PremultipliedColor(color)),
            opacity: opacity, clip: clip, using: rasterizer)
    }
}
