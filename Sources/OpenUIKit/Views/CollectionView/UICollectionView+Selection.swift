import Foundation

extension UICollectionView {
    /// The selected items in the order they were selected, nil when none.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedPaths.isEmpty ? nil : selectedPaths
    }

    /// Selects the item (deselecting the others unless `allowsMultipleSelection`) and scrolls it
    /// to `scrollPosition` (an empty position scrolls nothing). The delegate is not told, as in
    /// UIKit; nil deselects every item.
    public func selectItem(
        at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
    ) {
        reloadIfNeeded()
        guard let indexPath else {
            for p in selectedPaths { deselectItem(at: p, animated: animated) }
            return
        }
        guard containsItem(indexPath) else {
            preconditionFailure(
                "attempt to select an item at an invalid index path: <NSIndexPath> {length = 2, "
                    + "path = \(indexPath.section) - \(indexPath.item)}")
        }
        if !allowsMultipleSelection {
            for p in selectedPaths where p != indexPath { deselectItem(at: p, animated: animated) }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty {
            scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects the item. The delegate is not told, as in UIKit.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    // MARK: Touches

    /// Highlights the item under the touch when selection is allowed and the delegate agrees;
    /// true when an item is now tracked.
    func highlightItem(under touches: Set<UITouch>) -> Bool {
        guard allowsSelection, trackedPath == nil, let touch = touches.first,
            let path = indexPathForItem(at: touch.location(in: self)),
            let cell = cellForItem(at: path)
        else { return false }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else {
            return false
        }
        trackedPath = path
        cell.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: path)
        return true
    }

    /// Removes the tracked item's highlight; true when there was one.
    @discardableResult
    func unhighlightTrackedItem() -> Bool {
        guard let path = trackedPath else { return false }
        trackedPath = nil
        cellForItem(at: path)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
        return true
    }

    /// The finger lifted from the tracked item: the highlight goes and the item is selected the
    /// way a user's tap selects (`shouldSelect`, the previous item's `didDeselect`, `didSelect`);
    /// a tap on a selected item with multiple selection deselects it (`shouldDeselect`,
    /// `didDeselect`).
    func selectTrackedItem() -> Bool {
        guard let path = trackedPath else { return false }
        unhighlightTrackedItem()
        let d = collectionDelegate
        if allowsMultipleSelection, selectedPaths.contains(path) {
            guard d?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return true }
            deselectItem(at: path, animated: false)
            d?.collectionView(self, didDeselectItemAt: path)
            return true
        }
        guard d?.collectionView(self, shouldSelectItemAt: path) ?? true else { return true }
        if !allowsMultipleSelection {
            for old in selectedPaths where old != path {
                deselectItem(at: old, animated: false)
                d?.collectionView(self, didDeselectItemAt: old)
            }
        }
        if !selectedPaths.contains(path) { selectedPaths.append(path) }
        cellForItem(at: path)?.isSelected = true
        d?.collectionView(self, didSelectItemAt: path)
        return true
    }
}
