import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Inserting, deleting, moving and reloading items and sections: the counts are checked with
/// UIKit's message, the cells that stay keep their identity and selection and slide to their
/// new places over 0.3 s, deleted cells fade out.
@MainActor
@Suite struct CollectionViewUpdateTests {
    @Test func anInsertedItemPushesTheOthersAlongAnimated() throws {
        let stage = CollectionStage(items: [5])
        let cv = stage.collectionView
        let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        stage.log.items = [6]
        cv.insertItems(at: [IndexPath(item: 0, section: 0)])
        // The old first cell is now item 1, on its way from x 0 to x 145.
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) === first)
        #expect(first.frame == CGRect(x: 145, y: 0, width: 100, height: 100))
        UIApplication.shared.advance(by: 0.15)
        let x = first.layer.presentation()?.frame.minX ?? -1
        #expect(x > 10 && x < 135)
        let inserted = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let alpha = inserted.layer.presentation()?.opacity ?? -1
        #expect(alpha > 0.05 && alpha < 0.95)
        UIApplication.shared.runUntilIdle()
        #expect(first.layer.presentation()?.frame.minX == 145)
        #expect(stage.frame(5) == CGRect(x: 290, y: 110, width: 100, height: 100))
    }

    @Test func aDeletedItemFadesOutAndTheSelectionFollowsItsItem() throws {
        let stage = CollectionStage(items: [6])
        let cv = stage.collectionView
        cv.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        let gone = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        stage.log.items = [5]
        cv.deleteItems(at: [IndexPath(item: 1, section: 0)])
        #expect(stage.log.calls.first == "didEndDisplaying 0.1")
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        UIApplication.shared.advance(by: 0.15)
        let alpha = gone.layer.presentation()?.opacity ?? -1
        #expect(alpha > 0.05 && alpha < 0.95)
        UIApplication.shared.runUntilIdle()
        #expect(gone.superview == nil)
        #expect(cv.visibleCells.count == 5)
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.isSelected == true)
    }

    @Test func batchUpdatesMoveInsertAndDeleteTogetherThenComplete() throws {
        let stage = CollectionStage(items: [4, 2])
        let cv = stage.collectionView
        let a = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let b = try #require(cv.cellForItem(at: IndexPath(item: 3, section: 0)))
        var finished: [Bool] = []
        stage.log.items = [4, 1, 2]
        cv.performBatchUpdates(
            {
                cv.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
                cv.insertSections(IndexSet(integer: 1))
            }, completion: { finished.append($0) })
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0)) === a)
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === b)
        #expect(cv.numberOfSections == 3)
        UIApplication.shared.advance(by: 0.1)
        #expect(finished.isEmpty)
        UIApplication.shared.runUntilIdle()
        #expect(finished == [true])
        // Section 0: rows at 0 and 110, ending at 210; section 1 (new, one item centred): 210;
        // section 2 (two items at the edges): 310.
        #expect(stage.frame(3) == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(stage.frame(0, 1) == CGRect(x: 145, y: 210, width: 100, height: 100))
        #expect(stage.frame(1, 2) == CGRect(x: 290, y: 310, width: 100, height: 100))
    }

    @Test func countsThatDoNotAddUpStopWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                let stage = CollectionStage(items: [4])
                stage.log.items = [5]
                stage.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let message: String = [
            "Invalid update: invalid number of items in section 0.",
            "The number of items contained in an existing section after the update (5) must be",
            "equal to the number of items contained in that section before the update (4), plus",
            "or minus the number of items inserted or deleted from that section (0 inserted,",
            "1 deleted) and plus or minus the number of items moved into or out of that section",
            "(0 moved in, 0 moved out).",
        ].joined(separator: " ")
        #expect(stderr.contains(message))
    }

    @Test func aSectionCountThatDoesNotAddUpStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                let stage = CollectionStage(items: [4, 4])
                stage.log.items = [4]
                stage.collectionView.insertSections(IndexSet(integer: 2))
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let message =
            "Invalid update: invalid number of sections. The number of sections contained in the "
            + "collection view after the update (1) must be equal to the number of sections "
            + "contained in the collection view before the update (2), plus or minus the number "
            + "of sections inserted or deleted (1 inserted, 0 deleted)."
        #expect(stderr.contains(message))
    }
}
