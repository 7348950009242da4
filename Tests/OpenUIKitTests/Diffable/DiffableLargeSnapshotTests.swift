import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// A 10,000-item snapshot applied over 5,000 items in the other order: the table takes the
/// new rows and only the rows in view get cells (its speed is in BENCHMARKS.md).
@MainActor
@Suite struct DiffableLargeSnapshotTests {
    @Test func tenThousandItemsApplyWithoutAskingForEveryCell() {
        let items = (0..<10_000).map { "Item \($0)" }
        let stage = DiffableStage(Array(items.prefix(5_000)))
        var s = stage.dataSource.snapshot()
        s.deleteAllItems()
        s.appendSections(["main"])
        s.appendItems(items.reversed())
        stage.dataSource.apply(s)
        UIApplication.shared.runUntilIdle()
        #expect(stage.table.numberOfRows(inSection: 0) == 10_000)
        #expect(stage.texts.first == "Item 9999")
        #expect(stage.table.visibleCells.count == 20)
    }
}
