import Foundation

extension UITableView {
    /// How inserted, deleted and reloaded rows come and go, as UIKit's
    /// `UITableView.RowAnimation`. Here every kind but `.none` fades the row in or out over
    /// 0.3 s while the other rows slide to their new places (Docs/Behaviour-lists.md).
    public enum RowAnimation: Int, Sendable {
        /// The row fades.
        case fade
        /// The row slides in from (out to) the right in UIKit; fades here.
        case right
        /// The row slides in from (out to) the left in UIKit; fades here.
        case left
        /// The row slides from above in UIKit; fades here.
        case top
        /// The row slides from below in UIKit; fades here.
        case bottom
        /// No animation: the rows take their places at once.
        case none
        /// The row grows from (shrinks to) its middle in UIKit; fades here.
        case middle
        /// The system's choice: a fade.
        case automatic = 100
    }

    /// Inserts rows at `indexPaths` (paths after the update); the data source must already
    /// count them.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update(animation) { $0.inserted += indexPaths }
    }

    /// Deletes the rows at `indexPaths` (paths before the update); the data source must
    /// already not count them.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update(animation) { $0.deleted += indexPaths }
    }

    /// Asks the data source again for the cells (and heights) of the rows at `indexPaths`.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update(animation) { $0.reloaded += indexPaths }
    }

    /// Starts a group of insertions, deletions and reloads applied together by
    /// `endUpdates()`.
    public func beginUpdates() {
        updateDepth += 1
    }

    /// Applies the changes since `beginUpdates()`, animated, after checking the data source's
    /// new counts against them (UIKit's "Invalid update" exception otherwise).
    public func endUpdates() {
        precondition(updateDepth > 0, "endUpdates called without a matching beginUpdates")
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let update = pendingUpdate
        pendingUpdate = TableUpdate()
        applyUpdate(update, completion: nil)
    }

    /// Runs `updates` (insertions, deletions and reloads) as one animated change, then calls
    /// `completion` when the animations end.
    public func performBatchUpdates(
        _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        updateDepth += 1
        pendingUpdate.animated = true
        pendingUpdate.fades = true
        updates?()
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let update = pendingUpdate
        pendingUpdate = TableUpdate()
        applyUpdate(update, completion: completion)
    }

    private func update(_ animation: RowAnimation, _ record: (inout TableUpdate) -> Void) {
        record(&pendingUpdate)
        if animation != .none {
            pendingUpdate.animated = true
            pendingUpdate.fades = true
        }
        guard updateDepth == 0 else { return }
        let update = pendingUpdate
        pendingUpdate = TableUpdate()
        applyUpdate(update, completion: nil)
    }

    /// Checks the new counts, moves the heights, cells and selection of the rows that stay to
    /// their new index paths, fades out the cells of deleted rows, and lays out again.
    private func applyUpdate(_ update: TableUpdate, completion: ((Bool) -> Void)?) {
        guard !needsReload else {
            completion?(true)
            return
        }
        let oldCounts = geometry.sections.map { $0.heights.count }
        let sectionCount = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        guard sectionCount == oldCounts.count else {
            preconditionFailure(
                "Invalid update: invalid number of sections. The number of sections contained "
                    + "in the table view after the update (\(sectionCount)) must be equal to the "
                    + "number of sections contained in the table view before the update "
                    + "(\(oldCounts.count)), plus or minus the number of sections inserted or "
                    + "deleted (0 inserted, 0 deleted).")
        }
        let deletions = update.deleted + update.reloaded
        let insertions = update.inserted + update.reloaded
        var mapping: [IndexPath: IndexPath] = [:]
        for s in 0..<sectionCount {
            let newCount = dataSource?.tableView(self, numberOfRowsInSection: s) ?? 0
            let deleted = Set(deletions.filter { $0.section == s }.map(\.row))
            let inserted = Set(insertions.filter { $0.section == s }.map(\.row))
            guard newCount == oldCounts[s] + inserted.count - deleted.count,
                inserted.allSatisfy({ $0 < newCount }), deleted.allSatisfy({ $0 < oldCounts[s] })
            else {
                preconditionFailure(
                    "Invalid update: invalid number of rows in section \(s). The number of rows "
                        + "contained in an existing section after the update (\(newCount)) must "
                        + "be equal to the number of rows contained in that section before the "
                        + "update (\(oldCounts[s])), plus or minus the number of rows inserted or "
                        + "deleted from that section (\(inserted.count) inserted, "
                        + "\(deleted.count) deleted) and plus or minus the number of rows moved "
                        + "into or out of that section (0 moved in, 0 moved out).")
            }
            let old = geometry.sections[s]
            var survivors = (0..<oldCounts[s]).filter { !deleted.contains($0) }.makeIterator()
            var heights: [CGFloat] = []
            var known: [Bool] = []
            heights.reserveCapacity(newCount)
            known.reserveCapacity(newCount)
            for r in 0..<newCount {
                if !inserted.contains(r), let o = survivors.next() {
                    mapping[IndexPath(row: o, section: s)] = IndexPath(row: r, section: s)
                    heights.append(old.heights[o])
                    known.append(old.known[o])
                } else {
                    let first = initialHeight(IndexPath(row: r, section: s))
                    heights.append(first.height)
                    known.append(first.known)
                }
            }
            geometry.sections[s].heights = heights
            geometry.sections[s].known = known
            geometry.sections[s].recomputeOffsets()
        }
        geometry.restack()
        var kept: [IndexPath: UITableViewCell] = [:]
        var leaving: [(IndexPath, UITableViewCell)] = []
        for (p, cell) in visibleCellsByPath {
            if let n = mapping[p] { kept[n] = cell } else { leaving.append((p, cell)) }
        }
        visibleCellsByPath = kept
        selectedPaths = selectedPaths.compactMap { mapping[$0] }
        trackedPath = nil
        let animated = update.animated && UIView.areAnimationsEnabled
        for (p, cell) in leaving.sorted(by: { $0.0 < $1.0 }) {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: p)
            guard animated else {
                cell.removeFromSuperview()
                reusePool.enqueue(cell)
                continue
            }
            UIView.animate(
                withDuration: Self.rowAnimationDuration, animations: { cell.alpha = 0 },
                completion: { [weak self] _ in
                    cell.removeFromSuperview()
                    cell.alpha = 1
                    self?.reusePool.enqueue(cell)
                })
        }
        guard animated else {
            layoutRows()
            completion?(true)
            return
        }
        appearingRows = update.fades ? Set(insertions) : []
        UIView.animate(
            withDuration: Self.rowAnimationDuration, animations: { self.layoutRows() },
            completion: { finished in completion?(finished) })
        appearingRows = []
    }

    /// How long inserted and deleted rows fade and the others slide, 0.3 s (choice).
    static let rowAnimationDuration: TimeInterval = 0.3
}
