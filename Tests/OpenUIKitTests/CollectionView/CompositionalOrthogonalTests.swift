import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Orthogonal sections: their groups run sideways in a scroll view of their own, whose cells
/// come and go as it scrolls, and group paging rests on a group's edge.
@MainActor
@Suite struct CompositionalOrthogonalTests {
    func shelf(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> CollectionStage
    {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(150), heightDimension: .absolute(150)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = behavior
        return compositionalStage(
            UICollectionViewCompositionalLayout(section: section), items: [10, 10])
    }

    @Test func anOrthogonalSectionScrollsSidewaysInItsOwnScrollView() throws {
        let stage = shelf(.continuous)
        let cv = stage.collectionView
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        let scroller = try #require(cell.superview as? UIScrollView)
        #expect(scroller !== cv)
        #expect(scroller.frame == CGRect(x: 0, y: 0, width: 390, height: 150))
        // Ten groups of 150 pt, 10 pt apart.
        #expect(scroller.contentSize == CGSize(width: 1590, height: 150))
        #expect(cell.frame == CGRect(x: 160, y: 0, width: 150, height: 150))
        #expect(stage.visibleItems.filter { $0.hasPrefix("0.") } == ["0.0", "0.1", "0.2"])
        // The second section sits under the first, its own shelf.
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1))?.superview?.frame.minY == 150)
        // Groups at 0, 160, 320, 480, 640, 800: 400…790 shows items 2, 3 and 4.
        scroller.contentOffset = CGPoint(x: 400, y: 0)
        cv.layoutIfNeeded()
        #expect(stage.visibleItems.filter { $0.hasPrefix("0.") } == ["0.2", "0.3", "0.4"])
        #expect(cv.indexPathForItem(at: CGPoint(x: 100, y: 75)) == IndexPath(item: 3, section: 0))
    }

    @Test func groupPagingRestsOnTheNextGroupAfterAFlick() throws {
        let stage = shelf(.groupPaging)
        let cv = stage.collectionView
        let scroller = try #require(
            cv.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        let fingers = stage.window.touchSynthesizer
        fingers.touchDown(at: CGPoint(x: 300, y: 75))
        for i in 1...6 { fingers.move(to: CGPoint(x: 300 - CGFloat(i) * 12, y: 75)) }
        fingers.touchUp()
        #expect(UIApplication.shared.runUntilIdle())
        #expect(scroller.contentOffset.x == 160)
    }
}
