import Foundation
import Testing

@testable import OpenUIKit

/// The engine's comparison of two snapshots (shared by tables and collection views): index
/// paths of deletions (before), insertions (after), the fewest moves, and reloads.
@Suite struct SnapshotDifferenceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    func snapshot(_ sections: [(String, [String])]) -> Snapshot {
        var s = Snapshot()
        for (section, items) in sections {
            s.appendSections([section])
            s.appendItems(items, toSection: section)
        }
        return s
    }

    @Test func deletionsAndInsertionsAreNamedBeforeAndAfter() {
        let old = snapshot([("A", ["a", "b", "c", "d"])])
        let new = snapshot([("A", ["a", "x", "c", "d", "y"])])
        let changes = SnapshotDifference.changes(from: old, to: new)
        #expect(changes.deletedItems == [IndexPath(row: 1, section: 0)])
        #expect(
            changes.insertedItems == [IndexPath(row: 1, section: 0), IndexPath(row: 4, section: 0)])
        #expect(changes.movedItems.isEmpty)
    }

    @Test func oneItemTakenToTheFrontIsOneMove() {
        let old = snapshot([("A", ["a", "b", "c", "d"])])
        let new = snapshot([("A", ["d", "a", "b", "c"])])
        let changes = SnapshotDifference.changes(from: old, to: new)
        #expect(
            changes.movedItems == [
                .init(from: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
            ])
        #expect(changes.deletedItems.isEmpty && changes.insertedItems.isEmpty)
    }

    @Test func sectionsAreDeletedInsertedAndMovedWithTheirItems() {
        let old = snapshot([("A", ["a"]), ("B", ["b"]), ("C", ["c"])])
        let new = snapshot([("C", ["c"]), ("A", ["a", "b"]), ("D", ["d"])])
        let changes = SnapshotDifference.changes(from: old, to: new)
        #expect(changes.deletedSections == [1])
        #expect(changes.insertedSections == [2])
        // One move puts them in order: A goes after C (C could go before A instead, also one).
        #expect(changes.movedSections == [.init(from: 0, to: 1)])
        // "b" leaves a deleted section for a kept one: an insertion; "d" comes with its section.
        #expect(changes.insertedItems == [IndexPath(row: 1, section: 1)])
        #expect(changes.deletedItems.isEmpty)
    }

    @Test func reloadMarksBecomeReloadsAtTheOldPositions() {
        let old = snapshot([("A", ["a", "b", "c"])])
        var new = snapshot([("A", ["x", "a", "b", "c"])])
        new.reloadItems(["b"])
        new.reconfigureItems(["c"])
        let changes = SnapshotDifference.changes(from: old, to: new)
        #expect(changes.reloadedItems == [IndexPath(row: 1, section: 0)])
        #expect(changes.reconfiguredItems == [IndexPath(row: 3, section: 0)])
    }

    @Test func theLongestRunInOrderStays() {
        #expect(SnapshotDifference.longestIncreasingRun([3, 0, 1, 2]) == [1, 2, 3])
        #expect(SnapshotDifference.longestIncreasingRun([]) == [])
    }
}
