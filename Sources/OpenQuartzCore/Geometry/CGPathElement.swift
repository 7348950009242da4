import Foundation

/// The kind of a path element, with Core Graphics' raw values.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a new subpath at `points[0]`.
    case moveToPoint = 0
    /// A straight line to `points[0]`.
    case addLineToPoint = 1
    /// A quadratic Bézier curve with control point `points[0]`, ending at `points[1]`.
    case addQuadCurveToPoint = 2
    /// A cubic Bézier curve with control points `points[0]`, `points[1]`, ending at `points[2]`.
    case addCurveToPoint = 3
    /// Closes the current subpath with a line back to its start.
    case closeSubpath = 4
}

/// One element of a path, as `CGPath.applyWithBlock(_:)` passes it: a type and its points.
///
/// `points` is only valid during the call, as in Core Graphics; it holds 1 point for a move or
/// line, 2 for a quadratic curve, 3 for a cubic curve and none for a close.
public struct CGPathElement {
    /// What the element does.
    public var type: CGPathElementType
    /// The element's points (control points first, end point last).
    public var points: UnsafeMutablePointer<CGPoint>

    /// Creates an element.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// How the inside of a path is decided, with Core Graphics' raw values.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding number: inside when the path winds around the point at least once more in
    /// one direction than the other.
    case winding = 0
    /// Even-odd: inside when a ray from the point crosses the path an odd number of times.
    case evenOdd = 1
}

/// One element of a path as a Swift value: what `CGPath` stores and the renderer walks.
package enum PathElement: Hashable, Sendable {
    case moveTo(CGPoint)
    case lineTo(CGPoint)
    case quadCurveTo(control: CGPoint, end: CGPoint)
    case curveTo(control1: CGPoint, control2: CGPoint, end: CGPoint)
    case closeSubpath

    /// The Core Graphics element type.
    package var type: CGPathElementType {
        switch self {
        case .moveTo: .moveToPoint
        case .lineTo: .addLineToPoint
        case .quadCurveTo: .addQuadCurveToPoint
        case .curveTo: .addCurveToPoint
        case .closeSubpath: .closeSubpath
        }
    }

    /// The element's points in Core Graphics order: control points first, end point last.
    package var points: [CGPoint] {
        switch self {
        case .moveTo(let p), .lineTo(let p): [p]
        case .quadCurveTo(let c, let e): [c, e]
        case .curveTo(let c1, let c2, let e): [c1, c2, e]
        case .closeSubpath: []
        }
    }

    /// The element with every point mapped by `t`.
    package func applying(_ t: CGAffineTransform) -> PathElement {
        if t.isIdentity { return self }
        switch self {
        case .moveTo(let p): return .moveTo(p.applying(t))
        case .lineTo(let p): return .lineTo(p.applying(t))
        case .quadCurveTo(let c, let e):
            return .quadCurveTo(control: c.applying(t), end: e.applying(t))
        case .curveTo(let c1, let c2, let e):
            return .curveTo(control1: c1.applying(t), control2: c2.applying(t), end: e.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }
}
