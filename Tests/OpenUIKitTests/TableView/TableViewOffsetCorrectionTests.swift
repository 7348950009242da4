import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Rows estimated at 44 pt that turn out 88 pt when they come into view above the visible ones:
/// the content offset follows so that the rows in view stay where the scroll put them, as UIKit
/// keeps them still.
@MainActor
@Suite struct TableViewOffsetCorrectionTests {
    func makeStage() -> TableStage {
        TableStage(rows: [100]) { table, log in
            table.estimatedRowHeight = 44
            for r in 0..<100 { log.heights[IndexPath(row: r, section: 0)] = 88 }
        }
    }

    @Test func rowsMeasuredAboveTheVisibleOnesDoNotMoveThem() throws {
        let stage = makeStage()
        // A jump far down: rows 0–9 are measured (880 pt), the rest estimated, so row 58 starts
        // at 880 + 48 × 44 = 2992.
        stage.scroll(to: 3000)
        let row58 = try #require(stage.table.cellForRow(at: IndexPath(row: 58, section: 0)))
        #expect(row58.frame.minY == 2992)
        // Scrolling up 100 pt brings rows 55 (2860–2904), 56 and 57 into view, each 44 pt taller
        // than estimated: the offset moves down 132 pt with them, so row 58 shows 92 pt from the
        // top, where the scroll put it.
        stage.scroll(to: 2900)
        #expect(stage.table.contentOffset.y == 3032)
        #expect(row58.frame.minY - stage.table.contentOffset.y == 92)
        #expect(stage.table.rectForRow(at: IndexPath(row: 55, section: 0)).minY == 2860)
        #expect(stage.table.rectForRow(at: IndexPath(row: 58, section: 0)).minY == 3124)
    }

    /// Drags the content down 150 pt with a finger from 3,000 and returns how far the row under
    /// the finger moved on screen.
    func dragRowUnderFinger(_ stage: TableStage) throws -> CGFloat {
        stage.scroll(to: 3000)
        let start = CGPoint(x: 200, y: 300)
        let path = try #require(
            stage.table.indexPathForRow(at: CGPoint(x: 200, y: 3000 + start.y)))
        let cell = try #require(stage.table.cellForRow(at: path))
        let before = cell.frame.minY - stage.table.contentOffset.y
        let fingers = stage.window.touchSynthesizer
        fingers.touchDown(at: start)
        for step in 1...10 {
            fingers.move(to: CGPoint(x: 200, y: 300 + CGFloat(step) * 15))
            UIApplication.shared.advance(by: 1.0 / 60)
        }
        let after = cell.frame.minY - stage.table.contentOffset.y
        fingers.touchUp()
        UIApplication.shared.runUntilIdle()
        return after - before
    }

    @Test func aFingerDraggingDownKeepsTheRowUnderItAsWithExactEstimates() throws {
        let corrected = try dragRowUnderFinger(makeStage())
        let exact = try dragRowUnderFinger(
            TableStage(rows: [100]) { table, log in
                table.estimatedRowHeight = 88
                for r in 0..<100 { log.heights[IndexPath(row: r, section: 0)] = 88 }
            })
        #expect(exact > 100)
        #expect(corrected == exact)
    }
}
