import Foundation

/// The changes gathered for one update of a table or collection view (between `beginUpdates()`
/// and `endUpdates()`, or in a `performBatchUpdates` block): deletions, reloads and move sources
/// name positions before the update, insertions and move destinations positions after it, as
/// UIKit's batch updates do for both views.
struct ListUpdate {
    var inserted: [IndexPath] = []
    var deleted: [IndexPath] = []
    var reloaded: [IndexPath] = []
    var moved: [(from: IndexPath, to: IndexPath)] = []
    var insertedSections: [Int] = []
    var deletedSections: [Int] = []
    var reloadedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    /// The table's row animation asked for one (collection views animate unless animations are
    /// off).
    var animated = false
    var fades = false

    /// The words of UIKit's exceptions for a kind of list.
    struct Nouns {
        /// "table view" or "collection view".
        let view: String
        /// "row" or "item".
        let element: String

        static let table = Nouns(view: "table view", element: "row")
        static let collection = Nouns(view: "collection view", element: "item")
    }

    var changesSections: Bool {
        !insertedSections.isEmpty || !deletedSections.isEmpty || !reloadedSections.isEmpty
            || !movedSections.isEmpty
    }

    /// Where each element after the update comes from: checks the new counts against the
    /// changes (UIKit's "Invalid update" and "attempt to …" messages otherwise) and pairs every
    /// new section and element with the old one it continues, or none when it is new or
    /// reloaded.
    func plan(oldCounts: [Int], newCounts: [Int], nouns: Nouns) -> ListUpdatePlan {
        let sections = planSections(old: oldCounts.count, new: newCounts.count, nouns: nouns)
        var rows: [[ListUpdatePlan.Source]] = []
        rows.reserveCapacity(newCounts.count)
        let deletedBySection = Dictionary(grouping: deleted + reloaded, by: \.section)
        let insertedBySection = Dictionary(grouping: inserted, by: \.section)
        let reloadedSet = Set(reloaded)
        var movedOut: [Int: Set<Int>] = [:]
        var movedIn: [Int: [(from: IndexPath, to: Int)]] = [:]
        for m in moved {
            movedOut[m.from.section, default: []].insert(m.from.item)
            movedIn[m.to.section, default: []].append((m.from, m.to.item))
        }
        for (n, newCount) in newCounts.enumerated() {
            guard let o = sections[n] else {
                rows.append([])
                continue
            }
            let oldCount = oldCounts[o]
            let deletedRows = Set((deletedBySection[o] ?? []).map(\.item))
            let insertedRows = Set((insertedBySection[n] ?? []).map(\.item))
            let outs = movedOut[o] ?? []
            let ins = movedIn[n] ?? []
            let e = nouns.element
            for r in deletedRows.sorted() where r >= oldCount {
                preconditionFailure(
                    "attempt to delete \(e) \(r) from section \(o) which only contains "
                        + "\(oldCount) \(e)s before the update")
            }
            for r in insertedRows.sorted() where r >= newCount {
                preconditionFailure(
                    "attempt to insert \(e) \(r) into section \(n), but there are only "
                        + "\(newCount) \(e)s in section \(n) after the update")
            }
            let staying = (0..<oldCount).filter { !deletedRows.contains($0) && !outs.contains($0) }
            let reloadedHere = reloaded.filter { $0.section == o }.count
            guard newCount == staying.count + reloadedHere + insertedRows.count + ins.count,
                ins.allSatisfy({ $0.to < newCount })
            else {
                let crossIn = ins.filter { $0.from.section != o }.count
                let crossOut = moved.filter { $0.from.section == o && $0.to.section != n }.count
                preconditionFailure(
                    "Invalid update: invalid number of \(e)s in section \(n). The number of "
                        + "\(e)s contained in an existing section after the update (\(newCount)) "
                        + "must be equal to the number of \(e)s contained in that section before "
                        + "the update (\(oldCount)), plus or minus the number of \(e)s inserted "
                        + "or deleted from that section (\(insertedRows.count) inserted, "
                        + "\(deletedRows.count - reloadedHere) deleted) and plus or minus the "
                        + "number of \(e)s moved into or out of that section (\(crossIn) moved "
                        + "in, \(crossOut) moved out).")
            }
            var slots = [ListUpdatePlan.Source](repeating: .fresh, count: newCount)
            var taken = [Bool](repeating: false, count: newCount)
            for r in insertedRows { taken[r] = true }
            for m in ins {
                slots[m.to] = .row(m.from.section, m.from.item)
                taken[m.to] = true
            }
            // Reloaded elements keep their place among those that stay, with a new view.
            var stayers = (0..<oldCount).filter { !outs.contains($0) }
                .filter { !deletedRows.contains($0) || reloadedSet.contains([o, $0]) }
                .makeIterator()
            for r in 0..<newCount where !taken[r] {
                guard let old = stayers.next() else { break }
                slots[r] = reloadedSet.contains([o, old]) ? .fresh : .row(o, old)
            }
            rows.append(slots)
        }
        return ListUpdatePlan(sectionSource: sections, rowSource: rows)
    }

