import Foundation

extension CGPath {
    /// A path from Swift path elements.
    package convenience init(elements: [PathElement]) {
        self.init(storage: PathStorage(elements: elements))
    }

    /// Point-by-point interpolation between two paths with the same element structure, as Core
    /// Animation animates `CAShapeLayer.path`; nil when the structures differ (the animation then
    /// switches at the midpoint).
    package static func interpolate(from a: CGPath, to b: CGPath, fraction t: CGFloat) -> CGPath? {
        let ea = a.elements
        let eb = b.elements
        guard ea.count == eb.count else { return nil }
        func l(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
            CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
        }
        var out: [PathElement] = []
        out.reserveCapacity(ea.count)
        for (x, y) in zip(ea, eb) {
            switch (x, y) {
            case (.moveTo(let p), .moveTo(let q)): out.append(.moveTo(l(p, q)))
            case (.lineTo(let p), .lineTo(let q)): out.append(.lineTo(l(p, q)))
            case (.quadCurveTo(let c, let e), .quadCurveTo(let c2, let e2)):
                out.append(.quadCurveTo(control: l(c, c2), end: l(e, e2)))
            case (.curveTo(let c1, let c2, let e), .curveTo(let d1, let d2, let f)):
                out.append(.curveTo(control1: l(c1, d1), control2: l(c2, d2), end: l(e, f)))
            case (.closeSubpath, .closeSubpath): out.append(.closeSubpath)
            default: return nil
            }
        }
        return CGPath(elements: out)
    }
}
