import Foundation

extension UICollectionViewController {
    /// Puts the standard reordering long press on the collection view, or takes it off, as
    /// `installsStandardGestureForInteractiveMovement` says (once the view is loaded).
    func syncReorderGesture() {
        guard isViewLoaded, sharedCollectionView == nil, let view = collectionView else { return }
        if !installsStandardGestureForInteractiveMovement {
            if let press = reorderGesture { view.removeGestureRecognizer(press) }
            reorderGesture = nil
            return
        }
        guard reorderGesture == nil else { return }
        let press = UILongPressGestureRecognizer { [weak self] press in
            self?.reorderPressChanged(press)
        }
        reorderGesture = press
        view.addGestureRecognizer(press)
    }

    /// Drives the interactive movement from the long press: it begins on the item pressed;
    /// the item's centre keeps its offset from the finger as it moves (choice); lifting ends
    /// the movement, a cancelled press cancels it.
    private func reorderPressChanged(_ press: UILongPressGestureRecognizer) {
        guard let view = collectionView else { return }
        let point = press.location(in: view)
        switch press.state {
        case .began:
            guard let path = view.indexPathForItem(at: point),
                let cell = view.cellForItem(at: path)
            else { return }
            reorderGrabOffset = CGPoint(x: cell.center.x - point.x, y: cell.center.y - point.y)
            view.beginInteractiveMovementForItem(at: path)
        case .changed:
            view.updateInteractiveMovementTargetPosition(
                CGPoint(x: point.x + reorderGrabOffset.x, y: point.y + reorderGrabOffset.y))
        case .ended:
            view.endInteractiveMovement()
        default:
            view.cancelInteractiveMovement()
        }
    }
}
