import Foundation

extension CGPath {
    /// True when `point` is inside the path's fill by `rule` (`CGPathContainsPoint`).
    ///
    /// As Apple documents, `transform` is applied to the POINT before the test. Open subpaths are
    /// closed implicitly, as filling closes them. Curves are flattened to 1e-5 of the path's size,
    /// far below a pixel; a point exactly on an edge may fall either side.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding,
        transform: CGAffineTransform = .identity
    ) -> Bool {
        let p = point.applying(transform)
        let box = boundingBoxOfPath
        guard !box.isNull, p.x >= box.minX, p.x <= box.maxX, p.y >= box.minY, p.y <= box.maxY else {
            return false
        }
        let size = max(box.width, box.height)
        let magnitude = max(abs(box.minX), abs(box.minY), abs(box.maxX), abs(box.maxY), 1)
        let tolerance = max(size * 1e-5, magnitude * 1e-12)
        let winding = Self.windingNumber(of: p, in: flattened(tolerance: tolerance))
        switch rule {
        case .winding: return winding != 0
        case .evenOdd: return winding % 2 != 0
        }
    }

    /// The winding number of the polylines around `p` (each subpath closed), counting edges that
    /// cross the horizontal line through `p` to its right: +1 going up in y, −1 going down.
    static func windingNumber(of p: CGPoint, in subpaths: [FlattenedSubpath]) -> Int {
        var winding = 0
        for subpath in subpaths {
            let v = subpath.points
            for i in v.indices {
                let a = v[i]
                let b = v[(i + 1) % v.count]
                // Which side of the edge a→b the point is on (positive: left, in y-up terms).
                let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
                if a.y <= p.y {
                    if b.y > p.y && side > 0 { winding += 1 }
                } else {
                    if b.y <= p.y && side < 0 { winding -= 1 }
                }
            }
        }
        return winding
    }
}
