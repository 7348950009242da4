import Foundation

/// A mutable graphics path, as in Core Graphics (`CGMutablePath`, a subclass of `CGPath`).
///
/// Every method takes an optional affine `transform` applied to its points before they are
/// added. Lines and curves need a current point: on an empty path they are ignored, as Core
/// Graphics ignores them (it logs "no current point").
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() {
        super.init(storage: PathStorage())
    }

    convenience init(copying storage: PathStorage) {
        self.init()
        self.storage = storage
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        storage.move(to: point.applying(transform))
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        storage.line(to: point.applying(transform))
    }

    /// A move to the first point, then straight lines through the others (`CGPathAddLines`).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        storage.addLines(between: points, transform: transform)
    }

    /// A quadratic Bézier curve from the current point to `end` with control point `control`.
    public func addQuadCurve(
        to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
    ) {
        storage.quadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    /// A cubic Bézier curve from the current point to `end` with control points `control1`, `control2`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint,
        transform: CGAffineTransform = .identity
    ) {
        storage.curve(
            to: end.applying(transform), control1: control1.applying(transform),
            control2: control2.applying(transform))
    }

    /// Closes the current subpath with a line back to its start; the current point becomes that start.
    public func closeSubpath() {
        storage.close()
    }

    /// A closed rectangle subpath: move to (minX, minY), lines to (maxX, minY), (maxX, maxY),
    /// (minX, maxY), close. The rectangle is standardized first.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        storage.addRect(rect, transform: transform)
    }

    /// One closed rectangle subpath per rectangle, in order.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { storage.addRect(rect, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect`, as four cubic curves.
    ///
    /// Starts at (maxX, midY) and runs through (midX, maxY), (minX, midY), (midX, minY): increasing
    /// angle, which is clockwise on a y-down screen. Apple documents "clockwise" without saying in
    /// which space; Segue reads it in the on-screen (UIKit) sense, the same direction as `addRect`
    /// and `addRoundedRect`, so shapes added together wind the same way.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        storage.addEllipse(in: rect, transform: transform)
    }

    /// A closed rectangle with quarter-ellipse corners `cornerWidth` × `cornerHeight`.
    ///
    /// Starts at (minX + cornerWidth, minY) and runs in the same direction as `addRect`. As in Core
    /// Graphics, the corner sizes must be non-negative and at most half the width and height
    /// (precondition failure otherwise); a zero corner size adds a plain rectangle.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        storage.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform)
    }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle` (radians from the +x
    /// axis, towards +y), preceded by a line from the current point to the arc's start (or a move
    /// there on an empty path).
    ///
    /// `clockwise` is meant in Core Graphics' y-up space: `true` runs in DEcreasing angle, `false` in
    /// increasing angle. On a flipped, y-down screen (UIKit, Core Animation layers) the arc
    /// therefore appears in the opposite sense: `clockwise: false` looks clockwise.
    /// (`UIBezierPath`'s `clockwise` is the on-screen sense, the opposite flag.) If the angles
    /// differ by 2π or more in the direction of travel the arc is a full circle; otherwise the end
    /// angle is reduced modulo 2π, so equal angles give an empty arc. Non-finite input or a
    /// negative radius adds nothing.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        storage.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            clockwise: clockwise, transform: transform)
    }

    /// An arc from `startAngle` turning by `delta` radians (positive = increasing angle,
    /// counterclockwise in Core Graphics' y-up space), preceded by a line from the current point.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        storage.addRelativeArc(
            center: center, radius: radius, startAngle: startAngle, delta: delta,
            transform: transform)
    }

    /// A line from the current point, then an arc of `radius` tangent to the lines
    /// current point → `tangent1End` and `tangent1End` → `tangent2End` (`CGPathAddArcToPoint`).
    ///
    /// Needs a current point (nothing is added otherwise). Collinear points or a zero radius add a
    /// line to `tangent1End`.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        storage.addArc(
            tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform
        )
    }

    /// Appends every element of `path`, mapped by `transform`. The appended path starts with its
    /// own move, so it begins a new subpath.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.storage.elements { storage.append(element.applying(transform)) }
    }
}
