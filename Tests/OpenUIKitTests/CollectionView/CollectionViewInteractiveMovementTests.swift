import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A grid's model of letters, as an app keeps it, logging the data source's and delegate's
/// movement calls.
@MainActor
final class LetterGrid: UICollectionViewDataSource, UICollectionViewDelegate {
    var letters = (0..<9).map { String(UnicodeScalar(UInt8(65 + $0))) }
    var calls: [String] = []
    /// Index paths the delegate will not let the item go to (it stays where it is).
    var forbidden: Set<IndexPath> = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
    { letters.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        cell.accessibilityIdentifier = letters[indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
        -> Bool
    {
        calls.append("canMove \(indexPath.item)")
        return indexPath.item != 8
    }
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        calls.append("move \(sourceIndexPath.item) to \(destinationIndexPath.item)")
        letters.insert(letters.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
    func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        calls.append(
            "target \(originalIndexPath.item) \(currentIndexPath.item) \(proposedIndexPath.item)")
        return forbidden.contains(proposedIndexPath) ? currentIndexPath : proposedIndexPath
    }
}

/// Interactive movement (`beginInteractiveMovementForItem(at:)` and the rest): the lifted cell
/// follows the target position at once and floats above the others, the others make room over
/// 0.3 s, the data source hears the move only at the end, a cancel puts everything back.
@MainActor
@Suite struct CollectionViewInteractiveMovementTests {
    /// A 390 × 844 window with a flow-layout grid of 100 × 100 items (slots at x 0, 145, 290,
    /// rows 110 pt apart) fed by `model`.
    @MainActor final class Stage {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let collectionView: UICollectionView
        let model = LetterGrid()

        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            collectionView.contentInsetAdjustmentBehavior = .never
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
            collectionView.dataSource = model
            collectionView.delegate = model
            window.addSubview(collectionView)
            window.makeKeyAndVisible()
            UIApplication.shared.runUntilIdle()
        }

        func cell(_ letter: String) -> UICollectionViewCell? {
            collectionView.visibleCells.first { $0.accessibilityIdentifier == letter }
        }

        /// The letters of the cells by where they show, row by row.
        var shownOrder: [String] {
            collectionView.visibleCells.sorted {
                ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX)
            }.compactMap(\.accessibilityIdentifier)
        }
    }

    func shown(_ view: UIView) -> CGRect { view.layer.presentation()?.frame ?? .null }

    @Test func theLiftedCellFollowsTheTargetAndTheOthersMakeRoom() throws {
        let stage = Stage()
        let cv = stage.collectionView
        let a = try #require(stage.cell("A"))
        let b = try #require(stage.cell("B"))
        let c = try #require(stage.cell("C"))
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cv.subviews.last { $0 is UICollectionViewCell } === a)
        #expect(a.appliedAttributes?.zIndex == Int.max)
        // Over B's slot: A takes place 1 at once, B slides to place 0.
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 50))
        #expect(a.center == CGPoint(x: 195, y: 50))
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) === a)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === b)
        UIApplication.shared.advance(by: 0)
        #expect(shown(a).minX == 145 && shown(b).minX == 145)
        UIApplication.shared.advance(by: 0.15)
        #expect(abs(shown(b).minX - 72.5) < 1)
        #expect(shown(a).minX == 145)
        #expect(UIApplication.shared.runUntilIdle())
        // On to place 5 (x 290, y 110), off its centre: C…F move back one place.
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 330, y: 150))
        #expect(a.center == CGPoint(x: 330, y: 150))
        #expect(UIApplication.shared.runUntilIdle())
        #expect(c.frame.origin == CGPoint(x: 145, y: 0))
        #expect(stage.model.calls == ["canMove 0", "target 0 0 1", "target 0 1 5"])
        #expect(stage.model.letters.joined() == "ABCDEFGHI")

        cv.endInteractiveMovement()
        #expect(stage.model.calls.last == "move 0 to 5")
        #expect(stage.model.letters.joined() == "BCDEFAGHI")
        UIApplication.shared.advance(by: 0.15)
        // Settling from the finger's place to its slot, (290, 110).
        #expect(abs(shown(a).minX - 285) < 1 && abs(shown(a).minY - 105) < 1)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(a.frame == CGRect(x: 290, y: 110, width: 100, height: 100))
        #expect(stage.shownOrder.joined() == "BCDEFAGHI")
        // Back among the others, no longer floating above them.
        #expect(a.appliedAttributes?.zIndex == 0)
    }

    @Test func cancellingPutsEveryItemBackAndTellsTheDataSourceNothing() throws {
        let stage = Stage()
        let cv = stage.collectionView
        let a = try #require(stage.cell("A"))
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 340, y: 50))
        #expect(UIApplication.shared.runUntilIdle())
        #expect(stage.shownOrder.joined() == "BCADEFGHI")
        cv.cancelInteractiveMovement()
        UIApplication.shared.advance(by: 0.15)
        #expect(abs(shown(a).minX - 145) < 1)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(stage.shownOrder.joined() == "ABCDEFGHI")
        #expect(stage.model.calls == ["canMove 0", "target 0 0 2"])
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === a)
    }

    @Test func theDataSourceAndTheDelegateDecideWhatMovesWhere() throws {
        let stage = Stage()
        let cv = stage.collectionView
        // Item 8 may not move.
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 8, section: 0)))
        // Place 4 is refused: the item stays at 0 over it, then goes on to 5.
        stage.model.forbidden = [IndexPath(item: 4, section: 0)]
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 160))
        #expect(UIApplication.shared.runUntilIdle())
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.accessibilityIdentifier == "A")
        #expect(stage.cell("E")?.frame.origin == CGPoint(x: 145, y: 110))
        #expect(stage.cell("A")?.center == CGPoint(x: 195, y: 160))
        cv.updateInteractiveMovementTargetPosition(CGPoint(x: 340, y: 160))
        cv.endInteractiveMovement()
        #expect(UIApplication.shared.runUntilIdle())
        #expect(
            stage.model.calls == [
                "canMove 8", "canMove 0", "target 0 0 4", "target 0 0 5", "move 0 to 5",
            ])
        #expect(stage.model.letters.joined() == "BCDEFAGHI")
        #expect(stage.shownOrder.joined() == "BCDEFAGHI")
    }
}
