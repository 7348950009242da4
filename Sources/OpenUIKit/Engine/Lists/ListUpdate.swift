import Foundation

/// The changes gathered for one update of a table or collection view (between
/// `beginUpdates()` and `endUpdates()`, or in a `performBatchUpdates` block): deletions, reloads
/// and move sources name elements before the update, insertions and move destinations after it,
/// as UIKit's batch updates do.
struct ListUpdate {
    var inserted: [IndexPath] = []
    var deleted: [IndexPath] = []
    var reloaded: [IndexPath] = []
    var moved: [(from: IndexPath, to: IndexPath)] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var animated = false
    var fades = false

    /// The words of UIKit's exception for a kind of list: "table view" and "rows", or
    /// "collection view" and "items".
    struct Nouns {
        let view: String
        let elements: String
    }

    /// Where each element that stays goes (old index path → new), after checking that the new
    /// counts are the old ones plus the insertions less the deletions, section by section; stops
    /// with UIKit's "Invalid update" message otherwise.
    func plan(oldCounts: [Int], newCounts: [Int], nouns: Nouns) -> [IndexPath: IndexPath] {
        let sectionsExpected = oldCounts.count + insertedSections.count - deletedSections.count
        guard newCounts.count == sectionsExpected else {
            preconditionFailure(
                "Invalid update: invalid number of sections. The number of sections contained "
                    + "in the \(nouns.view) after the update (\(newCounts.count)) must be equal "
                    + "to the number of sections contained in the \(nouns.view) before the update "
                    + "(\(oldCounts.count)), plus or minus the number of sections inserted or "
                    + "deleted (\(insertedSections.count) inserted, \(deletedSections.count) "
                    + "deleted).")
        }
        // Old sections that stay, in order, take the new sections that were not inserted.
        let newSection = sectionPlan(oldCount: oldCounts.count, newCount: newCounts.count)
        let keptOld = newSection.keys.sorted()
        let keptNew = keptOld.compactMap { newSection[$0] }
        let removed = Set(deleted + reloaded + moved.map(\.from))
        let added = Set(inserted + reloaded + moved.map(\.to))
        var mapping: [IndexPath: IndexPath] = [:]
        for m in moved { mapping[m.from] = m.to }
        for (o, n) in zip(keptOld, keptNew) {
            let deletedHere = (deleted + reloaded).filter { $0.section == o }.count
            let insertedHere = (inserted + reloaded).filter { $0.section == n }.count
            let movedIn = moved.filter { $0.to.section == n && newSection[$0.from.section] != n }
                .count
            let movedOut = moved.filter { $0.from.section == o && $0.to.section != n }.count
            let outOfRange =
                added.contains { $0.section == n && $0.item >= newCounts[n] }
                || removed.contains { $0.section == o && $0.item >= oldCounts[o] }
            guard
                newCounts[n] == oldCounts[o] + insertedHere - deletedHere + movedIn - movedOut,
                !outOfRange
            else {
                let e = nouns.elements
                preconditionFailure(
                    "Invalid update: invalid number of \(e) in section \(n). The number of \(e) "
                        + "contained in an existing section after the update (\(newCounts[n])) "
                        + "must be equal to the number of \(e) contained in that section before "
                        + "the update (\(oldCounts[o])), plus or minus the number of \(e) inserted "
                        + "or deleted from that section (\(insertedHere) inserted, "
                        + "\(deletedHere) deleted) and plus or minus the number of \(e) moved "
                        + "into or out of that section (\(movedIn) moved in, \(movedOut) moved "
                        + "out).")
            }
            var survivors = (0..<oldCounts[o]).filter {
                !removed.contains(IndexPath(item: $0, section: o))
            }.makeIterator()
            for i in 0..<newCounts[n] where !added.contains(IndexPath(item: i, section: n)) {
                guard let old = survivors.next() else { break }
                mapping[IndexPath(item: old, section: o)] = IndexPath(item: i, section: n)
            }
        }
        return mapping
    }

    /// Where each section that stays goes (old index → new).
    func sectionPlan(oldCount: Int, newCount: Int) -> [Int: Int] {
        let keptOld = (0..<oldCount).filter { !deletedSections.contains($0) }
        let keptNew = (0..<newCount).filter { !insertedSections.contains($0) }
        var result: [Int: Int] = [:]
        for (o, n) in zip(keptOld, keptNew) { result[o] = n }
        return result
    }
}
