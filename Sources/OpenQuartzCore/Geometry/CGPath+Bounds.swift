import Foundation

extension CGPath {
    /// The smallest rectangle containing every point of the path, control points included
    /// (`CGPathGetBoundingBox`). `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        var box = BoxAccumulator()
        for element in storage.elements {
            for p in element.points { box.add(p) }
        }
        return box.rect
    }

    /// The smallest rectangle containing the path itself, without the control points of its curves
    /// (`CGPathGetPathBoundingBox`): the curves' extremes are solved for exactly. `CGRect.null` for
    /// an empty path. Every move point counts, as in `boundingBox`.
    public var boundingBoxOfPath: CGRect {
        var box = BoxAccumulator()
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        for element in storage.elements {
            switch element {
            case .moveTo(let p):
                box.add(p)
                current = p
                subpathStart = p
            case .lineTo(let p):
                box.add(p)
                current = p
            case .quadCurveTo(let c, let e):
                box.add(e)
                for t in Self.quadraticExtremes(current, c, e) {
                    box.add(Self.quadraticPoint(current, c, e, t))
                }
                current = e
            case .curveTo(let c1, let c2, let e):
                box.add(e)
                for t in Self.cubicExtremes(current, c1, c2, e) {
                    box.add(Self.cubicPoint(current, c1, c2, e, t))
                }
                current = e
            case .closeSubpath:
                current = subpathStart
            }
        }
        return box.rect
    }

    /// Parameters in (0, 1) where a quadratic Bézier has a horizontal or vertical tangent.
    static func quadraticExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) -> [CGFloat] {
        func axis(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
            let denominator = a - 2 * b + c
            guard denominator != 0 else { return [] }
            let t = (a - b) / denominator
            return t > 0 && t < 1 ? [t] : []
        }
        return axis(p0.x, p1.x, p2.x) + axis(p0.y, p1.y, p2.y)
    }

    /// Parameters in (0, 1) where a cubic Bézier has a horizontal or vertical tangent: the roots of
    /// its derivative `3[(−p0 + 3p1 − 3p2 + p3)t² + 2(p0 − 2p1 + p2)t + (p1 − p0)]`.
    static func cubicExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint)
        -> [CGFloat]
    {
        func axis(_ a0: CGFloat, _ a1: CGFloat, _ a2: CGFloat, _ a3: CGFloat) -> [CGFloat] {
            let a = -a0 + 3 * a1 - 3 * a2 + a3
            let b = 2 * (a0 - 2 * a1 + a2)
            let c = a1 - a0
            var roots: [CGFloat] = []
            let scale = max(abs(a), abs(b), abs(c))
            if scale == 0 { return [] }
            if abs(a) <= 1e-12 * scale {
                if b != 0 { roots = [-c / b] }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    // The numerically stable pair of quadratic roots.
                    let q = -(b + (b < 0 ? -root : root)) / 2
                    roots = [q / a]
                    if q != 0 { roots.append(c / q) }
                }
            }
            return roots.filter { $0 > 0 && $0 < 1 }
        }
        return axis(p0.x, p1.x, p2.x, p3.x) + axis(p0.y, p1.y, p2.y, p3.y)
    }

    static func quadraticPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint
    {
        let u = 1 - t
        return CGPoint(
            x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
            y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
    }

    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat)
        -> CGPoint
    {
        let u = 1 - t
        let a = u * u * u
        let b = 3 * u * u * t
        let c = 3 * u * t * t
        let d = t * t * t
        return CGPoint(
            x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
            y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
}

/// Grows a rectangle point by point; `CGRect.null` until the first point.
struct BoxAccumulator {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x)
        maxX = max(maxX, p.x)
        minY = min(minY, p.y)
        maxY = max(maxY, p.y)
    }

    var rect: CGRect {
        minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }
}
