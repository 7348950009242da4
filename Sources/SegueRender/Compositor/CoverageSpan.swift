import Foundation

/// How overlapping contours combine into coverage, as in Core Graphics' fill rules
/// (`CAShapeLayerFillRule.nonZero` / `.evenOdd`).
package enum RasterFillRule: Sendable, Hashable {
    /// A point is inside when the contours wind around it a non-zero number of times.
    case nonZero
    /// A point is inside when a ray from it crosses the contours an odd number of times.
    case evenOdd
}

/// A horizontal run of pixels on one row that share the same 8-bit coverage.
///
/// Produced by ``Rasterizer`` and ``RectCoverage`` and consumed by the painters; `x` is in device
/// pixels, `coverage` is 0…255 (255 = fully inside). Runs never overlap and come sorted by `x`.
package struct CoverageSpan: Sendable, Hashable {
    /// First pixel column of the run.
    package var x: Int
    /// Number of pixels in the run (at least 1).
    package var length: Int
    /// Coverage of every pixel in the run, 0…255.
    package var coverage: UInt8

    package init(x: Int, length: Int, coverage: UInt8) {
        self.x = x; self.length = length; self.coverage = coverage
    }
}

/// An integer pixel rectangle (`x ..< x + width`, `y ..< y + height`), used for clip boxes.
package struct PixelRect: Sendable, Hashable {
    package var x: Int, y: Int, width: Int, height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = max(0, width); self.height = max(0, height)
    }

    /// Whether the rectangle holds no pixel.
    package var isEmpty: Bool { width <= 0 || height <= 0 }
    /// One past the last column.
    package var maxX: Int { x + width }
    /// One past the last row.
    package var maxY: Int { y + height }

    /// The common part of two rectangles (empty when they do not meet).
    package func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest pixel rectangle containing `rect` (rounded outwards), or empty for a
    /// non-finite or empty rectangle.
    package init(enclosing rect: CGRect) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
              !rect.isEmpty else { self.init(x: 0, y: 0, width: 0, height: 0); return }
        let limit = Double(Rasterizer.coordinateLimit)
        let x0 = Int(max(-limit, min(limit, Double(rect.minX))).rounded(.down))
        let y0 = Int(max(-limit, min(limit, Double(rect.minY))).rounded(.down))
        let x1 = Int(max(-limit, min(limit, Double(rect.maxX))).rounded(.up))
        let y1 = Int(max(-limit, min(limit, Double(rect.maxY))).rounded(.up))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
