import Foundation

/// The elements of a path and the pen state needed to extend it, shared by `CGPath` and
/// `CGMutablePath`.
///
/// Follows Core Graphics' rules: a line or curve with no current point is ignored (Core Graphics
/// logs "no current point" and does nothing); a close with no open subpath is ignored; after a
/// close the current point is the start of the closed subpath, and drawing on from there starts a
/// new subpath at that point without an explicit move.
struct PathStorage: Sendable {
    private(set) var elements: [PathElement] = []
    /// The pen position, nil while the path is empty.
    private(set) var currentPoint: CGPoint?
    /// The start of the current (or just closed) subpath.
    private(set) var subpathStart: CGPoint?
    /// True when the last element closes the subpath (or nothing has been drawn since a move).
    private var subpathIsClosed = true

    init() {}

    /// Rebuilds the pen state by replaying `elements`.
    init(elements: [PathElement]) {
        for element in elements { append(element) }
    }

    mutating func move(to p: CGPoint) {
        elements.append(.moveTo(p))
        currentPoint = p
        subpathStart = p
        subpathIsClosed = false
    }

    mutating func line(to p: CGPoint) {
        guard currentPoint != nil else { return }
        elements.append(.lineTo(p))
        currentPoint = p
        subpathIsClosed = false
    }

    mutating func quadCurve(to end: CGPoint, control: CGPoint) {
        guard currentPoint != nil else { return }
        elements.append(.quadCurveTo(control: control, end: end))
        currentPoint = end
        subpathIsClosed = false
    }

    mutating func curve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard currentPoint != nil else { return }
        elements.append(.curveTo(control1: control1, control2: control2, end: end))
        currentPoint = end
        subpathIsClosed = false
    }

    mutating func close() {
        guard currentPoint != nil, !subpathIsClosed else { return }
        elements.append(.closeSubpath)
        currentPoint = subpathStart
        subpathIsClosed = true
    }

    /// Appends one element by the rules above.
    mutating func append(_ element: PathElement) {
        switch element {
        case .moveTo(let p): move(to: p)
        case .lineTo(let p): line(to: p)
        case .quadCurveTo(let c, let e): quadCurve(to: e, control: c)
        case .curveTo(let c1, let c2, let e): curve(to: e, control1: c1, control2: c2)
        case .closeSubpath: close()
        }
    }

    /// A line to `p` if the pen is elsewhere, or a move to `p` if the path has no current point.
    /// Used where Core Graphics "possibly precedes" a shape with a straight segment (arcs). A pen
    /// within rounding error (1e-12 relative) of `p` counts as already there.
    mutating func lineOrMove(to p: CGPoint) {
        if let current = currentPoint {
            func near(_ a: CGFloat, _ b: CGFloat) -> Bool {
                abs(a - b) <= 1e-12 * max(1, abs(a), abs(b))
            }
            if !(near(current.x, p.x) && near(current.y, p.y)) { line(to: p) }
        } else {
            move(to: p)
        }
    }
}
