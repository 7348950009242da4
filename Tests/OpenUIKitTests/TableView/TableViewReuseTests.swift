import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Only the rows in view have cells; cells that scroll off are reused after
/// `prepareForReuse()`, so the cells made stay at a screenful whatever the row count.
@MainActor
@Suite struct TableViewReuseTests {
    @Test func tenThousandRowsScrolledToTheEndMakeOnlyAScreenfulOfCells() throws {
        let stage = TableStage(rows: [10_000]) { table, _ in table.rowHeight = 44 }
        #expect(stage.table.contentSize == CGSize(width: 390, height: 440_000))
        var mostInView = 0
        var y: CGFloat = 0
        while y < 440_000 - 844 {
            y = min(y + 300, 440_000 - 844)
            stage.scroll(to: y)
            mostInView = max(mostInView, stage.table.visibleCells.count)
        }
        // 844 pt shows 20 rows of 44 pt when aligned, 21 when a row is cut at both ends.
        #expect(mostInView == 21)
        #expect(stage.log.cellsSeen.count == 21)
        #expect(stage.visibleRows.first == "0.9980")
        #expect(stage.visibleRows.last == "0.9999")
        let cells = stage.table.visibleCells.compactMap { $0 as? ProbeCell }
        #expect(cells.allSatisfy { $0.reuses > 0 })
    }

    @Test func aCellThatScrollsOffComesBackPreparedForReuseForTheNextRow() throws {
        let stage = TableStage(rows: [100]) { table, _ in table.rowHeight = 44 }
        let top = try #require(
            stage.table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ProbeCell)
        stage.scroll(to: 44)
        // Row 0 left; row 20 came in with the cell row 0 had.
        #expect(stage.table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(stage.table.cellForRow(at: IndexPath(row: 20, section: 0)) === top)
        #expect(top.reuses == 1)
        #expect(top.textLabel?.text == "Row 20")
        #expect(top.frame == CGRect(x: 0, y: 880, width: 390, height: 44))
        #expect(
            stage.log.calls == ["didEndDisplaying 0.0", "cellForRowAt 0.20", "willDisplay 0.20"])
    }

    @Test func theFirstLayoutAsksForEachRowInViewThenShowsIt() {
        var calls: [String] = []
        let stage = TableStage(rows: [3, 2]) { table, _ in table.rowHeight = 44 }
        stage.table.reloadData()
        stage.table.layoutIfNeeded()
        calls = stage.log.calls
        #expect(
            calls == [
                "didEndDisplaying 0.0", "didEndDisplaying 0.1", "didEndDisplaying 0.2",
                "didEndDisplaying 1.0", "didEndDisplaying 1.1",
                "cellForRowAt 0.0", "willDisplay 0.0", "cellForRowAt 0.1", "willDisplay 0.1",
                "cellForRowAt 0.2", "willDisplay 0.2", "cellForRowAt 1.0", "willDisplay 1.0",
                "cellForRowAt 1.1", "willDisplay 1.1",
            ])
        #expect(stage.log.cellsSeen.count == 5)
    }

    @Test func aFlickKeepsTheCellsOnTheRowsInViewFrameByFrame() throws {
        let stage = TableStage(rows: [10_000]) { table, _ in table.rowHeight = 44 }
        stage.window.touchSynthesizer.drag(
            from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 200), duration: 0.1,
            curve: .init(name: .linear))
        for _ in 0..<30 {
            UIApplication.shared.advance(by: 1.0 / 60)
            let b = stage.table.bounds
            let first = try #require(stage.table.indexPathsForVisibleRows?.first)
            let last = try #require(stage.table.indexPathsForVisibleRows?.last)
            #expect(stage.table.rectForRow(at: first).minY <= b.minY)
            #expect(stage.table.rectForRow(at: last).maxY >= b.maxY)
            #expect(stage.table.visibleCells.count <= 21)
        }
        UIApplication.shared.runUntilIdle()
        // 5,000 pt/s decays to rest about 2,500 pt further: far down, with 21 cells at most.
        #expect(stage.table.contentOffset.y > 2000)
        #expect(stage.log.cellsSeen.count <= 21)
    }

    @Test func dequeueWithoutARegisteredClassReturnsNil() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.dequeueReusableCell(withIdentifier: "nothing") == nil)
    }

    @Test func dequeuingAnIdentifierNeverRegisteredStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                let table = UITableView(frame: .zero, style: .plain)
                _ = table.dequeueReusableCell(
                    withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "unable to dequeue a cell with identifier Cell - must register a nib or a class "
                    + "for the identifier or connect a prototype cell in a storyboard"))
    }

    @Test func scrollingToARowOutOfRangeStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                let stage = TableStage(rows: [10]) { table, _ in table.rowHeight = 44 }
                stage.table.scrollToRow(
                    at: IndexPath(row: 12, section: 0), at: .top, animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let message =
            "Attempted to scroll the table view to an out-of-bounds row (12) when there are "
            + "only 10 rows in section 0."
        #expect(stderr.contains(message))
    }
}
