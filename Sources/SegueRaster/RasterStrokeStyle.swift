import Foundation
import OpenQuartzCore
import SegueCodecs

/// The shape at the open ends of a stroked line, as `CAShapeLayerLineCap` / `CGLineCap`.
package enum RasterLineCap: Sendable, Hashable {
    /// The stroke stops at the end point.
    case butt
    /// A half disc of the line's width around the end point.
    case round
    /// The stroke extends half the line width past the end point.
    case square
}

/// The shape where two segments of a stroked line meet, as `CAShapeLayerLineJoin` / `CGLineJoin`.
package enum RasterLineJoin: Sendable, Hashable {
    /// Sharp corner, bevelled when longer than `miterLimit` times the line width.
    case miter
    /// A disc of the line's width around the corner.
    case round
    /// The corner cut straight across.
    case bevel
}

/// How a polyline is stroked: width, caps, joins and dashes, with `CAShapeLayer`'s defaults.
package struct RasterStrokeStyle: Sendable, Hashable {
    /// Line width in the units of the points given (default 1).
    package var lineWidth: CGFloat
    /// End shape (default `.butt`).
    package var lineCap: RasterLineCap
    /// Corner shape (default `.miter`).
    package var lineJoin: RasterLineJoin
    /// Longest miter, as a multiple of the line width, before it is bevelled (default 10).
    package var miterLimit: CGFloat
    /// Alternating on/off lengths; empty (default) draws a solid line. An odd count repeats once
    /// to become even, as Core Graphics does; negative lengths or an all-zero pattern draw solid.
    package var dashPattern: [CGFloat]
    /// How far into the pattern the line starts (default 0).
    package var dashPhase: CGFloat

    package init(
        lineWidth: CGFloat = 1, lineCap: RasterLineCap = .butt, lineJoin: RasterLineJoin = .miter,
        miterLimit: CGFloat = 10, dashPattern: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dashPattern = dashPattern
        self.dashPhase = dashPhase
    }
}

/// A flattened subpath: points joined by straight segments, closed back to the first or not.
package struct RasterPolyline: Sendable, Hashable {
    package var points: [CGPoint]
    package var isClosed: Bool

    package init(points: [CGPoint], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }

    /// Total length including the closing segment of a closed polyline.
    package var length: Double {
        guard points.count > 1 else { return 0 }
        var total = 0.0
        for i in 1..<points.count { total += distance(points[i - 1], points[i]) }
        if isClosed { total += distance(points[points.count - 1], points[0]) }
        return total
    }
}

@inline(__always)
package func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
    hypot(Double(b.x - a.x), Double(b.y - a.y))
}
