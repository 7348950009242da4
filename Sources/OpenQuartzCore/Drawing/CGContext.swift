import Foundation

/// The shape at the open ends of a stroked line, as Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    /// The line ends square at its end point. The default.
    case butt = 0
    /// A half circle of the line's width past the end point.
    case round = 1
    /// A half square of the line's width past the end point.
    case square = 2
}

/// The shape where two segments of a stroked line meet, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner, bevelled beyond the miter limit. The default.
    case miter = 0
    /// A round corner.
    case round = 1
    /// A flat corner.
    case bevel = 2
}

/// A drawing destination, as Core Graphics' `CGContext`: a path, a graphics state (colours, line
/// style, transform, clip) and the fill, stroke and clip operations.
///
/// The contexts here are the ones a layer's `draw(in:)` (and a view's `draw(_:)`) is given. They
/// record what is drawn, in the layer's coordinates (origin at the top left, y down, as UIKit's
/// contexts are), and the renderer paints the record at any scale when it draws the layer: the
/// layer's backing store is vector, not a bitmap at the screen's scale.
public final class CGContext {
    /// One painted shape of a recording: a fill or a stroke of a path in one colour, under the
    /// clip in effect when it was painted.
    package struct Operation {
        /// How the path is painted.
        package enum Paint {
            /// The path's inside by `rule`.
            case fill(CGPathFillRule)
            /// The path's outline, in the user space of `transform`.
            case stroke(Stroke)
            /// A bitmap drawn into `rect` (user space of `transform`), its top row at `rect.minY`,
            /// or at `rect.maxY` when `flipped` (Core Graphics' own `draw(_:in:)` in a context
            /// whose y axis points down, as UIKit's do). The colour's alpha is its opacity; the
            /// path is `rect`.
            case image(CGImage, rect: CGRect, flipped: Bool)
        }
        /// The line style of a stroke, in user-space units.
        package struct Stroke {
            package var lineWidth: CGFloat
            package var lineCap: CGLineCap
            package var lineJoin: CGLineJoin
            package var miterLimit: CGFloat
            package var dashPhase: CGFloat
            package var dashLengths: [CGFloat]
        }
        package var paint: Paint
        /// The path: in layer coordinates for a fill, in user space for a stroke.
        package var path: CGPath
        /// User space to layer coordinates (the transform in effect for a stroke; identity for a
        /// fill, whose path is already in layer coordinates).
        package var transform: CGAffineTransform
        /// The colour, its alpha multiplied by the context's alpha.
        package var color: CGColor
        /// Clip paths in layer coordinates, each by its rule; painting happens inside all of them.
        package var clips: [(path: CGPath, rule: CGPathFillRule)]
        /// How the colour combines with what the drawing painted before it.
        package var blendMode: CGBlendMode = .normal
    }

    /// What a drawing recorded: the operations and the area drawn (the layer's bounds when it
    /// drew), from which the renderer maps the drawing onto the layer's bounds per
    /// `contentsGravity`, as it maps a bitmap backing store.
    package struct Recording {
        package var operations: [Operation]
        package var bounds: CGRect
    }

    private struct GraphicsState {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var dashPhase: CGFloat = 0
        var dashLengths: [CGFloat] = []
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var ctm = CGAffineTransform.identity
        var clips: [(path: CGPath, rule: CGPathFillRule)] = []
    }

    private var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    /// The current path, in layer coordinates (points are mapped by the transform as added).
    private var path = CGMutablePath()
    private var operations: [Operation] = []
    private let bounds: CGRect

    /// A recording context for the area `bounds` (a layer's bounds, in its coordinates).
    package init(recordingBounds bounds: CGRect) {
        self.bounds = bounds
    }

    /// What has been drawn so far.
    package var recording: Recording { Recording(operations: operations, bounds: bounds) }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (colours, line style, transform, clip, alpha).
    public func saveGState() { savedStates.append(state) }

    /// Restores the state saved by the matching `saveGState()`; does nothing with none saved.
    public func restoreGState() {
        if let saved = savedStates.popLast() { state = saved }
    }

