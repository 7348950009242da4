import OpenQuartzCore
import SegueCodecs

/// Where an edge crosses the bottoms of the rows it spans, row after row, without a division per
/// row: the values of `x0 + Rasterizer.roundedDivide(dx · (yb − y0), dy)` for each row bottom
/// `yb`, exactly.
///
/// With `a = |dx|`, that crossing is `x0 ± ⌊n / 2dy⌋` for `n = 2a(yb − y0) + dy`, and `n` grows by
/// `2a · one` from one row to the next, so the quotient and remainder are stepped.
package struct RowCrossings {
    private let x0: Int
    private let sign: Int
    private let divisor: Int
    private var quotient: Int
    private var remainder: Int
    private let stepQuotient: Int
    private let stepRemainder: Int

    /// The crossings of the edge `(x0, y0) → (x1, y1)` (fixed point, `y0 < y1`), starting at the
    /// bottom of row `firstRow` (the row holding `y0`).
    @inline(__always)
    package init(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, firstRow: Int) {
        let dx = x1 - x0
        let dy = y1 - y0
        let a = abs(dx)
        self.x0 = x0
        sign = dx < 0 ? -1 : 1
        divisor = 2 * dy
        let n = 2 * a * (((firstRow + 1) << Rasterizer.shift) - y0) + dy
        quotient = n / divisor
        remainder = n - quotient * divisor
        let step = 2 * a * Rasterizer.one
        stepQuotient = step / divisor
        stepRemainder = step - stepQuotient * divisor
    }

    /// The crossing at the bottom of the current row; moves on to the next row.
    @inline(__always)
    package mutating func next() -> Int {
        let x = x0 + sign * quotient
        quotient += stepQuotient
        remainder += stepRemainder
        if remainder >= divisor {
            remainder -= divisor
            quotient += 1
        }
        return x
    }
}
