import Foundation

extension UITableView {
    /// The selected row (the first selected, with multiple selection), nil when none.
    public var indexPathForSelectedRow: IndexPath? { selectedPaths.first }

    /// The selected rows in the order they were selected, nil when none.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedPaths.isEmpty ? nil : selectedPaths
    }

    /// Selects the row (deselecting the others unless `allowsMultipleSelection`) and scrolls it
    /// to `scrollPosition`. The delegate is not told, as in UIKit; nil deselects every row.
    public func selectRow(
        at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
    ) {
        reloadIfNeeded()
        guard let indexPath else {
            for p in selectedPaths { deselectRow(at: p, animated: animated) }
            return
        }
        checkRow(indexPath)
        if !allowsMultipleSelection {
            for p in selectedPaths where p != indexPath { deselectRow(at: p, animated: animated) }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        // `.none` scrolls nothing here, as UIKit's reference says for this method.
        if scrollPosition != .none {
            scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects the row; animated, its selected background fades (with the animation being
    /// built, when called inside one). The delegate is not told, as in UIKit.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    // MARK: Touches

    /// Highlights the row under the touch when selection is allowed and the delegate agrees;
    /// true when a row is now tracked.
    func highlightRow(under touches: Set<UITouch>) -> Bool {
        guard allowsSelection, trackedPath == nil, let touch = touches.first,
            let path = indexPathForRow(at: touch.location(in: self)),
            let cell = cellForRow(at: path)
        else { return false }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true else {
            return false
        }
        trackedPath = path
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: path)
        return true
    }

    /// Removes the tracked row's highlight; true when there was one.
    @discardableResult
    func unhighlightTrackedRow() -> Bool {
        guard let path = trackedPath else { return false }
        trackedPath = nil
        cellForRow(at: path)?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: path)
        return true
    }

    /// The finger lifted from the tracked row: the highlight goes and the row is selected the
    /// way a user's tap selects (`willSelect`, the previous row's `willDeselect`/`didDeselect`,
    /// `didSelect`); a tap on a selected row with multiple selection deselects it.
    func selectTrackedRow() -> Bool {
        guard let path = trackedPath else { return false }
        unhighlightTrackedRow()
        let d = tableDelegate
        if allowsMultipleSelection, selectedPaths.contains(path) {
            guard let target = d.map({ $0.tableView(self, willDeselectRowAt: path) }) ?? path else {
                return true
            }
            deselectRow(at: target, animated: false)
            d?.tableView(self, didDeselectRowAt: target)
            return true
        }
        guard let target = d.map({ $0.tableView(self, willSelectRowAt: path) }) ?? path else {
            return true
        }
        if !allowsMultipleSelection {
            for old in selectedPaths where old != target {
                guard let gone = d.map({ $0.tableView(self, willDeselectRowAt: old) }) ?? old else {
                    continue
                }
                deselectRow(at: gone, animated: false)
                d?.tableView(self, didDeselectRowAt: gone)
            }
        }
        if !selectedPaths.contains(target) { selectedPaths.append(target) }
        cellForRow(at: target)?.setSelected(true, animated: false)
        d?.tableView(self, didSelectRowAt: target)
        return true
    }
}
