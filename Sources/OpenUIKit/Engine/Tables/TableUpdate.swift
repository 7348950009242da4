import Foundation

/// The row and section changes gathered between `beginUpdates()` and `endUpdates()` (or in a
/// `performBatchUpdates` block): deletions, reloads and move sources name positions before the
/// update, insertions and move destinations positions after it, as UIKit's batch updates do.
struct TableUpdate {
    var inserted: [IndexPath] = []
    var deleted: [IndexPath] = []
    var reloaded: [IndexPath] = []
    var moved: [(from: IndexPath, to: IndexPath)] = []
    var insertedSections: [Int] = []
    var deletedSections: [Int] = []
    var reloadedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var animated = false
    var fades = false

    var changesSections: Bool {
        !insertedSections.isEmpty || !deletedSections.isEmpty || !reloadedSections.isEmpty
            || !movedSections.isEmpty
    }

    /// Where each row after the update comes from: checks the new counts against the changes
    /// (UIKit's "Invalid update" and "attempt to …" messages otherwise) and pairs every new
    /// section and row with the old one it continues, or none when it is new or reloaded.
    func plan(oldCounts: [Int], newCounts: [Int]) -> TableUpdatePlan {
        let sections = planSections(old: oldCounts.count, new: newCounts.count)
        var rows: [[TableUpdatePlan.Source]] = []
        rows.reserveCapacity(newCounts.count)
        let deletedBySection = Dictionary(grouping: deleted + reloaded, by: \.section)
        let insertedBySection = Dictionary(grouping: inserted, by: \.section)
        let reloadedSet = Set(reloaded)
        var movedOut: [Int: Set<Int>] = [:]
        var movedIn: [Int: [(from: IndexPath, to: Int)]] = [:]
        for m in moved {
            movedOut[m.from.section, default: []].insert(m.from.row)
            movedIn[m.to.section, default: []].append((m.from, m.to.row))
        }
        for (n, newCount) in newCounts.enumerated() {
            guard let o = sections[n] else {
                rows.append([])
                continue
            }
            let oldCount = oldCounts[o]
            let deletedRows = Set((deletedBySection[o] ?? []).map(\.row))
            let insertedRows = Set((insertedBySection[n] ?? []).map(\.row))
            let ins = inserted.filter { $0.section == n }.count
            let outs = movedOut[o] ?? []
            let ins2 = movedIn[n] ?? []
            let crossIn = ins2.filter { $0.from.section != o }.count
            let crossOut = moved.filter { $0.from.section == o && $0.to.section != n }.count
            for r in deletedRows.sorted() where r >= oldCount {
                preconditionFailure(
                    "attempt to delete row \(r) from section \(o) which only contains "
                        + "\(oldCount) rows before the update")
            }
            for r in insertedRows.sorted() where r >= newCount {
                preconditionFailure(
                    "attempt to insert row \(r) into section \(n), but there are only "
                        + "\(newCount) rows in section \(n) after the update")
            }
            let staying = (0..<oldCount).filter { !deletedRows.contains($0) && !outs.contains($0) }
            let reloadedHere = reloaded.filter { $0.section == o }.count
            guard newCount == staying.count + reloadedHere + insertedRows.count + ins2.count,
                ins2.allSatisfy({ $0.to < newCount })
            else {
                preconditionFailure(
                    "Invalid update: invalid number of rows in section \(n). The number of rows "
                        + "contained in an existing section after the update (\(newCount)) must "
                        + "be equal to the number of rows contained in that section before the "
                        + "update (\(oldCount)), plus or minus the number of rows inserted or "
                        + "deleted from that section (\(ins) inserted, "
                        + "\(deletedRows.count - reloadedHere) deleted) and plus or minus the "
                        + "number of rows moved into or out of that section (\(crossIn) moved in, "
                        + "\(crossOut) moved out).")
            }
            var slots = [TableUpdatePlan.Source](repeating: .fresh, count: newCount)
            var taken = [Bool](repeating: false, count: newCount)
            for r in insertedRows { taken[r] = true }
            for m in ins2 {
                slots[m.to] = .row(m.from.section, m.from.row)
                taken[m.to] = true
            }
            // Reloaded rows keep their place among the rows that stay, with a new cell.
            var stayers = (0..<oldCount).filter { !outs.contains($0) }
                .filter { !deletedRows.contains($0) || reloadedSet.contains([o, $0]) }
                .makeIterator()
            for r in 0..<newCount where !taken[r] {
                guard let old = stayers.next() else { break }
                slots[r] = reloadedSet.contains([o, old]) ? .fresh : .row(o, old)
            }
            rows.append(slots)
        }
        return TableUpdatePlan(sectionSource: sections, rowSource: rows)
    }

    /// The old section each new section continues (nil: inserted or reloaded).
    private func planSections(old: Int, new: Int) -> [Int?] {
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
        guard staying.count == free.count else {
            preconditionFailure(
                "Invalid update: invalid number of sections. The number of sections contained "
                    + "in the table view after the update (\(new)) must be equal to the "
                    + "number of sections contained in the table view before the update "
                    + "(\(old)), plus or minus the number of sections inserted or "
                    + "deleted (\(Set(insertedSections).count) inserted, "
                    + "\(Set(deletedSections).count) deleted).")
        }
        let reloadedSet = Set(reloadedSections)
        for (o, n) in zip(staying, free) { source[n] = reloadedSet.contains(o) ? nil : o }
        return source
    }
}

/// Where the sections and rows after an update come from (`TableUpdate.plan`).
struct TableUpdatePlan {
    enum Source: Equatable {
        /// A new row: inserted, reloaded, or of a new or reloaded section.
        case fresh
        /// The row at (section, row) before the update.
        case row(Int, Int)
    }
    /// For each section after the update, the old section it continues; nil when it is new.
    var sectionSource: [Int?]
    /// For each section after the update, each row's source (empty for new sections: every row
    /// is fresh).
    var rowSource: [[Source]]
}
