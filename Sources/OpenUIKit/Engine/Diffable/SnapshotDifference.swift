import Foundation

/// The changes that turn one list into another, as index paths in the form batch updates take
/// them (a table's `performBatchUpdates`, and a collection view's): deletions and reloads name
/// positions before the update, insertions and reconfigurations positions after it, moves both.
///
/// Rows of deleted, inserted or reloaded sections are not listed one by one (the section's
/// change covers them); an item that moves out of such a section into a kept one is an
/// insertion, into one from a kept one a deletion.
struct ListChanges: Equatable {
    /// A move from a position before the update to one after it.
    struct Move<Position: Equatable>: Equatable {
        var from: Position
        var to: Position
    }

    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var movedSections: [Move<Int>] = []
    var reloadedSections: [Int] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [Move<IndexPath>] = []
    var reloadedItems: [IndexPath] = []
    var reconfiguredItems: [IndexPath] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
            && reloadedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty
            && movedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
    }
}

/// Compares two diffable snapshots: sections and items are matched by identifier, and of those
/// kept in place the longest run in the same relative order stays while the rest move — the
/// fewest moves, as a longest increasing subsequence gives. The reload and reconfigure marks
/// of the new snapshot become reloads (old positions) and reconfigurations (new positions). Cost:
/// O(n log n) in the number of items, with one dictionary of the old items' positions.
enum SnapshotDifference {
    static func changes<S, I>(
        from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>
    ) -> ListChanges {
        var result = ListChanges()
        // Sections: deleted, inserted, then of the common ones the longest run in order stays.
        let reloadMarks = Set(new.reloadedSections)
        var oldGone = [Bool](repeating: false, count: old.sections.count)
        var newFresh = [Bool](repeating: false, count: new.sections.count)
        var commonOld: [Int] = []
        var commonNew: [Int] = []
        for (o, section) in old.sections.enumerated() {
            if let n = new.sectionIndex[section] {
                commonOld.append(o)
                commonNew.append(n)
            } else {
                oldGone[o] = true
                result.deletedSections.append(o)
            }
        }
        for (n, section) in new.sections.enumerated() where old.sectionIndex[section] == nil {
            newFresh[n] = true
            result.insertedSections.append(n)
        }
        let stayingSections = longestIncreasingRun(commonNew)
        for (k, o) in commonOld.enumerated() {
            let n = commonNew[k]
            let reloaded = reloadMarks.contains(old.sections[o])
            if stayingSections.contains(k) {
                if reloaded {
                    oldGone[o] = true
                    newFresh[n] = true
                    result.reloadedSections.append(o)
                }
            } else if reloaded {
                // A moved section cannot also reload: it goes and comes back.
                oldGone[o] = true
                newFresh[n] = true
                result.deletedSections.append(o)
                result.insertedSections.append(n)
            } else {
                result.movedSections.append(.init(from: o, to: n))
            }
        }
        result.deletedSections.sort()
        result.insertedSections.sort()

        // The old position of every item of a kept section.
        var oldPosition: [I: (section: Int, row: Int)] = [:]
        oldPosition.reserveCapacity(old.itemSection.count)
        for (o, rows) in old.items.enumerated() where !oldGone[o] {
            for (r, item) in rows.enumerated() { oldPosition[item] = (o, r) }
        }
        let reloadItemMarks = Set(new.reloadedItems)
        var kept = Set<I>()
        kept.reserveCapacity(oldPosition.count)
        for (n, rows) in new.items.enumerated() where !newFresh[n] {
            let o = old.sectionIndex[new.sections[n]]!
            var candidatesOld: [Int] = []
            var candidatesNew: [Int] = []
            for (r, item) in rows.enumerated() {
                guard let from = oldPosition[item] else {
                    result.insertedItems.append(IndexPath(indexes: [n, r]))
                    continue
                }
                kept.insert(item)
                if from.section == o {
                    candidatesOld.append(from.row)
                    candidatesNew.append(r)
                } else {
                    moveOrReplace(
                        item, from: IndexPath(indexes: [from.section, from.row]),
                        to: IndexPath(indexes: [n, r]), marks: reloadItemMarks, into: &result)
                }
            }
            let staying = longestIncreasingRun(candidatesOld)
            for k in candidatesOld.indices {
                let from = IndexPath(indexes: [o, candidatesOld[k]])
                let to = IndexPath(indexes: [n, candidatesNew[k]])
                if staying.contains(k) {
                    if reloadItemMarks.contains(rows[candidatesNew[k]]) {
                        result.reloadedItems.append(from)
                    }
                } else {
                    moveOrReplace(
                        rows[candidatesNew[k]], from: from, to: to, marks: reloadItemMarks,
                        into: &result)
                }
            }
        }
        for (o, rows) in old.items.enumerated() where !oldGone[o] {
            for (r, item) in rows.enumerated() where !kept.contains(item) {
                result.deletedItems.append(IndexPath(indexes: [o, r]))
            }
        }
        result.deletedItems.sort()
        result.insertedItems.sort()
        result.reloadedItems.sort()
        for item in new.reconfiguredItems {
            guard let section = new.itemSection[item], let n = new.sectionIndex[section],
                !newFresh[n], oldPosition[item] != nil,
                let r = new.items[n].firstIndex(of: item)
            else { continue }
            result.reconfiguredItems.append(IndexPath(indexes: [n, r]))
        }
        result.reconfiguredItems.sort()
        return result
    }

    /// A move, or for an item marked for reload (a moving row cannot also reload) a deletion and
    /// an insertion.
    private static func moveOrReplace<I: Hashable>(
        _ item: I, from: IndexPath, to: IndexPath, marks: Set<I>, into result: inout ListChanges
    ) {
        if marks.contains(item) {
            result.deletedItems.append(from)
            result.insertedItems.append(to)
        } else {
            result.movedItems.append(.init(from: from, to: to))
        }
    }

    /// The positions in `values` of one longest strictly increasing subsequence (patience
    /// sorting, O(n log n)).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []  // positions in `values`, the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var lo = 0
            var hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var run = Set<Int>(minimumCapacity: tails.count)
        var i = tails.last ?? -1
        while i >= 0 {
            run.insert(i)
            i = previous[i]
        }
        return run
    }
}
