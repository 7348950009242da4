import Foundation

/// The view class UIKit returns from `snapshotView(afterScreenUpdates:)` (there: `_UIReplicantView`).
@MainActor
final class SnapshotContentView: UIView {
    /// For a resizable snapshot: the frozen look at its captured size and the insets kept
    /// unscaled when the snapshot's size changes.
    var stretch: (frozen: CALayer, capturedSize: CGSize, capInsets: UIEdgeInsets)?
    /// The nine parts a resized snapshot shows (none at its captured size).
    private var slices: [UIView] = []

    /// At its captured size the snapshot shows its frozen look as it is; at another it shows it
    /// in nine parts: the cap insets unscaled, the edges scaled along their length, the centre
    /// both ways. The parts are views, so a size change inside an animation block animates them
    /// with it.
    override func layoutSubviews() {
        super.layoutSubviews()
        guard let stretch else { return }
        // A size off by rounding only (a frame converted between coordinate spaces) is the
        // captured size: the part is shown as it is, with no seams between parts.
        let resized =
            abs(bounds.width - stretch.capturedSize.width) > 0.001
            || abs(bounds.height - stretch.capturedSize.height) > 0.001
        if resized && slices.isEmpty {
            stretch.frozen.isHidden = true
            slices = (0..<9).map { _ in
                let slice = UIView()
                slice.clipsToBounds = true
                slice.isUserInteractionEnabled = false
                let content = UIView(frame: CGRect(origin: .zero, size: stretch.capturedSize))
                content.layer.addSublayer(stretch.frozen.frozenPresentationTree())
                content.layer.sublayers?.first?.isHidden = false
                slice.addSubview(content)
                addSubview(slice)
                return slice
            }
        }
        guard !slices.isEmpty else { return }
        let size = stretch.capturedSize
        let columns = Self.parts(
            length: size.width, low: stretch.capInsets.left, high: stretch.capInsets.right,
            to: bounds.width)
        let rows = Self.parts(
            length: size.height, low: stretch.capInsets.top, high: stretch.capInsets.bottom,
            to: bounds.height)
        for (index, slice) in slices.enumerated() {
            let column = columns[index % 3]
            let row = rows[index / 3]
            slice.frame = CGRect(
                x: bounds.minX + column.destination.lowerBound,
                y: bounds.minY + row.destination.lowerBound,
                width: column.destination.upperBound - column.destination.lowerBound,
                height: row.destination.upperBound - row.destination.lowerBound)
            let sourceWidth = column.source.upperBound - column.source.lowerBound
            let sourceHeight = row.source.upperBound - row.source.lowerBound
            slice.isHidden = sourceWidth <= 0 || sourceHeight <= 0
            let sx = sourceWidth > 0 ? slice.frame.width / sourceWidth : 1
            let sy = sourceHeight > 0 ? slice.frame.height / sourceHeight : 1
            guard let content = slice.subviews.first else { continue }
            // Scaled about its centre, the content puts its source part's top-left corner at the
            // slice's origin.
            content.transform = CGAffineTransform(scaleX: sx, y: sy)
            content.center = CGPoint(
                x: (size.width / 2 - column.source.lowerBound) * sx,
                y: (size.height / 2 - row.source.lowerBound) * sy)
        }
    }

    /// The low cap, middle and high cap of one axis of `length` points shown over `to` points:
    /// each part's source and destination range. Caps longer than the destination shrink in
    /// proportion.
    private static func parts(length: CGFloat, low: CGFloat, high: CGFloat, to: CGFloat)
        -> [(source: ClosedRange<CGFloat>, destination: ClosedRange<CGFloat>)]
    {
        let low = min(max(low, 0), length)
        let high = min(max(high, 0), length - low)
        let shrink = low + high > to && low + high > 0 ? max(to, 0) / (low + high) : 1
        let end = max(to, 0)
        // Rounding may cross the bounds of an empty middle by an ulp: keep each range ordered.
        func range(_ a: CGFloat, _ b: CGFloat) -> ClosedRange<CGFloat> { a...max(a, b) }
        return [
            (range(0, low), range(0, low * shrink)),
            (range(low, length - high), range(low * shrink, end - high * shrink)),
            (range(length - high, length), range(max(end - high * shrink, low * shrink), end)),
        ]
    }
}

extension UIView {
    /// A new view that shows this view's current appearance, frozen: its background, corners,
    /// border, shadow and every subview as presented now (mid-animation values included).
    ///
    /// The snapshot has this view's bounds size and no transform; the source's own position,
    /// transform and alpha are not baked in (the snapshot view has its own), as with UIKit's
    /// snapshots placed by transition animators. With `afterScreenUpdates` true, pending layout and
    /// drawing are applied first and the snapshot shows every change made so far, as UIKit renders
    /// the next frame before snapshotting. With false it shows the view as last committed to the
    /// screen (the end of the last run-loop turn): changes made since, in this turn, are held
    /// back, as UIKit's "current state, which might not include recent changes"; a view made
    /// since the last commit has not been rendered, and its snapshot shows nothing.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { applyPendingUpdates() }
        let snap = SnapshotContentView(frame: CGRect(origin: .zero, size: bounds.size))
        snap.isOpaque = false
        if let frozen = frozenContentLayer(offset: .zero, committed: !afterUpdates) {
            snap.layer.addSublayer(frozen)
        }
        return snap
    }

    /// A snapshot of the part `rect` (in this view's coordinates) of the view's appearance that
    /// stretches when its size changes, as UIKit's
    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`: `capInsets` (points)
    /// stay unscaled, the edges between them scale along their length and the centre both
    /// ways. At `rect`'s size it shows the part as it is. `afterScreenUpdates` chooses the look
    /// as `snapshotView(afterScreenUpdates:)` does.
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
        withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        if afterUpdates { applyPendingUpdates() }
        let snap = SnapshotContentView(frame: CGRect(origin: .zero, size: rect.size))
        snap.isOpaque = false
        snap.clipsToBounds = true
        // The part `rect` of the look, moved to the snapshot's origin (nothing for a view not
        // yet rendered).
        let frozen =
            frozenContentLayer(
                offset: CGPoint(x: -rect.minX + bounds.minX, y: -rect.minY + bounds.minY),
                committed: !afterUpdates) ?? CALayer()
        snap.layer.addSublayer(frozen)
        snap.stretch = (frozen, rect.size, capInsets)
        return snap
    }

    /// What the next screen update would do to the view's look: pending layout, then the
    /// drawing (`draw(_:)`) of every layer of the subtree that asked for it.
    private func applyPendingUpdates() {
        layoutIfNeeded()
        func display(_ layer: CALayer) {
            // As the next render would: draws a layer that asked to, or has never drawn.
            _ = layer.drawnContentForRendering()
            layer.sublayers?.forEach(display)
        }
        display(layer)
    }

    /// The view's look frozen, at `offset`: as presented now, or as last committed to the screen
    /// (nil when the view's layer has not been committed).
    private func frozenContentLayer(offset: CGPoint, committed: Bool) -> CALayer? {
        guard
            let frozen = committed
                ? layer.committedPresentationTree() : layer.frozenPresentationTree()
        else { return nil }
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
