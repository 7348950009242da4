import Foundation

/// An immutable graphics path, as in Core Graphics: a sequence of subpaths made of lines and
/// quadratic and cubic Bézier curves.
///
/// `CGMutablePath` is its mutable subclass, as in Core Graphics. Paths compare equal when their
/// elements are equal (`CGPathEqualToPath`). A `CGPath` is safe to share between threads; a
/// `CGMutablePath` is not safe to mutate from two threads at once (as in Core Graphics), which is
/// why the conformance is `@unchecked`.
public class CGPath: @unchecked Sendable, Hashable, CustomStringConvertible {
    var storage: PathStorage

    init(storage: PathStorage) {
        self.storage = storage
    }

    /// A rectangle path: move to (minX, minY), three lines, close (`CGPath(rect:transform:)`).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(rect: rect, transform: transform?.pointee ?? .identity)
    }

    /// A rectangle path with the transform passed by value.
    public convenience init(rect: CGRect, transform: CGAffineTransform) {
        var s = PathStorage()
        s.addRect(rect, transform: transform)
        self.init(storage: s)
    }

    /// An ellipse inscribed in `rect` (`CGPath(ellipseIn:transform:)`); see `CGMutablePath.addEllipse(in:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(ellipseIn: rect, transform: transform?.pointee ?? .identity)
    }

    /// An ellipse path with the transform passed by value.
    public convenience init(ellipseIn rect: CGRect, transform: CGAffineTransform) {
        var s = PathStorage()
        s.addEllipse(in: rect, transform: transform)
        self.init(storage: s)
    }

    /// A rounded rectangle (`CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`); see
    /// `CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:)` for the preconditions.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init(
            roundedRect: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
    }

    /// A rounded rectangle path with the transform passed by value.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: CGAffineTransform
    ) {
        var s = PathStorage()
        s.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform)
        self.init(storage: s)
    }

    /// The path's elements, in order.
    package var elements: [PathElement] { storage.elements }

    /// True when the path has no elements (`CGPathIsEmpty`).
    public var isEmpty: Bool { storage.elements.isEmpty }

    /// The pen position: the end of the last element, the start of the subpath after a close, or
    /// `.zero` for an empty path (`CGPathGetCurrentPoint`).
    public var currentPoint: CGPoint { storage.currentPoint ?? .zero }

    /// An immutable copy (`CGPathCreateCopy`).
    public func copy() -> CGPath? {
        CGPath(storage: storage)
    }

    /// An immutable copy with every point mapped by `transform` (nil = identity)
    /// (`CGPathCreateCopyByTransformingPath`).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        copy(using: transform?.pointee ?? .identity)
    }

    /// An immutable copy with every point mapped by `transform`.
    public func copy(using transform: CGAffineTransform) -> CGPath? {
        CGPath(storage: PathStorage(elements: storage.elements.map { $0.applying(transform) }))
    }

    /// A mutable copy (`CGPathCreateMutableCopy`).
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(copying: storage)
    }

    /// A mutable copy with every point mapped by `transform` (nil = identity).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        mutableCopy(using: transform?.pointee ?? .identity)
    }

    /// A mutable copy with every point mapped by `transform`.
    public func mutableCopy(using transform: CGAffineTransform) -> CGMutablePath? {
        CGMutablePath(
            copying: PathStorage(elements: storage.elements.map { $0.applying(transform) }))
    }

    /// Calls `block` with each element in order (`CGPathApplyWithBlock`). The element's `points`
    /// pointer is only valid during the call.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { buffer.deallocate() }
        for element in storage.elements {
            let points = element.points
            for (i, p) in points.enumerated() { (buffer + i).initialize(to: p) }
            var cgElement = CGPathElement(type: element.type, points: buffer)
            withUnsafePointer(to: &cgElement) { block($0) }
        }
    }

    /// True when the path is exactly one axis-aligned rectangle (a move, three or four lines
    /// around the corners, and a close), and then writes it to `rect` (`CGPathIsRect`).
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var e = storage.elements
        guard e.count == 5 || e.count == 6, e.last == .closeSubpath, case .moveTo(let start) = e[0]
        else { return false }
        e.removeLast()
        var corners = [start]
        for element in e.dropFirst() {
            guard case .lineTo(let p) = element else { return false }
            corners.append(p)
        }
        if corners.count == 5 {
            guard corners[4] == start else { return false }
            corners.removeLast()
        }
        let c = corners
        let horizontalFirst =
            c[0].y == c[1].y && c[1].x == c[2].x && c[2].y == c[3].y && c[3].x == c[0].x
        let verticalFirst =
            c[0].x == c[1].x && c[1].y == c[2].y && c[2].x == c[3].x && c[3].y == c[0].y
        guard horizontalFirst || verticalFirst else { return false }
        let xs = c.map(\.x)
        let ys = c.map(\.y)
        let minX = xs.min() ?? 0
        let minY = ys.min() ?? 0
        let box = CGRect(
            x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
        rect?.pointee = box
        return true
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.storage.elements == rhs.storage.elements
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.elements)
    }

    /// The elements in Core Graphics' debug notation, e.g. `CGPath(moveto (0.0, 0.0), lineto (10.0, 0.0), closepath)`.
    public var description: String {
        func f(_ p: CGPoint) -> String { "(\(p.x), \(p.y))" }
        let parts = storage.elements.map { element -> String in
            switch element {
            case .moveTo(let p): "moveto \(f(p))"
            case .lineTo(let p): "lineto \(f(p))"
            case .quadCurveTo(let c, let e): "quadto \(f(c)) \(f(e))"
            case .curveTo(let c1, let c2, let e): "curveto \(f(c1)) \(f(c2)) \(f(e))"
            case .closeSubpath: "closepath"
            }
        }
        return "CGPath(\(parts.joined(separator: ", ")))"
    }
}
