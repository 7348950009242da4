import Foundation

extension UITableView {
    /// Inserts sections at `sections` (indexes after the update); the data source must already
    /// count them. Their rows fade in, as inserted rows do.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update(animation) { $0.insertedSections += Array(sections) }
    }

    /// Deletes the sections at `sections` (indexes before the update) with their rows.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update(animation) { $0.deletedSections += Array(sections) }
    }

    /// Asks the data source again for the sections' headers, footers, rows and cells; the old
    /// rows fade out as the new ones fade in.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update(animation) { $0.reloadedSections += Array(sections) }
    }

    /// Moves a section (with its rows) from `section` (before the update) to `newSection`
    /// (after it); its rows slide there.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        update(.automatic) { $0.movedSections.append((section, newSection)) }
    }

    /// Moves a row from `indexPath` (before the update) to `newIndexPath` (after it), keeping
    /// its cell, height and selection; it slides there, the rows between make room.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update(.automatic) { $0.moved.append((indexPath, newIndexPath)) }
    }

    /// Asks the data source for the cells of the rows in view at `indexPaths` again, handing
    /// back the same cell from `dequeueReusableCell` (without `prepareForReuse()`), as UIKit's
    /// iOS 15 `reconfigureRows(at:)`; heights are not asked again.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        reloadIfNeeded()
        guard let source = dataSource else { return }
        for path in indexPaths {
            checkRow(path)
            guard let cell = visibleCellsByPath[path] else { continue }
            reconfiguringCell = cell
            let made = source.tableView(self, cellForRowAt: path)
            reconfiguringCell = nil
            guard made !== cell else { continue }
            // The data source made a new cell: it takes the old one's place.
            UIView.performWithoutAnimation { made.frame = cell.frame }
            made.owningTable = self
            made.setSelected(selectedPaths.contains(path), animated: false)
            insertSubview(made, aboveSubview: cell)
            cell.removeFromSuperview()
            reusePool.enqueue(cell, as: cell.reuseIdentifier)
            visibleCellsByPath[path] = made
        }
    }
}

extension UITableView {
    /// Applies a diffable data source's changes as one batch update (animated unless
    /// `animation` is `.none`), then configures the reconfigured rows again; `completion` runs
    /// when the animations end.
    func apply(
        _ changes: ListChanges, animation: RowAnimation, completion: (() -> Void)?
    ) {
        guard !changes.isEmpty else {
            completion?()
            return
        }
        var update = ListUpdate()
        update.deletedSections = changes.deletedSections
        update.insertedSections = changes.insertedSections
        update.reloadedSections = changes.reloadedSections
        update.movedSections = changes.movedSections.map { ($0.from, $0.to) }
        update.deleted = changes.deletedItems
        update.inserted = changes.insertedItems
        update.reloaded = changes.reloadedItems
        update.moved = changes.movedItems.map { ($0.from, $0.to) }
        update.animated = animation != .none
        update.fades = update.animated
        applyUpdate(update) { _ in completion?() }
        if !changes.reconfiguredItems.isEmpty { reconfigureRows(at: changes.reconfiguredItems) }
    }
}
