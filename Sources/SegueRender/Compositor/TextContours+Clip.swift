import Foundation
import OpenUIKit
import SegueRaster

extension [[CGPoint]] {
    /// The contours cut to `rect` (nil: unchanged), each closed polygon clipped on its own
    /// (Sutherland–Hodgman; one wholly inside is kept as it is): filled with the non-zero rule they
    /// cover what the originals cover inside `rect`, and nothing outside it. A label's ink past its
    /// bounds is cut this way, as UIKit's label draws into a backing store the size of its bounds.
    func clipped(to rect: CGRect?) -> [[CGPoint]] {
        guard let rect else { return self }
        return compactMap { contour in
            // Inside: unchanged (the same points, so the same pixels as unclipped).
            if contour.allSatisfy({ Self.isInside($0, rect) }) {
                return contour
            }
            var points = contour
            for edge in 0..<4 {
                guard !points.isEmpty else { break }
                points = Self.clip(points, edge: edge, rect: rect)
            }
            return points.count >= 3 ? points : nil
        }
    }

    /// Whether `p` is in `rect`, its edges included.
    private static func isInside(_ p: CGPoint, _ rect: CGRect) -> Bool {
        p.x >= rect.minX && p.x <= rect.maxX && p.y >= rect.minY && p.y <= rect.maxY
    }

    /// One pass of Sutherland–Hodgman against one side of `rect` (0 left, 1 right, 2 top,
    /// 3 bottom).
    private static func clip(_ points: [CGPoint], edge: Int, rect: CGRect) -> [CGPoint] {
        func inside(_ p: CGPoint) -> Bool {
            switch edge {
            case 0: return p.x >= rect.minX
            case 1: return p.x <= rect.maxX
            case 2: return p.y >= rect.minY
            default: return p.y <= rect.maxY
            }
        }
        func crossing(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            let t: CGFloat
            switch edge {
            case 0: t = (rect.minX - a.x) / (b.x - a.x)
            case 1: t = (rect.maxX - a.x) / (b.x - a.x)
            case 2: t = (rect.minY - a.y) / (b.y - a.y)
            default: t = (rect.maxY - a.y) / (b.y - a.y)
            }
            return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        var out: [CGPoint] = []
        out.reserveCapacity(points.count + 4)
        var previous = points[points.count - 1]
        var previousInside = inside(previous)
        for p in points {
            let pInside = inside(p)
            if pInside {
                if !previousInside { out.append(crossing(previous, p)) }
                out.append(p)
            } else if previousInside {
                out.append(crossing(previous, p))
            }
            previous = p
            previousInside = pInside
        }
        return out
    }
}
