import Foundation
import SegueTesting
import Testing

@testable import SegueRender

/// The rasterizer steps an edge's row crossings instead of dividing per row: every crossing must
/// be the divided one, for edges leaning either way, upright, steep, flat and long.
@Suite struct RowCrossingsTests {
    @Test func steppedCrossingsAreTheDividedOnes() {
        let seed = UInt64.random(in: 0...UInt64.max)
        print("steppedCrossingsAreTheDividedOnes seed \(seed)")
        var rng = SeededRandomNumberGenerator(seed: seed)
        let one = Rasterizer.one
        for trial in 0..<2_000 {
            // A box up to 4,000 px wide and tall, in 24.8 fixed point.
            let x0 = Int.random(in: 0...4_000 * one, using: &rng)
            let x1 =
                trial % 7 == 0 ? x0 : Int.random(in: 0...4_000 * one, using: &rng)
            let y0 = Int.random(in: 0...3_000 * one, using: &rng)
            let y1 = y0 + Int.random(in: 1...(trial % 3 == 0 ? 8 * one : 1_000 * one), using: &rng)
            let firstRow = y0 >> Rasterizer.shift
            let lastRow = (y1 - 1) >> Rasterizer.shift
            var crossings = RowCrossings(x0, y0, x1, y1, firstRow: firstRow)
            for row in firstRow..<lastRow {
                let divided =
                    x0
                    + Rasterizer.roundedDivide(
                        (x1 - x0) * (((row + 1) << Rasterizer.shift) - y0), y1 - y0)
                let stepped = crossings.next()
                guard stepped == divided else {
                    Issue.record(
                        "trial \(trial), edge (\(x0), \(y0)) → (\(x1), \(y1)), row \(row): \(stepped) ≠ \(divided)"
                    )
                    return
                }
            }
        }
    }

    @Test func anEdgeOneStepAcrossPerRowLandsOnItsEnd() {
        // 45°: the crossing moves one pixel per row, and the last row bottom before y1 is x1 − one.
        let one = Rasterizer.one
        var crossings = RowCrossings(0, 0, 10 * one, 10 * one, firstRow: 0)
        #expect((0..<9).map { _ in crossings.next() } == (1...9).map { $0 * one })
        var leaning = RowCrossings(10 * one, 0, 0, 10 * one, firstRow: 0)
        #expect((0..<9).map { _ in leaning.next() } == (1...9).reversed().map { $0 * one })
    }
}
