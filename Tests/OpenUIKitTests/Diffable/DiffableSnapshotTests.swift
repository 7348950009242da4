import Foundation
import OpenUIKit
import Testing

/// Building a snapshot as an app does: sections and items in order, lookups by identifier, and
/// the edits that insert, move, delete and mark items.
@Suite struct DiffableSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    func fruitAndVeg() -> Snapshot {
        var s = Snapshot()
        s.appendSections(["fruit", "veg"])
        s.appendItems([1, 2, 3], toSection: "fruit")
        s.appendItems([10, 11])
        return s
    }

    @Test func appendingWithoutASectionFillsTheLastOne() {
        let s = fruitAndVeg()
        #expect(s.numberOfSections == 2)
        #expect(s.numberOfItems == 5)
        #expect(s.sectionIdentifiers == ["fruit", "veg"])
        #expect(s.itemIdentifiers == [1, 2, 3, 10, 11])
        #expect(s.itemIdentifiers(inSection: "veg") == [10, 11])
        #expect(s.numberOfItems(inSection: "fruit") == 3)
        #expect(s.sectionIdentifier(containingItem: 11) == "veg")
        #expect(s.sectionIdentifier(containingItem: 99) == nil)
        #expect(s.indexOfItem(10) == 3)
        #expect(s.indexOfItem(99) == nil)
        #expect(s.indexOfSection("veg") == 1)
    }

    @Test func insertingBeforeAndAfterAnItemPutsItemsInItsSection() {
        var s = fruitAndVeg()
        s.insertItems([4], beforeItem: 10)
        s.insertItems([5, 6], afterItem: 1)
        #expect(s.itemIdentifiers(inSection: "fruit") == [1, 5, 6, 2, 3])
        #expect(s.itemIdentifiers(inSection: "veg") == [4, 10, 11])
        #expect(s.indexOfItem(4) == 5)
    }

    @Test func appendingAnItemThatIsThereMovesIt() {
        var s = fruitAndVeg()
        s.appendItems([2], toSection: "veg")
        #expect(s.itemIdentifiers == [1, 3, 10, 11, 2])
        #expect(s.sectionIdentifier(containingItem: 2) == "veg")
        #expect(s.numberOfItems == 5)
    }

    @Test func movingDeletingAndClearing() {
        var s = fruitAndVeg()
        s.moveItem(3, beforeItem: 1)
        s.moveItem(1, afterItem: 11)
        #expect(s.itemIdentifiers == [3, 2, 10, 11, 1])
        s.deleteItems([2, 99])
        #expect(s.itemIdentifiers == [3, 10, 11, 1])
        s.moveSection("veg", beforeSection: "fruit")
        #expect(s.sectionIdentifiers == ["veg", "fruit"])
        #expect(s.itemIdentifiers == [10, 11, 1, 3])
        s.deleteSections(["veg", "nuts"])
        #expect(s.sectionIdentifiers == ["fruit"])
        #expect(s.itemIdentifiers == [3])
        #expect(s.sectionIdentifier(containingItem: 10) == nil)
        s.deleteAllItems()
        #expect(s.numberOfSections == 0)
        #expect(s.numberOfItems == 0)
    }

    @Test func insertingSectionsAroundAnother() {
        var s = fruitAndVeg()
        s.insertSections(["nuts"], beforeSection: "veg")
        s.insertSections(["herbs"], afterSection: "veg")
        s.moveSection("fruit", afterSection: "herbs")
        #expect(s.sectionIdentifiers == ["nuts", "veg", "herbs", "fruit"])
        #expect(s.numberOfItems(inSection: "nuts") == 0)
    }

    @Test func reloadAndReconfigureMarksAreKeptOnceEach() {
        var s = fruitAndVeg()
        s.reloadItems([2, 1, 2])
        s.reconfigureItems([11])
        s.reloadSections(["veg"])
        #expect(s.reloadedItemIdentifiers == [2, 1])
        #expect(s.reconfiguredItemIdentifiers == [11])
        #expect(s.reloadedSectionIdentifiers == ["veg"])
    }
}
