/// An integer pixel rectangle (`x ..< x + width`, `y ..< y + height`): changed regions for the
/// encoders, clip boxes for the renderer. A negative size is stored as 0.
package struct PixelRect: Sendable, Hashable {
    package var x: Int, y: Int, width: Int, height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// Whether the rectangle holds no pixel.
    package var isEmpty: Bool { width <= 0 || height <= 0 }
    /// One past the last column.
    package var maxX: Int { x + width }
    /// One past the last row.
    package var maxY: Int { y + height }

    /// The common part of two rectangles (empty when they do not meet).
    package func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x)
        let y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
