import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Reordering through a diffable data source (`reorderingHandlers`): only the items
/// `canReorderItem` allows move, and the data source's snapshot takes the move between
/// `willReorder` and `didReorder`, whose transaction carries both snapshots and the difference.
@MainActor
@Suite struct CollectionViewReorderingTests {
    typealias Grid = CollectionViewDiffableTests.Grid
    typealias Section = CollectionViewDiffableTests.Section

    func snapshot(_ sections: [(Section, [String])]) -> NSDiffableDataSourceSnapshot<
        Section, String
    > {
        var s = NSDiffableDataSourceSnapshot<Section, String>()
        for (section, items) in sections {
            s.appendSections([section])
            s.appendItems(items, toSection: section)
        }
        return s
    }

    @Test func withoutACanReorderHandlerNothingMoves() {
        let grid = Grid()
        grid.dataSource.apply(snapshot([(.main, ["a", "b", "c"])]), animatingDifferences: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(
            !grid.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        )
    }

    @Test func aReorderIsTakenIntoTheSnapshotWithItsTransaction() throws {
        let grid = Grid()
        let cv = grid.collectionView
        grid.dataSource.apply(
            snapshot([(.main, ["a", "b", "c", "d"]), (.extra, ["x", "y"])]),
            animatingDifferences: false)
        #expect(UIApplication.shared.runUntilIdle())
        var heard: [String] = []
        var transaction: NSDiffableDataSourceTransaction<Section, String>?
        grid.dataSource.reorderingHandlers.canReorderItem = { $0 != "x" }
        grid.dataSource.reorderingHandlers.willReorder = { t in
            heard.append("will \(t.finalSnapshot.itemIdentifiers.joined())")
        }
        grid.dataSource.reorderingHandlers.didReorder = { t in
            heard.append("did \(t.finalSnapshot.itemIdentifiers.joined())")
            transaction = t
        }
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 1)))
        let a = try #require(grid.cell("a"))
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        // Section .main: a b c (y 0) / d (y 110); section .extra: x y at y 210. Over y's slot.
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 340, y: 260))
        #expect(cv.numberOfItems(inSection: 0) == 3 && cv.numberOfItems(inSection: 1) == 3)
        #expect(heard.isEmpty)
        cv.endInteractiveMovement()
        #expect(heard == ["will bcdxay", "did bcdxay"])
        #expect(grid.dataSource.snapshot().itemIdentifiers(inSection: .extra) == ["x", "a", "y"])
        #expect(grid.dataSource.indexPath(for: "a") == IndexPath(item: 1, section: 1))
        let t = try #require(transaction)
        #expect(t.initialSnapshot.itemIdentifiers == ["a", "b", "c", "d", "x", "y"])
        #expect(t.finalSnapshot.itemIdentifiers == ["b", "c", "d", "x", "a", "y"])
        #expect(t.difference.removals.count == 1 && t.difference.insertions.count == 1)
        #expect(
            ["a", "b", "c", "d", "x", "y"].applying(t.difference) == t.finalSnapshot.itemIdentifiers
        )
        #expect(UIApplication.shared.runUntilIdle())
        // The sections after the move: .main b c d (y 0), .extra x a y right under it (y 100).
        #expect(a.frame == CGRect(x: 145, y: 100, width: 100, height: 100))
        #expect(grid.cell("d")?.frame.origin == CGPoint(x: 290, y: 0))
    }
}
