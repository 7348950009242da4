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
        pendingUpdate = ListUpdate()
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
        pendingUpdate = ListUpdate()
        applyUpdate(update, completion: completion)
    }

    func update(_ animation: RowAnimation, _ record: (inout ListUpdate) -> Void) {
        record(&pendingUpdate)
        if animation != .none {
            pendingUpdate.animated = true
            pendingUpdate.fades = true
        }
        guard updateDepth == 0 else { return }
        let update = pendingUpdate
        pendingUpdate = ListUpdate()
        applyUpdate(update, completion: nil)
    }

    /// Checks the new counts, moves the heights, cells and selection of the rows that stay to
    /// their new index paths, fades out the cells of deleted rows and sections, and lays out
    /// again (animated: the rows that stay slide, new ones fade in).
    func applyUpdate(_ update: ListUpdate, completion: ((Bool) -> Void)?) {
        guard !needsReload else {
            completion?(true)
            return
        }
        let oldCounts = geometry.sections.map { $0.heights.count }
        let sectionCount = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        let newCounts = (0..<sectionCount).map {
            dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0
        }
        let plan = update.plan(oldCounts: oldCounts, newCounts: newCounts, nouns: .table)
        let old = geometry.sections
        // Only the rows that have cells or are selected need their new paths.
        var needed = Set(visibleCellsByPath.keys)
        needed.formUnion(selectedPaths)
        let mapping = plan.newPaths(of: needed)
        var sections: [TableGeometry.Section] = []
        sections.reserveCapacity(sectionCount)
        var decorations = update.changesSections ? [] : sectionDecorations
        let delegate = tableDelegate
        if update.changesSections { removeSectionDecorations() }
        for n in 0..<sectionCount {
            var section = TableGeometry.Section()
            if update.changesSections {
                let (deco, header, footer) = decorate(n)
                decorations.append(deco)
                section.headerHeight = header
                section.footerHeight = footer
            } else {
                section.headerHeight = old[n].headerHeight
                section.footerHeight = old[n].footerHeight
            }
            let count = newCounts[n]
            section.heights = [CGFloat](repeating: 0, count: count)
            section.known = [Bool](repeating: false, count: count)
            let sources = plan.rowSource[n]
            for r in 0..<count {
                if r < sources.count, case .row(let os, let or) = sources[r] {
                    section.heights[r] = old[os].heights[or]
                    section.known[r] = old[os].known[or]
                } else {
                    let first = initialHeight(IndexPath(row: r, section: n), delegate: delegate)
                    section.heights[r] = first.height
                    section.known[r] = first.known
                }
            }
            section.recomputeOffsets()
            sections.append(section)
        }
        geometry.sections = sections
        geometry.restack()
        sectionDecorations = decorations
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
                reusePool.enqueue(cell, as: cell.reuseIdentifier)
                continue
            }
            UIView.animate(
                withDuration: Self.rowAnimationDuration, animations: { cell.alpha = 0 },
                completion: { [weak self] _ in
                    cell.removeFromSuperview()
                    cell.alpha = 1
                    self?.reusePool.enqueue(cell, as: cell.reuseIdentifier)
                })
        }
        guard animated else {
            layoutRows()
            completion?(true)
            return
        }
        appearingPlan = update.fades ? plan : nil
        UIView.animate(
            withDuration: Self.rowAnimationDuration, animations: { self.layoutRows() },
            completion: { finished in completion?(finished) })
        appearingPlan = nil
    }

    /// How long inserted and deleted rows fade and the others slide, 0.3 s (choice).
    static let rowAnimationDuration: TimeInterval = 0.3
}
