import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Selection as UIKit does it: the highlight on touch down, `willSelect`/`didSelect` on touch
/// up, a drag that scrolls cancels the highlight, and code selects without telling the delegate.
@MainActor
@Suite struct TableViewSelectionTests {
    @Test func aTouchHighlightsTheRowAndLiftingSelectsIt() throws {
        let stage = TableStage(rows: [30]) { table, _ in table.rowHeight = 44 }
        let cell = try #require(stage.table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let fingers = stage.window.touchSynthesizer
        fingers.touchDown(at: CGPoint(x: 100, y: 110))
        // The scroll view holds the touch-down back 150 ms (delaysContentTouches).
        UIApplication.shared.advance(by: 0.1)
        #expect(stage.log.calls.isEmpty)
        UIApplication.shared.advance(by: 0.1)
        #expect(cell.isHighlighted)
        #expect(cell.selectedBackgroundView?.alpha == 1)
        #expect(stage.log.calls == ["shouldHighlight 2", "didHighlight 2"])
        fingers.touchUp()
        UIApplication.shared.runUntilIdle()
        #expect(!cell.isHighlighted && cell.isSelected)
        #expect(stage.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(
            stage.log.calls == [
                "shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "willSelect 2",
                "didSelect 2",
            ])
    }

    @Test func selectingAnotherRowDeselectsThePreviousInUIKitsOrder() throws {
        let stage = TableStage(rows: [30]) { table, _ in table.rowHeight = 44 }
        stage.tap(CGPoint(x: 100, y: 20))
        stage.log.calls.removeAll()
        stage.tap(CGPoint(x: 100, y: 200))
        #expect(
            stage.log.calls == [
                "shouldHighlight 4", "didHighlight 4", "didUnhighlight 4", "willSelect 4",
                "willDeselect 0", "didDeselect 0", "didSelect 4",
            ])
        #expect(stage.table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(stage.table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
    }

    @Test func aDragThatScrollsCancelsTheHighlightAndSelectsNothing() throws {
        let stage = TableStage(rows: [30]) { table, _ in table.rowHeight = 44 }
        let fingers = stage.window.touchSynthesizer
        fingers.touchDown(at: CGPoint(x: 100, y: 600))
        fingers.wait(0.2)  // past the content-touch delay: the row highlights, then the drag
        for i in 1...10 { fingers.move(to: CGPoint(x: 100, y: 600 - CGFloat(i) * 20)) }
        fingers.wait(0.2)
        fingers.touchUp()
        UIApplication.shared.runUntilIdle()
        #expect(stage.table.contentOffset.y == 200)
        #expect(
            stage.log.calls.prefix(3) == [
                "shouldHighlight 13", "didHighlight 13", "didUnhighlight 13",
            ])
        #expect(
            !stage.log.calls.contains { $0.hasPrefix("willSelect") || $0.hasPrefix("didSelect") })
        #expect(stage.table.indexPathForSelectedRow == nil)
    }

    @Test func aDragWithinTheContentTouchDelayNeverHighlightsTheRow() {
        let stage = TableStage(rows: [30]) { table, _ in table.rowHeight = 44 }
        let fingers = stage.window.touchSynthesizer
        fingers.touchDown(at: CGPoint(x: 100, y: 600))
        for i in 1...10 { fingers.move(to: CGPoint(x: 100, y: 600 - CGFloat(i) * 20)) }
        fingers.wait(0.2)
        fingers.touchUp()
        UIApplication.shared.runUntilIdle()
        #expect(stage.table.contentOffset.y == 200)
        #expect(!stage.log.calls.contains { $0.contains("ighlight") })
    }

    @Test func aRowThatRefusesTheHighlightIsNotSelected() {
        let stage = TableStage(rows: [30]) { table, log in
            table.rowHeight = 44
            log.noHighlight = [IndexPath(row: 1, section: 0)]
        }
        stage.tap(CGPoint(x: 100, y: 60))
        #expect(stage.log.calls == ["shouldHighlight 1"])
        #expect(stage.table.indexPathForSelectedRow == nil)
    }

    @Test func selectionInCodeTellsNoDelegateAndSurvivesReuse() throws {
        let stage = TableStage(rows: [100]) { table, _ in table.rowHeight = 44 }
        let row = IndexPath(row: 60, section: 0)
        stage.table.selectRow(at: row, animated: false, scrollPosition: .middle)
        stage.table.layoutIfNeeded()
        // Row 60's middle, 2,662 pt, at the middle of 844 pt.
        #expect(stage.table.contentOffset.y == 2240)
        #expect(stage.table.cellForRow(at: row)?.isSelected == true)
        #expect(!stage.log.calls.contains { $0.contains("Select") })
        stage.scroll(to: 0)
        #expect(stage.table.visibleCells.allSatisfy { !$0.isSelected })
        stage.scroll(to: 2400)
        #expect(stage.table.cellForRow(at: row)?.isSelected == true)
        stage.table.deselectRow(at: row, animated: true)
        let cell = try #require(stage.table.cellForRow(at: row))
        #expect(!cell.isSelected)
        UIApplication.shared.advance(by: 0.125)
        let fading = cell.selectedBackgroundView?.layer.presentation()?.opacity ?? -1
        #expect(fading > 0.2 && fading < 0.8)
        UIApplication.shared.runUntilIdle()
        #expect(cell.selectedBackgroundView?.alpha == 0)
    }
}
