import Foundation

extension UICollectionView {
    /// Lifts the item at `indexPath` to move it by hand, as UIKit's
    /// `beginInteractiveMovementForItem(at:)`: true when the data source's
    /// `collectionView(_:canMoveItemAt:)` allows it and the item is in view (not in an
    /// orthogonal section) and no other movement runs. The cell floats above the others at the
    /// layout's `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard movement == nil, let source = dataSource else { return false }
        layoutIfNeeded()
        guard containsItem(indexPath), let cell = cellForItem(at: indexPath),
            cell.superview === self, source.collectionView(self, canMoveItemAt: indexPath)
        else { return false }
        trackedPath = nil
        movement = InteractiveMovement(
            original: indexPath, current: indexPath, cell: cell, position: cell.center)
        followTargetPosition()
        orderElementViews()
        return true
    }

    /// Moves the lifted item's centre to `targetPosition` (content coordinates) at once; when
    /// the layout's `targetIndexPath(forInteractivelyMovingItem:withPosition:)` (then the
    /// delegate's `targetIndexPathForMoveOfItemFromOriginalIndexPath`) gives it a new place, the
    /// other items make room, animated over 0.3 s (choice, as updates). The data source is not
    /// told until `endInteractiveMovement()`.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var m = movement else { return }
        let previousPosition = m.position
        m.position = targetPosition
        movement = m
        var target = layout.targetIndexPath(
            forInteractivelyMovingItem: m.current, withPosition: targetPosition)
        if target != m.current {
            target =
                collectionDelegate?.collectionView(
                    self, targetIndexPathForMoveOfItemFromOriginalIndexPath: m.original,
                    atCurrentIndexPath: m.current, toProposedIndexPath: target) ?? target
        }
        let previous = m.current
        if target != previous, canHold(target, movingFrom: previous) {
            // The interim order first: cells made for the items that come into view are asked
            // of the data source under their first index paths.
            m.current = target
            movement = m
            moveInterim(from: previous, to: target)
        }
        let context = layout.invalidationContext(
            forInteractivelyMovingItems: [m.current], withTargetPosition: targetPosition,
            previousIndexPaths: [previous], previousPosition: previousPosition)
        layout.invalidateLayout(with: context)
        followTargetPosition()
    }

    /// Drops the lifted item where it is: the data source's
    /// `collectionView(_:moveItemAt:to:)` hears the move (when the item changed place), then
    /// the cell settles into its place over 0.3 s (choice). A data source without the method
    /// takes nothing: the items go back, as after `cancelInteractiveMovement()`.
    public func endInteractiveMovement() {
        guard let m = movement else { return }
        let context = layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [m.current], previousIndexPaths: [m.original],
            movementCancelled: false)
        movement = nil
        if m.current != m.original {
            moveWasUnhandled = false
            dataSource?.collectionView(self, moveItemAt: m.original, to: m.current)
            if moveWasUnhandled {
                moveWasUnhandled = false
                moveInterim(from: m.current, to: m.original)
                orderElementViews()
                return
            }
        }
        layout.invalidateLayout(with: context)
        settle()
    }

    /// Puts the lifted item back where it started, the others with it, animated over 0.3 s;
    /// the data source hears nothing.
    public func cancelInteractiveMovement() {
        guard let m = movement else { return }
        let context = layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [m.original], previousIndexPaths: [m.current],
            movementCancelled: true)
        movement = nil
        layout.invalidateLayout(with: context)
        guard m.current != m.original else {
            settle()
            return
        }
        moveInterim(from: m.current, to: m.original)
        orderElementViews()
    }

    /// Applies the layout's moving attributes to the lifted cell, at once (it follows the
    /// finger even inside an update's animation).
    func followTargetPosition() {
        guard let m = movement else { return }
        prepareLayoutIfNeeded()
        let attributes = layout.layoutAttributesForInteractivelyMovingItem(
            at: m.current, withTargetPosition: m.position)
        UIView.performWithoutAnimation { m.cell.applyAttributes(attributes) }
    }

    /// Whether `target` is a place the moving item can take in the interim order.
    private func canHold(_ target: IndexPath, movingFrom current: IndexPath) -> Bool {
        guard target.count == 2, target.section >= 0, target.section < itemCounts.count,
            target.item >= 0
        else { return false }
        let room = itemCounts[target.section] - (target.section == current.section ? 1 : 0)
        return target.item <= room
    }

    /// Moves one item in the collection view's own order (not the data source's): the views
    /// follow their items and the others slide to make room.
    private func moveInterim(from: IndexPath, to: IndexPath) {
        var counts = itemCounts
        counts[from.section] -= 1
        counts[to.section] += 1
        var update = ListUpdate()
        update.moved = [(from, to)]
        applyUpdate(update, counts: counts, completion: nil)
    }

    /// Animates a dropped cell into its layout place and stacking order.
    private func settle() {
        prepareLayoutIfNeeded()
        UIView.animate(withDuration: Self.updateAnimationDuration) { self.layoutElements() }
        orderElementViews()
    }
}
