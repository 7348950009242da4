import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// `UICollectionViewDiffableDataSource`: snapshots applied to a flow-layout grid, the differences
/// animated through batch updates (Apple: "UICollectionViewDiffableDataSource",
/// `apply(_:animatingDifferences:completion:)`).
@MainActor
@Suite struct CollectionViewDiffableTests {
    enum Section: Hashable, Sendable { case main, extra }

    /// A 100 × 100 pt grid, 10 pt apart, in a window, fed by a diffable data source of strings.
    @MainActor final class Grid {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let collectionView: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Section, String>

        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumInteritemSpacing = 10
            layout.minimumLineSpacing = 10
            collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> {
                cell, _, item in cell.accessibilityIdentifier = item
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
                collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(
                    using: registration, for: indexPath, item: item)
            }
            window.addSubview(collectionView)
            window.makeKeyAndVisible()
        }

        func cell(_ item: String) -> UICollectionViewCell? {
            dataSource.indexPath(for: item).flatMap { collectionView.cellForItem(at: $0) }
        }
    }

    func snapshot(_ items: [String]) -> NSDiffableDataSourceSnapshot<Section, String> {
        var s = NSDiffableDataSourceSnapshot<Section, String>()
        s.appendSections([.main])
        s.appendItems(items, toSection: .main)
        return s
    }

    @Test func theFirstSnapshotIsWhatTheGridLoads() {
        let grid = Grid()
        grid.dataSource.apply(snapshot(["a", "b", "c"]), animatingDifferences: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(grid.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(grid.cell("c")?.accessibilityIdentifier == "c")
        #expect(grid.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "b")
        #expect(grid.dataSource.indexPath(for: "c") == IndexPath(item: 2, section: 0))
    }

    @Test func applyingAnimatesTheDifferencesAndKeepsTheCellsThatStay() throws {
        let grid = Grid()
        grid.dataSource.apply(snapshot(["a", "b", "c", "d"]), animatingDifferences: false)
        #expect(UIApplication.shared.runUntilIdle())
        let c = try #require(grid.cell("c"))
        #expect(grid.dataSource.indexPath(for: "c") == IndexPath(item: 2, section: 0))
        var completed = false
        // b goes, e comes first, d moves before c.
        grid.dataSource.apply(snapshot(["e", "a", "d", "c"])) { completed = true }
        #expect(grid.cell("c") === c)  // the same cell, on its way to item 3
        #expect(grid.dataSource.indexPath(for: "c") == IndexPath(item: 3, section: 0))
        UIApplication.shared.advance(by: 0.15)
        let e = try #require(grid.cell("e"))
        let alpha = e.layer.presentation()?.opacity ?? -1
        #expect(alpha > 0.05 && alpha < 0.95)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(completed)
        #expect(
            grid.cell("c") === c
                && c.frame
                    == grid.collectionView.layoutAttributesForItem(
                        at: IndexPath(item: 3, section: 0))?.frame
        )
        #expect(grid.cell("b") == nil && grid.collectionView.visibleCells.count == 4)
    }

    @Test func withoutAnimationTheNewPlacesHoldAtOnce() throws {
        let grid = Grid()
        grid.dataSource.apply(snapshot(["a", "b", "c"]), animatingDifferences: false)
        #expect(UIApplication.shared.runUntilIdle())
        grid.dataSource.apply(snapshot(["c", "a"]), animatingDifferences: false)
        UIApplication.shared.advance(by: 0)
        let a = try #require(grid.cell("a"))
        #expect(a.layer.presentation()?.frame.minX == a.frame.minX)
        #expect(grid.dataSource.snapshot().itemIdentifiers == ["c", "a"])
    }

    @Test func aNewSectionComesInWithItsItems() {
        let grid = Grid()
        grid.dataSource.apply(snapshot(["a", "b"]), animatingDifferences: false)
        #expect(UIApplication.shared.runUntilIdle())
        var next = grid.dataSource.snapshot()
        next.appendSections([.extra])
        next.appendItems(["x", "y"], toSection: .extra)
        grid.dataSource.apply(next)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(grid.collectionView.numberOfSections == 2)
        #expect(grid.dataSource.indexPath(for: "y") == IndexPath(item: 1, section: 1))
        #expect(grid.cell("y") != nil)
    }
}
