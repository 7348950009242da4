import Foundation

extension UITableView {
    /// Whether the table is in editing mode: rows whose cells `showsReorderControl` (and that
    /// the data source's `tableView(_:canMoveRowAt:)` lets move) show a grip at their trailing
    /// edge that drags them. Setting it calls `setEditing(_:animated:)` without animation.
    /// Default false.
    public var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: the cells in view follow, their content making room for
    /// the reorder control over 0.3 s when `animated` (choice, as updates).
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState else { return }
        if !editing { endReorder() }
        editingState = editing
        setNeedsLayout()
        if animated && UIView.areAnimationsEnabled {
            UIView.animate(withDuration: Self.rowAnimationDuration) { self.layoutIfNeeded() }
        } else {
            layoutIfNeeded()
        }
    }

    /// After rows are placed: the cells take the table's editing mode and their reorder
    /// controls, and the dragged row stays under the finger.
    func layoutReorderState() {
        let source = dataSource
        for (path, cell) in visibleCellsByPath {
            cell.setEditing(editingState, animated: false)
            let shown =
                editingState && cell.showsReorderControl
                && (source?.tableView(self, canMoveRowAt: path) ?? false)
            if shown != (cell.reorderControl != nil) {
                UIView.performWithoutAnimation { cell.setReorderControlShown(shown) }
            }
            let content = CGRect(
                x: 0, y: 0, width: cell.bounds.width - cell.accessoryWidth,
                height: cell.bounds.height)
            if cell.contentView.frame.size != content.size { cell.setNeedsLayout() }
        }
        placeDraggedRow()
    }

    // MARK: Dragging a row by its reorder control

    /// A finger went down on the reorder control of `cell`: the row lifts (above the others).
    func beginReorder(of cell: UITableViewCell, fingerY: CGFloat) {
        guard reorder == nil, editingState, let path = indexPath(for: cell) else { return }
        trackedPath = nil
        reorder = TableReorder(
            original: path, current: path, cell: cell, grab: fingerY - cell.frame.minY,
            fingerY: fingerY)
        bringSubviewToFront(cell)
    }

    /// The finger moved: the row follows it vertically (within its section's rows); when its
    /// middle crosses into another row's place, that place is proposed to the delegate's
    /// `targetIndexPathForMoveFromRowAt` and the rows between slide to make room over 0.3 s.
    func moveReorder(toFingerY y: CGFloat) {
        guard var r = reorder else { return }
        r.fingerY = y
        reorder = r
        placeDraggedRow()
        let section = r.original.section
        let rows = geometry.sections[section].heights.count
        let mid = r.cell.frame.midY
        var proposed = r.current.row
        for row in 0..<rows {
            let band = geometry.rowBand(row, in: section)
            if mid >= band.y && mid < band.y + band.height {
                proposed = row
                break
            }
        }
        guard proposed != r.current.row else { return }
        let target =
            tableDelegate?.tableView(
                self, targetIndexPathForMoveFromRowAt: r.original,
                toProposedIndexPath: IndexPath(row: proposed, section: section))
            ?? IndexPath(row: proposed, section: section)
        guard target != r.current, target.section == section, target.row >= 0,
            target.row < rows
        else { return }
        let previous = r.current
        r.current = target
        reorder = r
        moveRow(at: previous, to: target)
    }

    /// The finger lifted: the data source hears `tableView(_:moveRowAt:to:)` once (unless the
    /// row is back where it started), then the row settles into its place over 0.3 s.
    func endReorder() {
        guard let r = reorder else { return }
        reorder = nil
        if r.current != r.original {
            dataSource?.tableView(self, moveRowAt: r.original, to: r.current)
        }
        UIView.animate(withDuration: Self.rowAnimationDuration) { self.layoutRows() }
    }

    /// Puts the dragged row under the finger at once (even inside an update's animation),
    /// kept within its section's rows.
    private func placeDraggedRow() {
        guard let r = reorder, visibleCellsByPath[r.current] === r.cell else { return }
        let section = r.original.section
        let rows = geometry.sections[section].heights.count
        guard rows > 0 else { return }
        let top = geometry.rowBand(0, in: section).y
        let last = geometry.rowBand(rows - 1, in: section)
        let height = r.cell.frame.height
        let y = min(max(r.fingerY - r.grab, top), last.y + last.height - height)
        r.cell.layer.removeAllAnimations()
        UIView.performWithoutAnimation { r.cell.frame.origin.y = y }
    }
}
