import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Inserting, deleting and reloading rows: the other rows slide to their new places over 0.3 s,
/// inserted rows fade in, deleted ones fade out, the selection follows its row, and counts that do
/// not add up stop with UIKit's message.
@MainActor
@Suite struct TableViewUpdateTests {
    @Test func deletingARowSlidesTheRowsBelowUpAndFadesItOut() throws {
        let stage = TableStage(rows: [30]) { table, _ in table.rowHeight = 44 }
        let deleted = try #require(stage.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let below = try #require(stage.table.cellForRow(at: IndexPath(row: 2, section: 0)))
        stage.table.selectRow(
            at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        stage.log.rows = [29]
        stage.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        #expect(stage.table.cellForRow(at: IndexPath(row: 1, section: 0)) === below)
        #expect(below.frame.minY == 44)
        #expect(stage.table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        UIApplication.shared.advance(by: 0.15)
        let sliding = try #require(below.layer.presentation()?.position.y)
        #expect(sliding > 44 + 22 && sliding < 88 + 22)
        let fading = try #require(deleted.layer.presentation()?.opacity)
        #expect(fading > 0 && fading < 1)
        UIApplication.shared.runUntilIdle()
        #expect(deleted.superview == nil)
        // 29 rows of 44 pt.
        #expect(stage.table.contentSize.height == 1276)
        #expect(stage.log.calls.first == "didEndDisplaying 0.1")
        // Row 19 moved up into view and got a cell.
        #expect(stage.log.calls.contains("cellForRowAt 0.19"))
    }

    @Test func anInsertedRowFadesInWhereItBelongs() throws {
        let stage = TableStage(rows: [30]) { table, _ in table.rowHeight = 44 }
        let top = try #require(stage.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        stage.log.rows = [31]
        var finished: Bool?
        stage.table.performBatchUpdates {
            stage.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        } completion: {
            finished = $0
        }
        let inserted = try #require(stage.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(inserted !== top)
        #expect(inserted.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(top.frame.minY == 44)
        UIApplication.shared.advance(by: 0.15)
        let appearing = try #require(inserted.layer.presentation()?.opacity)
        #expect(appearing > 0 && appearing < 1)
        #expect(finished == nil)
        UIApplication.shared.runUntilIdle()
        #expect(finished == true)
        #expect(inserted.alpha == 1)
    }

    @Test func reloadingARowAsksForItsCellAgain() {
        let stage = TableStage(rows: [30]) { table, _ in table.rowHeight = 44 }
        stage.table.reloadRows(at: [IndexPath(row: 3, section: 0)], with: .none)
        #expect(stage.log.calls == ["didEndDisplaying 0.3", "cellForRowAt 0.3", "willDisplay 0.3"])
        #expect(stage.table.visibleCells.count == 20)
    }

    @Test func countsThatDoNotAddUpStopWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                let stage = TableStage(rows: [4]) { table, _ in table.rowHeight = 44 }
                stage.log.rows = [5]
                stage.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let message: String = [
            "Invalid update: invalid number of rows in section 0.",
            "The number of rows contained in an existing section after the update (5) must be",
            "equal to the number of rows contained in that section before the update (4), plus",
            "or minus the number of rows inserted or deleted from that section (0 inserted,",
            "1 deleted) and plus or minus the number of rows moved into or out of that section",
            "(0 moved in, 0 moved out).",
        ].joined(separator: " ")
        #expect(stderr.contains(message))
    }
}
