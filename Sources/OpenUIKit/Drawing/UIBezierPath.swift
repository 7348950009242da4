import Foundation

/// A path of lines and curves with the line style to draw it, as UIKit's `UIBezierPath`: a
/// `CGPath` plus `lineWidth`, caps, joins, dashes and a fill rule, drawn into the current context
/// with `fill()` and `stroke()` (UIBezierPath+Drawing.swift).
///
/// Coordinates are UIKit's: y grows down, and `clockwise` in the arc methods means clockwise on
/// screen (the opposite of Core Graphics' flag in its unflipped space).
open class UIBezierPath: NSObject {
    private var path = CGMutablePath()
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// The path as a Core Graphics path (a copy); setting it replaces every element.
    open var cgPath: CGPath {
        get { path.copy() ?? path }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// Stroke width in points. Default 1.
    open var lineWidth: CGFloat = 1
    /// The ends of open subpaths when stroked. Default `.butt`.
    open var lineCapStyle: CGLineCap = .butt
    /// The corners between segments when stroked. Default `.miter`.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter length over line width beyond which a miter join is bevelled. Default 10.
    open var miterLimit: CGFloat = 10
    /// How finely curves are approximated when drawn, in pixels. Default 0.6. (The renderer
    /// flattens finer than this whatever its value.)
    open var flatness: CGFloat = 0.6
    /// Whether `fill()`, `addClip()` and `contains(_:)` use the even-odd rule instead of the
    /// non-zero winding rule. Default false.
    open var usesEvenOddFillRule = false

    /// An empty path.
    public override init() { super.init() }

    /// A closed rectangle, starting at its minimum corner and running towards maximum x (on
    /// screen: clockwise from the top left).
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with all four corners rounded by `cornerRadius`, clamped to half the shorter
    /// side (so a large radius gives a capsule or a circle). The corners are circular arcs
    /// (UIKit's are a continuous curve of the same size; Docs/Behaviour-system.md).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(
            roundedRect: rect, byRoundingCorners: .allCorners,
            cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the corners in `corners` rounded by `cornerRadii.width`, clamped to half
    /// the shorter side; the others are square. As in UIKit, `cornerRadii.height` is not used:
    /// the corners are circular.
    public convenience init(
        roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
    ) {
        self.init()
        var mask: CACornerMask = []
        if corners.contains(.topLeft) { mask.insert(.layerMinXMinYCorner) }
        if corners.contains(.topRight) { mask.insert(.layerMaxXMinYCorner) }
        if corners.contains(.bottomLeft) { mask.insert(.layerMinXMaxYCorner) }
        if corners.contains(.bottomRight) { mask.insert(.layerMaxXMaxYCorner) }
        path.addPath(CGPath.roundedRect(rect, cornerRadius: cornerRadii.width, maskedCorners: mask))
    }

    /// An arc of a circle, angles in radians from the positive x axis; `clockwise` is the
    /// on-screen sense (y down), so from 0 to π/2 clockwise is the lower right quarter.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool
    ) {
        self.init()
        addArc(
            withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            clockwise: clockwise)
    }

    /// A path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// A straight line from the current point to `point`. Needs a current point.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// A quadratic Bézier curve from the current point to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// A cubic Bézier curve from the current point to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// An arc of a circle (see `init(arcCenter:…)`), preceded by a line from the current point
    /// to the arc's start when there is a current point elsewhere.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool
    ) {
        path.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            clockwise: !clockwise)
    }

    /// Closes the current subpath with a line back to its start.
    open func close() { path.closeSubpath() }

    /// Removes every element; the line style stays.
    open func removeAllPoints() { path = CGMutablePath() }

    /// Appends the elements of `bezierPath` (its subpaths start with their own moves).
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Maps every point of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        path = path.mutableCopy(using: transform) ?? path
    }

    /// The same shape traversed the other way: subpaths in the same order, each from its end to
    /// its start, closed ones still closed.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.path = ReversedPath.reversing(path)
        reversed.copyStyle(from: self)
        return reversed
    }

    // MARK: Reading

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The rectangle enclosing every point of the path, control points included, as UIKit
    /// documents; `CGRect.null` for an empty path.
    open var bounds: CGRect { path.boundingBox }

    /// The pen position: the end of the last element (`.zero` for an empty path).
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside the area the path would fill (`usesEvenOddFillRule` decides the
    /// rule; open subpaths count as closed).
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Dashes

    /// Sets the dash pattern: `count` painted and unpainted lengths in turn from `pattern`,
    /// started `phase` points into the pattern. A nil pattern or a count of 0 draws solid lines.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 {
            dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            dashPattern = []
        }
        dashPhase = phase
    }

    /// Reads the dash pattern into `pattern` (room for `count` values), its length into `count`
    /// and its phase into `phase`; each may be nil.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern {
            for (i, length) in dashPattern.enumerated() { pattern[i] = length }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    /// The dash lengths and phase, for drawing.
    var lineDash: (phase: CGFloat, lengths: [CGFloat]) { (dashPhase, dashPattern) }

    private func copyStyle(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern
        dashPhase = other.dashPhase
    }
}