    /// Sets the colour `fillPath(using:)` and `fill(_:)` paint with. Default opaque black.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// Sets the colour `strokePath()` and `stroke(_:)` paint with. Default opaque black.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// Sets the line width, in user-space units. Default 1.
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    /// Sets the line cap. Default `.butt`.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// Sets the line join. Default `.miter`.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// Sets the miter limit (miter length over line width). Default 10.
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    /// Sets the dash pattern: painted and unpainted lengths in turn, from `phase` into the
    /// pattern. An empty array draws solid lines (the default).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dashPhase = phase
        state.dashLengths = lengths
    }
    /// Sets the opacity every later painting is multiplied by, 0…1. Default 1.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }
    /// Sets how later painting combines with what the drawing painted before it (the layer's
    /// own drawing, not the layers behind it, as a backing store is drawn). Default `.normal`.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    // MARK: Transform

    /// The current transform: user space to the layer's coordinates.
    public var ctm: CGAffineTransform { state.ctm }
    /// Moves user space's origin by (`x`, `y`).
    public func translateBy(x: CGFloat, y: CGFloat) {
        state.ctm = CGAffineTransform(translationX: x, y: y).concatenating(state.ctm)
    }
    /// Scales user space by (`x`, `y`).
    public func scaleBy(x: CGFloat, y: CGFloat) {
        state.ctm = CGAffineTransform(scaleX: x, y: y).concatenating(state.ctm)
    }
    /// Rotates user space by `angle` radians (clockwise on screen in UIKit's flipped contexts).
    public func rotate(by angle: CGFloat) {
        state.ctm = CGAffineTransform(rotationAngle: angle).concatenating(state.ctm)
    }
    /// Applies `transform` to user space before the current transform.
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
    }

    // MARK: Path

    /// Discards the current path.
    public func beginPath() { path = CGMutablePath() }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool { path.isEmpty }
    /// Adds `path`, in user space, to the current path.
    public func addPath(_ path: CGPath) { self.path.addPath(path, transform: state.ctm) }
    /// Starts a subpath at `point` (user space).
    public func move(to point: CGPoint) { path.move(to: point, transform: state.ctm) }
    /// Adds a line to `point` (user space).
    public func addLine(to point: CGPoint) { path.addLine(to: point, transform: state.ctm) }
    /// Adds a rectangle (user space).
    public func addRect(_ rect: CGRect) { path.addRect(rect, transform: state.ctm) }
    /// Adds an ellipse inscribed in `rect` (user space).
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect, transform: state.ctm) }
    /// Closes the current subpath.
    public func closePath() { path.closeSubpath() }

    // MARK: Painting

    /// Fills the current path by `rule` with the fill colour, then discards the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        record(.fill(rule), path: path, transform: .identity, color: state.fillColor)
        beginPath()
    }

    /// Strokes the current path with the stroke colour and line style, then discards the path.
    public func strokePath() {
        let user = path.copy(using: state.ctm.inverted()) ?? path
        let stroke = Operation.Stroke(
            lineWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin,
            miterLimit: state.miterLimit, dashPhase: state.dashPhase,
            dashLengths: state.dashLengths)
        record(.stroke(stroke), path: user, transform: state.ctm, color: state.strokeColor)
        beginPath()
    }

    /// Fills `rect` (user space) with the fill colour; the current path is left alone.
    public func fill(_ rect: CGRect) {
        record(
            .fill(.winding), path: CGPath(rect: rect, transform: state.ctm), transform: .identity,
            color: state.fillColor)
    }

    /// Strokes `rect` (user space) with the stroke colour and line style; the current path is
    /// left alone.
    public func stroke(_ rect: CGRect) {
        let saved = path
        path = CGMutablePath()
        addRect(rect)
        strokePath()
        path = saved
    }

    /// Draws `image` scaled to fill `rect` (user space), as Core Graphics' `draw(_:in:)`.
    ///
    /// Core Graphics draws an image with its first row at the top of its own y-up space: in a
    /// UIKit context (a view's `draw(_:)`, an image renderer's), whose y axis points down, the
    /// image comes out upside down, as on iOS. `UIImage.draw(in:)` draws it upright. Painted at
    /// the context's alpha, combined with what was drawn before by the context's blend mode.
    public func draw(_ image: CGImage, in rect: CGRect) {
        recordImage(image, in: rect, flipped: true)
    }

    /// Records `image` in `rect` (user space): upright, or upside down when `flipped`.
    package func recordImage(_ image: CGImage, in rect: CGRect, flipped: Bool) {
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else {
            return
        }
        operations.append(
            Operation(
                paint: .image(image, rect: rect, flipped: flipped),
                path: CGPath(rect: rect, transform: .identity),
                transform: state.ctm, color: CGColor.black.copy(alpha: state.alpha) ?? .black,
                clips: state.clips, blendMode: state.blendMode))
    }

    /// Intersects the clip with the current path's inside by `rule`, then discards the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        state.clips.append((path: path, rule: rule))
        beginPath()
    }

    /// Intersects the clip with `rect` (user space).
    public func clip(to rect: CGRect) {
        state.clips.append((path: CGPath(rect: rect, transform: state.ctm), rule: .winding))
    }

    private func record(
        _ paint: Operation.Paint, path: CGPath, transform: CGAffineTransform, color: CGColor
    ) {
        guard !path.isEmpty else { return }
        let painted =
            state.alpha < 1 ? color.copy(alpha: color.alpha * state.alpha) ?? color : color
        operations.append(
            Operation(
                paint: paint, path: path.copy() ?? path, transform: transform, color: painted,
                clips: state.clips, blendMode: state.blendMode))
    }
}
