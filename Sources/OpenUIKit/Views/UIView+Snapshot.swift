import Foundation

/// The view class UIKit returns from `snapshotView(afterScreenUpdates:)` (there: `_UIReplicantView`).
@MainActor
final class SnapshotContentView: UIView {}

extension UIView {
    /// A new view that shows this view's current appearance, frozen: its background, corners,
    /// border, shadow and every subview as presented now (mid-animation values included).
    ///
    /// The snapshot has this view's bounds size and no transform; the source's own position,
    /// transform and alpha are not baked in (the snapshot view has its own), as with UIKit's
    /// snapshots placed by transition animators. With `afterScreenUpdates` true, pending layout is
    /// applied first, as UIKit renders the next frame before snapshotting.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { layoutIfNeeded() }
        let snap = SnapshotContentView(frame: CGRect(origin: .zero, size: bounds.size))
        snap.isOpaque = false
        snap.layer.addSublayer(frozenContentLayer(offset: .zero))
        return snap
    }

    /// A snapshot of the part `rect` (in this view's coordinates) of the view's appearance.
    /// `capInsets` are accepted for compatibility; the snapshot is not stretchable here.
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
        withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        if afterUpdates { layoutIfNeeded() }
        let snap = SnapshotContentView(frame: CGRect(origin: .zero, size: rect.size))
        snap.isOpaque = false
        snap.clipsToBounds = true
        snap.layer.addSublayer(
            frozenContentLayer(
                offset: CGPoint(x: -rect.minX + bounds.minX, y: -rect.minY + bounds.minY)))
        return snap
    }

    private func frozenContentLayer(offset: CGPoint) -> CALayer {
        let frozen = layer.frozenPresentationTree()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        frozen.transform = CATransform3DIdentity
        frozen.opacity = 1
        frozen.isHidden = false
        frozen.position = CGPoint(
            x: offset.x + frozen.anchorPoint.x * frozen.bounds.width,
            y: offset.y + frozen.anchorPoint.y * frozen.bounds.height)
        CATransaction.commit()
        return frozen
    }
}
