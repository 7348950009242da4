import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Selection as UIKit does it: the highlight on touch down, `shouldSelect`/`didSelect` on touch
/// up (the item selected before hears `didDeselect`), a drag that scrolls cancels the highlight,
/// and code selects without telling the delegate.
@MainActor
@Suite struct CollectionViewSelectionTests {
    @Test func aTouchHighlightsTheItemAndLiftingSelectsIt() throws {
        let stage = CollectionStage(items: [30])
        let cell = try #require(
            stage.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
        let fingers = stage.window.touchSynthesizer
        fingers.touchDown(at: CGPoint(x: 190, y: 160))
        // The scroll view holds the touch-down back 150 ms (delaysContentTouches).
        UIApplication.shared.advance(by: 0.1)
        #expect(stage.log.calls.isEmpty)
        UIApplication.shared.advance(by: 0.1)
        #expect(cell.isHighlighted && !cell.isSelected)
        #expect(stage.log.calls == ["shouldHighlight 4", "didHighlight 4"])
        fingers.touchUp()
        UIApplication.shared.runUntilIdle()
        #expect(!cell.isHighlighted && cell.isSelected)
        #expect(stage.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(
            stage.log.calls == [
                "shouldHighlight 4", "didHighlight 4", "didUnhighlight 4", "shouldSelect 4",
                "didSelect 4",
            ])
    }

    @Test func selectingAnotherItemDeselectsThePreviousInUIKitsOrder() {
        let stage = CollectionStage(items: [30])
        stage.tap(CGPoint(x: 50, y: 50))
        stage.log.calls.removeAll()
        stage.tap(CGPoint(x: 340, y: 160))
        #expect(
            stage.log.calls == [
                "shouldHighlight 5", "didHighlight 5", "didUnhighlight 5", "shouldSelect 5",
                "didDeselect 0", "didSelect 5",
            ])
        #expect(stage.collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        #expect(
            stage.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected
                == false)
    }

    @Test func withMultipleSelectionATapOnASelectedItemDeselectsIt() {
        let stage = CollectionStage(items: [30]) { cv, _, _ in cv.allowsMultipleSelection = true }
        stage.tap(CGPoint(x: 50, y: 50))
        stage.tap(CGPoint(x: 340, y: 50))
        #expect(
            stage.collectionView.indexPathsForSelectedItems == [
                IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0),
            ])
        stage.log.calls.removeAll()
        stage.tap(CGPoint(x: 50, y: 50))
        #expect(
            stage.log.calls == [
                "shouldHighlight 0", "didHighlight 0", "didUnhighlight 0", "shouldDeselect 0",
                "didDeselect 0",
            ])
        #expect(stage.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func aDragThatScrollsCancelsTheHighlightAndSelectsNothing() {
        let stage = CollectionStage(items: [60])
        let fingers = stage.window.touchSynthesizer
        fingers.touchDown(at: CGPoint(x: 190, y: 600))
        fingers.wait(0.2)  // past the content-touch delay: the row highlights, then the drag
        for i in 1...10 { fingers.move(to: CGPoint(x: 190, y: 600 - CGFloat(i) * 20)) }
        fingers.wait(0.2)
        fingers.touchUp()
        UIApplication.shared.runUntilIdle()
        #expect(stage.collectionView.contentOffset.y == 200)
        #expect(
            stage.log.calls.prefix(3) == [
                "shouldHighlight 16", "didHighlight 16", "didUnhighlight 16",
            ])
        #expect(
            !stage.log.calls.contains { $0.hasPrefix("shouldSelect") || $0.hasPrefix("didSelect") })
        #expect(stage.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func anItemThatRefusesTheHighlightIsNotSelectedAndNoSelectionIgnoresTaps() {
        let stage = CollectionStage(items: [30]) { _, _, log in
            log.noHighlight = [IndexPath(item: 1, section: 0)]
        }
        stage.tap(CGPoint(x: 190, y: 50))
        #expect(stage.log.calls == ["shouldHighlight 1"])
        stage.collectionView.allowsSelection = false
        stage.tap(CGPoint(x: 50, y: 50))
        #expect(stage.log.calls == ["shouldHighlight 1"])
        #expect(stage.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func selectionInCodeTellsNoDelegateAndSurvivesReuse() throws {
        let stage = CollectionStage(items: [300])
        let item = IndexPath(item: 150, section: 0)  // row 50: 5,500…5,600
        stage.collectionView.selectItem(at: item, animated: false, scrollPosition: .top)
        stage.collectionView.layoutIfNeeded()
        #expect(stage.collectionView.contentOffset.y == 5500)
        #expect(stage.collectionView.cellForItem(at: item)?.isSelected == true)
        stage.log.logDisplay = false
        stage.scroll(to: 0)
        #expect(stage.collectionView.visibleCells.allSatisfy { !$0.isSelected })
        stage.scroll(to: 5500)
        #expect(stage.collectionView.cellForItem(at: item)?.isSelected == true)
        stage.collectionView.deselectItem(at: item, animated: false)
        #expect(stage.collectionView.cellForItem(at: item)?.isSelected == false)
        #expect(!stage.log.calls.contains { $0.contains("Select") })
    }
}
