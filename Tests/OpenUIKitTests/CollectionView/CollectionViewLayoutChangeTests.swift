import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// `setCollectionViewLayout(_:animated:)`: the cells move from their old attributes to their new
/// ones, cells that come into view start where the old layout had them.
@MainActor
@Suite struct CollectionViewLayoutChangeTests {
    @Test func anAnimatedLayoutChangeMovesEachCellFromItsOldFrameToItsNew() throws {
        let stage = CollectionStage(items: [60])
        let cv = stage.collectionView
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 4, section: 0)))
        let small = UICollectionViewFlowLayout()
        small.itemSize = CGSize(width: 50, height: 50)
        small.minimumInteritemSpacing = 5
        var done: [Bool] = []
        cv.setCollectionViewLayout(small, animated: true) { done.append($0) }
        #expect(cv.collectionViewLayout === small)
        // Seven to a row of 390: 7 × 50 + 6 × 5 ≤ 390; (390 − 350) / 6 ≈ 6.67 pt apart.
        // Item 4: row 0, x = 4 × 56.67.
        #expect(cell.frame.minY == 0 && cell.frame.size == CGSize(width: 50, height: 50))
        UIApplication.shared.advance(by: 0.15)
        let mid = try #require(cell.layer.presentation()?.frame)
        #expect(mid.minY > 5 && mid.minY < 105)
        #expect(mid.width > 55 && mid.width < 95)
        // Item 40 (row 13 before, row 5 after) came into view from its old place, far below.
        let arriving = try #require(cv.cellForItem(at: IndexPath(item: 40, section: 0)))
        #expect((arriving.layer.presentation()?.frame.minY ?? 0) > 330)
        UIApplication.shared.runUntilIdle()
        #expect(done == [true])
        #expect(arriving.frame.minY == 300 && arriving.frame.size == CGSize(width: 50, height: 50))
        #expect(abs(arriving.frame.minX - 5 * (50 + 40.0 / 6)) < 1e-9)
        #expect(cv.visibleCells.count == 60)
    }
}
