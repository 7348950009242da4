import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// `UICollectionViewDiffableDataSource` applying a snapshot whose sections moved or reloaded:
/// the differences go through the collection view's batch updates, animated, as UIKit applies
/// them (no `reloadData()`).
@MainActor
@Suite struct CollectionViewDiffableSectionTests {
    typealias Grid = CollectionViewDiffableTests.Grid

    func snapshot(_ sections: [(CollectionViewDiffableTests.Section, [String])])
        -> NSDiffableDataSourceSnapshot<CollectionViewDiffableTests.Section, String>
    {
        var s = NSDiffableDataSourceSnapshot<CollectionViewDiffableTests.Section, String>()
        for (section, items) in sections {
            s.appendSections([section])
            s.appendItems(items, toSection: section)
        }
        return s
    }

    /// The top of `view`'s presentation frame now.
    func shownY(_ view: UIView) -> CGFloat {
        view.layer.presentation()?.frame.minY ?? -1
    }

    @Test func aMovedSectionSlidesWithItsCells() throws {
        let grid = Grid()
        grid.dataSource.apply(
            snapshot([(.main, ["a", "b", "c", "d"]), (.extra, ["x", "y"])]),
            animatingDifferences: false)
        #expect(UIApplication.shared.runUntilIdle())
        let a = try #require(grid.cell("a"))
        let d = try #require(grid.cell("d"))
        let x = try #require(grid.cell("x"))
        #expect(shownY(a) == 0 && shownY(d) == 110 && shownY(x) == 210)
        var completed = false
        grid.dataSource.apply(snapshot([(.extra, ["x", "y"]), (.main, ["a", "b", "c", "d"])])) {
            completed = true
        }
        // The same cells, under their new index paths.
        #expect(grid.cell("a") === a && grid.cell("x") === x && grid.cell("d") === d)
        #expect(grid.dataSource.indexPath(for: "a") == IndexPath(item: 0, section: 1))
        UIApplication.shared.advance(by: 0)
        #expect(shownY(a) == 0 && shownY(d) == 110 && shownY(x) == 210)
        UIApplication.shared.advance(by: 0.15)
        #expect(abs(shownY(a) - 50) < 1)
        #expect(abs(shownY(d) - 160) < 1)
        #expect(abs(shownY(x) - 105) < 1)
        #expect(!completed)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(completed)
        // The sections follow each other without spacing: .main's rows now at y 100 and 210.
        #expect(shownY(a) == 100 && shownY(d) == 210 && shownY(x) == 0)
        #expect(grid.cell("y")?.frame == CGRect(x: 290, y: 0, width: 100, height: 100))
        #expect(grid.collectionView.visibleCells.count == 6)
    }

    @Test func aReloadedSectionFadesInNewCells() throws {
        let grid = Grid()
        grid.dataSource.apply(
            snapshot([(.main, ["a", "b"]), (.extra, ["x"])]), animatingDifferences: false)
        #expect(UIApplication.shared.runUntilIdle())
        let a = try #require(grid.cell("a"))
        let x = try #require(grid.cell("x"))
        var next = grid.dataSource.snapshot()
        next.reloadSections([.extra])
        grid.dataSource.apply(next)
        UIApplication.shared.advance(by: 0.15)
        let newX = try #require(grid.cell("x"))
        #expect(newX !== x && grid.cell("a") === a)
        let alpha = newX.layer.presentation()?.opacity ?? -1
        #expect(alpha > 0.05 && alpha < 0.95)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(x.superview == nil)
    }
}
