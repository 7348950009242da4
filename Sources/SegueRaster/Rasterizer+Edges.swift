import Foundation
import OpenQuartzCore
import SegueCodecs

extension Rasterizer {
    /// Rounded `n / d` for `d > 0`, symmetric about zero.
    @inline(__always)
    package static func roundedDivide(_ n: Int, _ d: Int) -> Int {
        n >= 0 ? (2 * n + d) / (2 * d) : -((-2 * n + d) / (2 * d))
    }

    /// Adds the edge `(x0, y0) → (x1, y1)` (global 24.8 fixed point) to the accumulation.
    ///
    /// The edge is first put top-to-bottom (its direction kept as the sign), so an edge shared by
    /// two polygons is walked identically in both and their contributions cancel exactly.
    package func addEdge(_ ax: Int, _ ay: Int, _ bx: Int, _ by: Int) {
        if ay == by { return }
        var x0 = ax
        var y0 = ay
        var x1 = bx
        var y1 = by
        var direction = 1
        if y0 > y1 {
            swap(&x0, &x1)
            swap(&y0, &y1)
            direction = -1
        }
        let one = Rasterizer.one
        let top = boxY * one
        let bottom = (boxY + boxHeight) * one
        if y1 <= top || y0 >= bottom { return }
        // Clip to the box's rows, computing both ends from the original edge.
        let dx = x1 - x0
        let dy = y1 - y0
        var cx0 = x0
        var cy0 = y0
        var cx1 = x1
        var cy1 = y1
        if y0 < top {
            cx0 = x0 + Rasterizer.roundedDivide(dx * (top - y0), dy)
            cy0 = top
        }
        if y1 > bottom {
            cx1 = x0 + Rasterizer.roundedDivide(dx * (bottom - y0), dy)
            cy1 = bottom
        }
        // Box-local coordinates.
        let left = boxX * one
        cx0 -= left
        cx1 -= left
        cy0 -= top
        cy1 -= top
        clipHorizontally(cx0, cy0, cx1, cy1, direction)
    }

    /// Splits a top-to-bottom edge at the box's left and right sides: parts left of the box become
    /// vertical edges on its left side, parts right of it are dropped.
    private func clipHorizontally(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ direction: Int) {
        let right = boxWidth * Rasterizer.one
        if x0 >= right && x1 >= right { return }
        if x0 <= 0 && x1 <= 0 {
            walkEdge(0, y0, 0, y1, direction)
            return
        }
        if x0 >= 0 && x1 >= 0 && x0 <= right && x1 <= right {
            walkEdge(x0, y0, x1, y1, direction)
            return
        }
        // The edge crosses x = 0 and/or x = right: cut it there (y ascending).
        var cuts: [(x: Int, y: Int)] = [(x0, y0)]
        let dx = x1 - x0
        let dy = y1 - y0
        var crossings: [(x: Int, y: Int)] = []
        for side in [0, right] where (x0 < side) != (x1 < side) && x0 != side && x1 != side {
            crossings.append((side, y0 + Rasterizer.roundedDivide(dy * (side - x0), dx)))
        }
        crossings.sort { $0.y < $1.y }
        cuts += crossings
        cuts.append((x1, y1))
        for i in 0..<cuts.count - 1 {
            let a = cuts[i]
            let b = cuts[i + 1]
            if a.y >= b.y { continue }
            let mid = a.x + b.x  // twice the midpoint
            if mid < 0 {
                walkEdge(0, a.y, 0, b.y, direction)
            } else if mid > 2 * right {
                continue
            } else {
                walkEdge(min(max(a.x, 0), right), a.y, min(max(b.x, 0), right), b.y, direction)
            }
        }
    }

    /// Walks a box-local edge (y0 < y1, x within the box) row by row.
    private func walkEdge(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ direction: Int) {
        let shift = Rasterizer.shift
        let one = Rasterizer.one
        let firstRow = y0 >> shift
        let lastRow = (y1 - 1) >> shift
        if firstRow == lastRow {
            walkRow(firstRow, x0, y0 - (firstRow << shift), x1, y1 - (firstRow << shift), direction)
            return
        }
        let dx = x1 - x0
        let dy = y1 - y0
        var xa = x0
        var ya = y0 - (firstRow << shift)
        // Up to three row bottoms: one division each (fewer than the stepper's setup takes).
        if lastRow - firstRow < 3 {
            for row in firstRow..<lastRow {
                let yb = (row + 1) << shift
                let xb = x0 + Rasterizer.roundedDivide(dx * (yb - y0), dy)
                walkRow(row, xa, ya, xb, one, direction)
                xa = xb
                ya = 0
            }
        } else {
            var crossings = RowCrossings(x0, y0, x1, y1, firstRow: firstRow)
            for row in firstRow..<lastRow {
                let xb = crossings.next()
                walkRow(row, xa, ya, xb, one, direction)
                xa = xb
                ya = 0
            }
        }
        walkRow(lastRow, xa, ya, x1, y1 - (lastRow << shift), direction)
    }

    /// Walks the part of an edge inside one row (`ya < yb`, both in 0…one) cell by cell.
    @inline(__always)
    private func walkRow(_ row: Int, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int, _ direction: Int) {
        if ya == yb { return }
        let shift = Rasterizer.shift
        let one = Rasterizer.one
        if xa == xb {
            let cell = xa >> shift
            addCell(row, cell, (yb - ya) * direction, xa - (cell << shift), xa - (cell << shift))
            return
        }
        let dy = yb - ya
        if xa < xb {
            var cell = xa >> shift
            let lastCell = (xb - 1) >> shift
            var px = xa
            var py = ya
            let span = xb - xa
            while cell < lastCell {
                let boundary = (cell + 1) << shift
                let y = ya + Rasterizer.roundedDivide(dy * (boundary - xa), span)
                addCell(row, cell, (y - py) * direction, px - (cell << shift), one)
                px = boundary
                py = y
                cell += 1
            }
            addCell(row, cell, (yb - py) * direction, px - (cell << shift), xb - (cell << shift))
        } else {
            var cell = (xa - 1) >> shift
            let lastCell = xb >> shift
            var px = xa
            var py = ya
            let span = xa - xb
            while cell > lastCell {
                let boundary = cell << shift
                let y = ya + Rasterizer.roundedDivide(dy * (xa - boundary), span)
                addCell(row, cell, (y - py) * direction, px - boundary, 0)
                px = boundary
                py = y
                cell -= 1
            }
            addCell(row, cell, (yb - py) * direction, px - (cell << shift), xb - (cell << shift))
        }
    }

    /// Adds a piece of edge inside one cell: signed height `dy`, entering at `fx0` and leaving at
    /// `fx1` (both 0…one within the cell). The cell gets the area right of the piece; every cell
    /// to its right gets the full height (through the next cell's entry and the prefix sum).
    @inline(__always)
    private func addCell(_ row: Int, _ cell: Int, _ dy: Int, _ fx0: Int, _ fx1: Int) {
        if dy == 0 { return }
        let twiceOne = 2 * Rasterizer.one
        accumulate(row: row, x: cell, area: dy * (twiceOne - fx0 - fx1), carry: dy * (fx0 + fx1))
    }
}
