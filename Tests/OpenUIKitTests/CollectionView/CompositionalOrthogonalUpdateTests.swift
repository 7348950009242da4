import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Orthogonal sections through batch updates and diffable applies: a section that moves takes
/// its scroll view, its scroll position and its cells with it (the scroll view slides there over
/// the update's 0.3 s), and a deleted one fades its cells out in its scroll view, which then
/// goes, as UIKit keeps them.
@MainActor
@Suite struct CompositionalOrthogonalUpdateTests {
    /// Which sections are shelves (150 × 150 groups, 10 pt apart, scrolling sideways); the
    /// others are rows of one full-width 100 pt item.
    @MainActor final class ShelfPlan {
        var isShelf: (Int) -> Bool
        init(_ isShelf: @escaping (Int) -> Bool) { self.isShelf = isShelf }

        var layout: UICollectionViewCompositionalLayout {
            UICollectionViewCompositionalLayout { [self] s, _ in
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                guard isShelf(s) else {
                    let row = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                        subitems: [item])
                    return NSCollectionLayoutSection(group: row)
                }
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .absolute(150), heightDimension: .absolute(150)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 10
                section.orthogonalScrollingBehavior = .continuous
                return section
            }
        }
    }

    /// The top of `view`'s presentation frame now.
    func shownY(_ view: UIView) -> CGFloat {
        view.layer.presentation()?.frame.minY ?? -1
    }

    @Test func aMovedShelfKeepsItsScrollViewOffsetAndCellsAndSlidesToItsPlace() throws {
        var shelves: Set<Int> = [0]
        let plan = ShelfPlan { shelves.contains($0) }
        // Section 0: the shelf (y 0…150); section 1: two rows at y 150 and 250.
        let stage = compositionalStage(plan.layout, items: [10, 2])
        let cv = stage.collectionView
        let scroller = try #require(
            cv.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        scroller.contentOffset = CGPoint(x: 400, y: 0)
        cv.layoutIfNeeded()
        let shelfCell = try #require(cv.cellForItem(at: IndexPath(item: 3, section: 0)))
        let row = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 1)))
        stage.log.calls.removeAll()

        shelves = [1]
        stage.log.items = [2, 10]
        cv.moveSection(0, toSection: 1)
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 1)) === shelfCell)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === row)
        #expect(shelfCell.superview === scroller)
        #expect(scroller.contentOffset == CGPoint(x: 400, y: 0))
        // The same items stay in view: no cell asked for, none ended displaying.
        #expect(stage.log.calls.isEmpty)
        UIApplication.shared.advance(by: 0)
        #expect(shownY(scroller) == 0 && shownY(row) == 150)
        UIApplication.shared.advance(by: 0.15)
        #expect(abs(shownY(scroller) - 100) < 1)
        #expect(abs(shownY(row) - 75) < 1)
        #expect(UIApplication.shared.runUntilIdle())
        // The rows (y 0 and 100), then the shelf at y 200, still scrolled 400 pt.
        #expect(scroller.frame == CGRect(x: 0, y: 200, width: 390, height: 150))
        #expect(scroller.superview === cv)
        #expect(scroller.contentOffset == CGPoint(x: 400, y: 0))
        #expect(shelfCell.frame == CGRect(x: 480, y: 0, width: 150, height: 150))
        #expect(row.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(stage.visibleItems == ["0.0", "0.1", "1.2", "1.3", "1.4"])
        #expect(cv.indexPathForItem(at: CGPoint(x: 100, y: 275)) == IndexPath(item: 3, section: 1))
        #expect(cv.subviews.filter { $0 is UIScrollView }.count == 1)
    }

    @Test func aDeletedShelfFadesItsCellsInItsScrollViewWhichThenGoes() throws {
        var shelves: Set<Int> = [0]
        let plan = ShelfPlan { shelves.contains($0) }
        let stage = compositionalStage(plan.layout, items: [10, 2])
        let cv = stage.collectionView
        let shelfCell = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        let scroller = try #require(shelfCell.superview as? UIScrollView)
        let row = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 1)))
        shelves = []
        stage.log.items = [2]
        cv.deleteSections(IndexSet(integer: 0))
        UIApplication.shared.advance(by: 0.15)
        // Halfway: the shelf's cells fade where they were, in their scroll view.
        #expect(scroller.superview === cv && shelfCell.superview === scroller)
        #expect(scroller.layer.presentation()?.frame.minY == 0)
        let alpha = shelfCell.layer.presentation()?.opacity ?? -1
        #expect(alpha > 0.05 && alpha < 0.95)
        #expect(abs(shownY(row) - 75) < 1)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(scroller.superview == nil && shelfCell.superview == nil)
        #expect(cv.orthogonalScrollers.isEmpty)
        #expect(row.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(stage.visibleItems == ["0.0", "0.1"])
    }

    @Test func aDiffableApplyThatDeletesTheSectionAboveMovesTheShelfUpScrolledAsItWas() throws {
        let stage = CollectionStage(items: [])
        let cv = stage.collectionView
        var source: UICollectionViewDiffableDataSource<String, String>?
        let plan = ShelfPlan { source?.sectionIdentifier(for: $0) == "shelf" }
        cv.collectionViewLayout = plan.layout
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> {
            cell, _, item in cell.accessibilityIdentifier = item
        }
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: cv) {
            cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        source = dataSource
        func snapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<
            String, String
        > {
            var s = NSDiffableDataSourceSnapshot<String, String>()
            for (section, items) in sections {
                s.appendSections([section])
                s.appendItems(items, toSection: section)
            }
            return s
        }
        let shelfItems = (0..<10).map { "s\($0)" }
        dataSource.apply(
            snapshot([("news", ["n0", "n1"]), ("shelf", shelfItems)]), animatingDifferences: false)
        #expect(UIApplication.shared.runUntilIdle())
        func cell(_ item: String) -> UICollectionViewCell? {
            dataSource.indexPath(for: item).flatMap { cv.cellForItem(at: $0) }
        }
        // The news rows at y 0 and 100, the shelf at y 200, scrolled to its third group.
        let scroller = try #require(cell("s0")?.superview as? UIScrollView)
        #expect(scroller.frame.minY == 200)
        scroller.contentOffset = CGPoint(x: 320, y: 0)
        cv.layoutIfNeeded()
        let s3 = try #require(cell("s3"))
        let n1 = try #require(cell("n1"))

        dataSource.apply(snapshot([("shelf", shelfItems), ("more", ["m0"])]))
        #expect(cell("s3") === s3 && s3.superview === scroller)
        #expect(scroller.contentOffset == CGPoint(x: 320, y: 0))
        UIApplication.shared.advance(by: 0.15)
        #expect(abs(shownY(scroller) - 100) < 1)
        let fading = n1.layer.presentation()?.opacity ?? -1
        #expect(fading > 0.05 && fading < 0.95)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(scroller.frame == CGRect(x: 0, y: 0, width: 390, height: 150))
        #expect(scroller.contentOffset == CGPoint(x: 320, y: 0))
        #expect(s3.frame == CGRect(x: 480, y: 0, width: 150, height: 150))
        #expect(cell("m0")?.frame == CGRect(x: 0, y: 150, width: 390, height: 100))
        #expect(n1.superview == nil)
        #expect(cv.indexPathForItem(at: CGPoint(x: 200, y: 75)) == IndexPath(item: 3, section: 0))
    }
}
