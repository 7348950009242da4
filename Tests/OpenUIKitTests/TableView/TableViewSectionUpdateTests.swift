import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Inserting, deleting, reloading and moving sections, and moving rows: the rows that stay keep
/// their cells and slide, and counts that do not add up stop with UIKit's messages.
@MainActor
@Suite struct TableViewSectionUpdateTests {
    @Test func anInsertedSectionPushesTheOthersDownAndFadesIn() throws {
        let stage = TableStage(rows: [3, 3]) { table, _ in table.rowHeight = 44 }
        let first = try #require(stage.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        stage.log.rows = [2, 3, 3]
        stage.table.insertSections(IndexSet(integer: 0), with: .fade)
        #expect(stage.table.cellForRow(at: IndexPath(row: 0, section: 1)) === first)
        #expect(first.frame.minY == 88)
        let inserted = try #require(stage.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(inserted.layer.presentation()?.opacity == 0)
        UIApplication.shared.advance(by: 0.15)
        let y = try #require(first.layer.presentation()?.position.y)
        #expect(y > 22 && y < 110)
        UIApplication.shared.runUntilIdle()
        #expect(stage.table.numberOfSections == 3)
        #expect(stage.table.contentSize.height == 352)
    }

    @Test func aDeletedSectionTakesItsRowsAndTheSelectionFollows() throws {
        let stage = TableStage(rows: [3, 2]) { table, _ in table.rowHeight = 44 }
        stage.table.selectRow(
            at: IndexPath(row: 1, section: 1), animated: false, scrollPosition: .none)
        let gone = try #require(stage.table.cellForRow(at: IndexPath(row: 2, section: 0)))
        stage.log.rows = [2]
        stage.table.deleteSections(IndexSet(integer: 0), with: .automatic)
        #expect(stage.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(
            stage.log.calls.prefix(3) == [
                "didEndDisplaying 0.0", "didEndDisplaying 0.1", "didEndDisplaying 0.2",
            ])
        UIApplication.shared.runUntilIdle()
        #expect(gone.superview == nil)
        #expect(stage.table.contentSize.height == 88)
    }

    @Test func aMovedRowKeepsItsCellAndTheRowsBetweenMakeRoom() throws {
        let stage = TableStage(rows: [5]) { table, _ in table.rowHeight = 44 }
        let moving = try #require(stage.table.cellForRow(at: IndexPath(row: 4, section: 0)))
        let second = try #require(stage.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        stage.table.moveRow(at: IndexPath(row: 4, section: 0), to: IndexPath(row: 0, section: 0))
        #expect(stage.table.cellForRow(at: IndexPath(row: 0, section: 0)) === moving)
        #expect(stage.table.cellForRow(at: IndexPath(row: 2, section: 0)) === second)
        #expect(moving.frame.minY == 0)
        #expect(second.frame.minY == 88)
        UIApplication.shared.advance(by: 0.15)
        let y = try #require(moving.layer.presentation()?.position.y)
        #expect(y > 22 && y < 198)
        #expect(stage.log.calls.isEmpty)
    }

    @Test func aMovedSectionTakesItsRowsAlong() throws {
        let stage = TableStage(rows: [2, 3]) { table, _ in table.rowHeight = 44 }
        let last = try #require(stage.table.cellForRow(at: IndexPath(row: 2, section: 1)))
        stage.log.rows = [3, 2]
        stage.table.moveSection(1, toSection: 0)
        #expect(stage.table.cellForRow(at: IndexPath(row: 2, section: 0)) === last)
        #expect(last.frame.minY == 88)
    }

    @Test func aReloadedSectionAsksForItsRowsAgain() {
        let stage = TableStage(rows: [2, 2]) { table, _ in table.rowHeight = 44 }
        stage.table.reloadSections(IndexSet(integer: 1), with: .none)
        #expect(
            stage.log.calls == [
                "didEndDisplaying 1.0", "didEndDisplaying 1.1", "cellForRowAt 1.0",
                "willDisplay 1.0", "cellForRowAt 1.1", "willDisplay 1.1",
            ])
    }

    @Test func sectionCountsThatDoNotAddUpStopWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                let stage = TableStage(rows: [2, 2]) { table, _ in table.rowHeight = 44 }
                stage.log.rows = [2, 2, 1]
                stage.table.deleteSections(IndexSet(integer: 0), with: .fade)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "Invalid update: invalid number of sections. The number of sections contained in "
                    + "the table view after the update (3) must be equal to the number of "
                    + "sections contained in the table view before the update (2), plus or "
                    + "minus the number of sections inserted or deleted (0 inserted, 1 deleted)."))
    }

    @Test func insertingPastTheEndStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                let stage = TableStage(rows: [4]) { table, _ in table.rowHeight = 44 }
                stage.log.rows = [5]
                stage.table.insertRows(at: [IndexPath(row: 7, section: 0)], with: .fade)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "attempt to insert row 7 into section 0, but there are only 5 rows in section 0 "
                    + "after the update"))
    }

    @Test func deletingPastTheEndStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                let stage = TableStage(rows: [4]) { table, _ in table.rowHeight = 44 }
                stage.log.rows = [3]
                stage.table.deleteRows(at: [IndexPath(row: 4, section: 0)], with: .fade)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "attempt to delete row 4 from section 0 which only contains 4 rows before the "
                    + "update"))
    }
}
