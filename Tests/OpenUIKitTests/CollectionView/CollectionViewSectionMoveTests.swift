import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Moving and reloading whole sections of a collection view (UIKit's `moveSection(_:toSection:)`
/// and `reloadSections(_:)`): the moved section's cells keep their identity and selection and
/// slide to their new places over 0.3 s, the sections between make room.
@MainActor
@Suite struct CollectionViewSectionMoveTests {
    /// The presentation frame's top of `view` now.
    func shownY(_ view: UIView) -> CGFloat {
        view.layer.presentation()?.frame.minY ?? -1
    }

    @Test func aMovedSectionSlidesToItsPlaceAndTheOthersMakeRoom() throws {
        // Section 0: four items in two rows (y 0 and 110), section 1: two items at y 210; after
        // the move, the two items at y 0 and the four at y 100 and 210 (sections follow each
        // other without spacing).
        let stage = CollectionStage(items: [4, 2])
        let cv = stage.collectionView
        let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 1)))
        let last = try #require(cv.cellForItem(at: IndexPath(item: 3, section: 0)))
        stage.log.items = [2, 4]
        cv.moveSection(1, toSection: 0)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === first)
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 1)) === last)
        #expect(stage.log.calls.isEmpty)  // no cell asked for again, none ended displaying
        UIApplication.shared.advance(by: 0)
        #expect(shownY(first) == 210 && shownY(last) == 110)
        UIApplication.shared.advance(by: 0.15)
        #expect(abs(shownY(first) - 105) < 1)
        #expect(abs(shownY(last) - 160) < 1)
        UIApplication.shared.runUntilIdle()
        #expect(first.layer.presentation()?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(last.layer.presentation()?.frame == CGRect(x: 0, y: 210, width: 100, height: 100))
        #expect(stage.frame(1, 0) == CGRect(x: 290, y: 0, width: 100, height: 100))
        #expect(stage.frame(0, 1) == CGRect(x: 0, y: 100, width: 100, height: 100))
    }

    @Test func theSelectionMovesWithItsSection() {
        let stage = CollectionStage(items: [3, 3, 3])
        let cv = stage.collectionView
        cv.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        cv.moveSection(0, toSection: 2)
        UIApplication.shared.runUntilIdle()
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 2, section: 2)])
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 2))?.isSelected == true)
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == false)
    }

    @Test func aReloadedSectionGetsNewCellsThatFadeIn() throws {
        let stage = CollectionStage(items: [3, 3])
        let cv = stage.collectionView
        let old = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 1)))
        let kept = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        cv.reloadSections(IndexSet(integer: 1))
        #expect(
            stage.log.calls.prefix(3) == [
                "didEndDisplaying 1.0", "didEndDisplaying 1.1", "didEndDisplaying 1.2",
            ])
        UIApplication.shared.advance(by: 0.15)
        let new = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 1)))
        #expect(new !== old)
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) === kept)
        let fadingIn = new.layer.presentation()?.opacity ?? -1
        let fadingOut = old.layer.presentation()?.opacity ?? -1
        #expect(fadingIn > 0.05 && fadingIn < 0.95)
        #expect(fadingOut > 0.05 && fadingOut < 0.95)
        UIApplication.shared.runUntilIdle()
        #expect(old.superview == nil)
        #expect(new.frame == CGRect(x: 145, y: 100, width: 100, height: 100))
    }
}