    /// The old section each new section continues (nil: inserted or reloaded). The sections
    /// neither deleted nor moved, in order, fill the places neither inserted nor moved to.
    private func planSections(old: Int, new: Int, nouns: Nouns) -> [Int?] {
        // The count first, as UIKit checks it before the indexes.
        let insertedCount = Set(insertedSections).count
        let deletedCount = Set(deletedSections).count
        let invalidCount =
            "Invalid update: invalid number of sections. The number of sections contained in the "
            + "\(nouns.view) after the update (\(new)) must be equal to the number of sections "
            + "contained in the \(nouns.view) before the update (\(old)), plus or minus the number "
            + "of sections inserted or deleted (\(insertedCount) inserted, \(deletedCount) "
            + "deleted)."
        guard new == old + insertedCount - deletedCount else { preconditionFailure(invalidCount) }
        for s in deletedSections + reloadedSections + movedSections.map(\.from) where s >= old {
            preconditionFailure(
                "attempt to delete section \(s), but there are only \(old) sections before the "
                    + "update")
        }
        for s in insertedSections + movedSections.map(\.to) where s >= new {
            preconditionFailure(
                "attempt to insert section \(s) but there are only \(new) sections after the "
                    + "update")
        }
        let gone = Set(deletedSections + movedSections.map(\.from))
        var taken = Set(insertedSections)
        var source = [Int?](repeating: nil, count: new)
        for m in movedSections {
            source[m.to] = m.from
            taken.insert(m.to)
        }
        let staying = (0..<old).filter { !gone.contains($0) }
        let free = (0..<new).filter { !taken.contains($0) }
        // Moves that collide (two to one place) leave the count right and the places wrong.
        guard staying.count == free.count else { preconditionFailure(invalidCount) }
        let reloadedSet = Set(reloadedSections)
        for (o, n) in zip(staying, free) { source[n] = reloadedSet.contains(o) ? nil : o }
        return source
    }
}

/// Where the sections and elements after an update come from (`ListUpdate.plan`).
struct ListUpdatePlan {
    enum Source: Equatable {
        /// A new element: inserted, reloaded, or of a new or reloaded section.
        case fresh
        /// The element at (section, item or row) before the update.
        case row(Int, Int)
    }
    /// For each section after the update, the old section it continues; nil when it is new.
    var sectionSource: [Int?]
    /// For each section after the update, each element's source (empty for new sections: every
    /// element is fresh).
    var rowSource: [[Source]]

    /// Whether the element at `path` (after the update) is new: its view fades in.
    func isFresh(_ path: IndexPath) -> Bool {
        guard path.section < rowSource.count else { return false }
        let rows = rowSource[path.section]
        return sectionSource[path.section] == nil || path.item >= rows.count
            || rows[path.item] == .fresh
    }

    /// The new index path of each of `paths` (before the update) that stays.
    func newPaths(of paths: Set<IndexPath>) -> [IndexPath: IndexPath] {
        var result: [IndexPath: IndexPath] = [:]
        guard !paths.isEmpty else { return result }
        for (n, rows) in rowSource.enumerated() {
            for (r, source) in rows.enumerated() {
                guard case .row(let os, let or) = source else { continue }
                let from = IndexPath(indexes: [os, or])
                if paths.contains(from) { result[from] = IndexPath(indexes: [n, r]) }
            }
        }
        return result
    }

    /// The new index of each old section that stays (neither deleted nor reloaded).
    var newSections: [Int: Int] {
        var result: [Int: Int] = [:]
        for (n, o) in sectionSource.enumerated() {
            if let o { result[o] = n }
        }
        return result
    }
}
