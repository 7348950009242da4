import Foundation

extension PathStorage {
    /// Appends an arc of the circle (or axis-aligned ellipse) around `center` from `startAngle`
    /// turning by `sweep` radians (positive = increasing angle), as cubic Béziers of at most a
    /// quarter turn each, every point mapped by `transform`.
    ///
    /// The arc's start is joined to the path with `lineOrMove(to:)`, as Core Graphics "possibly
    /// precedes" an arc with a straight segment.
    mutating func appendArc(
        center: CGPoint, radiusX rx: CGFloat, radiusY ry: CGFloat,
        startAngle: CGFloat, sweep: CGFloat, transform: CGAffineTransform
    ) {
        func point(_ angle: CGFloat) -> CGPoint {
            let (s, c) = Self.sinCos(angle)
            return CGPoint(x: center.x + rx * c, y: center.y + ry * s)
        }
        lineOrMove(to: point(startAngle).applying(transform))
        guard sweep != 0 else { return }
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let delta = sweep / CGFloat(count)
        // Control-point distance for a circular arc of angle delta, as a fraction of the radius.
        let k = 4 / 3 * tan(delta / 4)
        var angle = startAngle
        for i in 0..<count {
            let next = i == count - 1 ? startAngle + sweep : angle + delta
            let p0 = point(angle)
            let p3 = point(next)
            let (s0, c0) = Self.sinCos(angle)
            let (s3, c3) = Self.sinCos(next)
            let c1 = CGPoint(x: p0.x - k * rx * s0, y: p0.y + k * ry * c0)
            let c2 = CGPoint(x: p3.x + k * rx * s3, y: p3.y - k * ry * c3)
            curve(
                to: p3.applying(transform), control1: c1.applying(transform),
                control2: c2.applying(transform))
            angle = next
        }
    }

    /// Sine and cosine, exactly 0 and ±1 at multiples of π/2, so that shapes built from quarter
    /// arcs (ellipses, rounded rectangles) land exactly on their rectangle's edges.
    static func sinCos(_ angle: CGFloat) -> (sin: CGFloat, cos: CGFloat) {
        let quarters = angle / (.pi / 2)
        let nearest = quarters.rounded()
        if quarters.isFinite, abs(quarters - nearest) < 1e-12, abs(nearest) < 1e15 {
            switch ((Int(nearest) % 4) + 4) % 4 {
            case 0: return (0, 1)
            case 1: return (1, 0)
            case 2: return (0, -1)
            default: return (-1, 0)
            }
        }
        return (sin(angle), cos(angle))
    }

    /// `CGPathAddArc`: see `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`.
    mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool, transform: CGAffineTransform
    ) {
        guard [center.x, center.y, radius, startAngle, endAngle].allSatisfy(\.isFinite), radius >= 0
        else { return }
        let fullTurn = 2 * CGFloat.pi
        func positiveRemainder(_ x: CGFloat) -> CGFloat {
            let r = x.truncatingRemainder(dividingBy: fullTurn)
            return r < 0 ? r + fullTurn : r
        }
        let sweep: CGFloat
        if clockwise {
            sweep =
                startAngle - endAngle >= fullTurn
                ? -fullTurn : -positiveRemainder(startAngle - endAngle)
        } else {
            sweep =
                endAngle - startAngle >= fullTurn
                ? fullTurn : positiveRemainder(endAngle - startAngle)
        }
        appendArc(
            center: center, radiusX: radius, radiusY: radius, startAngle: startAngle, sweep: sweep,
            transform: transform)
    }

    /// `CGPathAddRelativeArc`: an arc from `startAngle` turning by `delta` (positive = increasing angle).
    mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform
    ) {
        guard [center.x, center.y, radius, startAngle, delta].allSatisfy(\.isFinite), radius >= 0
        else { return }
        appendArc(
            center: center, radiusX: radius, radiusY: radius, startAngle: startAngle, sweep: delta,
            transform: transform)
    }

    /// `CGPathAddArcToPoint`: a line from the current point towards `tangent1End`, then an arc of
    /// `radius` tangent to both the line current→`tangent1End` and the line
    /// `tangent1End`→`tangent2End`, ending at the second tangent point.
    ///
    /// With no current point nothing is added (Core Graphics logs "no current point"). When the
    /// three points are collinear, coincide, or the radius is 0, it adds a line to `tangent1End`.
    /// Points are given before `transform`; the current point is read back through its inverse.
    mutating func addArc(
        tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
        transform: CGAffineTransform
    ) {
        guard let current = currentPoint else { return }
        guard [p1.x, p1.y, p2.x, p2.y, radius].allSatisfy(\.isFinite), radius >= 0 else { return }
        let p0 = current.applying(transform.inverted())
        let v1 = CGVector(dx: p0.x - p1.x, dy: p0.y - p1.y)
        let v2 = CGVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let l1 = hypot(v1.dx, v1.dy)
        let l2 = hypot(v2.dx, v2.dy)
        let crossZ = v1.dx * v2.dy - v1.dy * v2.dx
        guard radius > 0, l1 > 0, l2 > 0, abs(crossZ) > 1e-12 * l1 * l2 else {
            line(to: p1.applying(transform))
            return
        }
        let u1 = CGVector(dx: v1.dx / l1, dy: v1.dy / l1)
        let u2 = CGVector(dx: v2.dx / l2, dy: v2.dy / l2)
        // The angle at p1 between the two legs, and the distance from p1 to each tangent point.
        let cosTheta = min(max(u1.dx * u2.dx + u1.dy * u2.dy, -1), 1)
        let theta = acos(cosTheta)
        let tangentDistance = radius / tan(theta / 2)
        let t1 = CGPoint(x: p1.x + u1.dx * tangentDistance, y: p1.y + u1.dy * tangentDistance)
        // The centre lies on the bisector, radius / sin(θ/2) from p1.
        let bisector = CGVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let bl = hypot(bisector.dx, bisector.dy)
        let centreDistance = radius / sin(theta / 2)
        let centre = CGPoint(
            x: p1.x + bisector.dx / bl * centreDistance, y: p1.y + bisector.dy / bl * centreDistance
        )
        let startAngle = atan2(t1.y - centre.y, t1.x - centre.x)
        // The arc turns through π − θ, in the direction the path turns at p1.
        let sweep = (CGFloat.pi - theta) * (crossZ > 0 ? -1 : 1)
        appendArc(
            center: centre, radiusX: radius, radiusY: radius, startAngle: startAngle, sweep: sweep,
            transform: transform)
    }
}
