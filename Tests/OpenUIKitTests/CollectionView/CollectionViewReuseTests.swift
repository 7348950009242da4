import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Reuse as UIKit does it: only the items that overlap the bounds have cells, a cell that
/// leaves is the one that comes back, and misuse stops with UIKit's messages.
@MainActor
@Suite struct CollectionViewReuseTests {
    @Test func theItemsInViewHaveCellsAtTheFlowLayoutsFrames() throws {
        let stage = CollectionStage(items: [1000])
        // Eight rows of three (the eighth, 770…870, overlaps the bottom edge).
        #expect(stage.visibleItems == (0..<24).map { "0.\($0)" })
        #expect(stage.frame(0) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(stage.frame(4) == CGRect(x: 145, y: 110, width: 100, height: 100))
        #expect(stage.frame(23) == CGRect(x: 290, y: 770, width: 100, height: 100))
        // 334 rows: 334 × 100 + 333 × 10.
        #expect(stage.collectionView.contentSize == CGSize(width: 390, height: 36_730))
        #expect(stage.collectionView.numberOfItems(inSection: 0) == 1000)
    }

    @Test func scrollingOneRowRecyclesTheTopRowInUIKitsOrder() throws {
        let stage = CollectionStage(items: [1000])
        let leaving = try #require(
            stage.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        stage.scroll(to: 110)
        #expect(
            stage.log.calls == [
                "didEndDisplaying 0.0", "didEndDisplaying 0.1", "didEndDisplaying 0.2",
                "cellForItemAt 0.24", "willDisplay 0.24", "cellForItemAt 0.25", "willDisplay 0.25",
                "cellForItemAt 0.26", "willDisplay 0.26",
            ])
        // The last cell queued comes back first: item 2's cell now shows item 24.
        let reused = stage.collectionView.cellForItem(at: IndexPath(item: 26, section: 0))
        #expect(reused === leaving)
        #expect((reused as? ProbeItemCell)?.reuses == 1)
        #expect(stage.frame(26) == CGRect(x: 290, y: 880, width: 100, height: 100))
    }

    @Test func cellsAliveFollowTheNumberVisibleWhateverTheItemCount() {
        let stage = CollectionStage(items: [10_000])
        stage.log.logDisplay = false
        var y: CGFloat = 0
        let end = stage.collectionView.contentSize.height - 844
        while y < end {
            y = min(end, y + 37)
            stage.scroll(to: y)
        }
        // At most nine rows of three overlap 844 pt.
        #expect(stage.log.cellsSeen.count == 27)
        #expect(stage.collectionView.visibleCells.count <= 27)
        #expect(
            stage.collectionView.indexPathsForVisibleItems.last == IndexPath(item: 9999, section: 0)
        )
    }

    @Test func indexPathForItemFindsTheCellUnderAPointAndNilBetweenCells() {
        let stage = CollectionStage(items: [30])
        #expect(
            stage.collectionView.indexPathForItem(at: CGPoint(x: 150, y: 120))
                == IndexPath(item: 4, section: 0))
        #expect(stage.collectionView.indexPathForItem(at: CGPoint(x: 120, y: 50)) == nil)
        #expect(stage.collectionView.indexPathForItem(at: CGPoint(x: 50, y: 105)) == nil)
        #expect(
            stage.collectionView.layoutAttributesForItem(at: IndexPath(item: 29, section: 0))?.frame
                == CGRect(x: 290, y: 990, width: 100, height: 100))
    }

    @Test func scrollToItemPutsTheItemWhereAsked() {
        let stage = CollectionStage(items: [1000])
        let item = IndexPath(item: 30, section: 0)  // row 10: 1,100…1,200
        stage.collectionView.scrollToItem(at: item, at: .centeredVertically, animated: false)
        #expect(stage.collectionView.contentOffset.y == 728)  // 1,150 − 844 / 2
        stage.collectionView.scrollToItem(at: item, at: .top, animated: false)
        #expect(stage.collectionView.contentOffset.y == 1100)
        stage.collectionView.scrollToItem(at: item, at: .bottom, animated: false)
        #expect(stage.collectionView.contentOffset.y == 356)  // 1,200 − 844
        stage.collectionView.layoutIfNeeded()
        #expect(stage.collectionView.cellForItem(at: item)?.frame.minY == 1100)
    }

    @Test func reloadDataAsksTheDataSourceAgainForTheCellsInView() {
        let stage = CollectionStage(items: [5])
        stage.log.items = [2]
        stage.collectionView.reloadData()
        stage.collectionView.layoutIfNeeded()
        #expect(
            stage.log.calls == [
                "didEndDisplaying 0.0", "didEndDisplaying 0.1", "didEndDisplaying 0.2",
                "didEndDisplaying 0.3", "didEndDisplaying 0.4", "cellForItemAt 0.0",
                "willDisplay 0.0", "cellForItemAt 0.1", "willDisplay 0.1",
            ])
        #expect(stage.collectionView.numberOfItems(inSection: 0) == 2)
        #expect(stage.log.cellsSeen.count == 5)
    }

    @Test func dequeuingAnIdentifierNeverRegisteredStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                let view = UICollectionView(
                    frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                _ = view.dequeueReusableCell(
                    withReuseIdentifier: "Cell", for: IndexPath(item: 0, section: 0))
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
                    + "Cell - must register a nib or a class for the identifier or connect a "
                    + "prototype cell in a storyboard"))
    }

    @Test func askingForASectionThatDoesNotExistStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                let stage = CollectionStage(items: [3])
                _ = stage.collectionView.numberOfItems(inSection: 2)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "request for number of items in section 2 when there are only 1 sections in the "
                    + "collection view"))
    }

    @Test func scrollingToAnItemOutOfRangeStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                let stage = CollectionStage(items: [10])
                stage.collectionView.scrollToItem(
                    at: IndexPath(item: 12, section: 0), at: .top, animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "attempt to scroll to invalid index path: <NSIndexPath> {length = 2, path = 0 - 12}"
            ))
    }
}
