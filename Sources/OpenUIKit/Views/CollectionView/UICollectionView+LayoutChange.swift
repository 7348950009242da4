import Foundation

extension UICollectionView {
    /// Changes the layout; animated, every cell in view moves from its old attributes to its
    /// new ones over 0.3 s (choice, as updates) and the views of elements that leave fade out.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Changes the layout as `setCollectionViewLayout(_:animated:)`, then calls `completion`
    /// when the animation ends (true when it ran to its end).
    public func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        guard layout !== self.layout else {
            completion?(true)
            return
        }
        let old = self.layout
        old.collectionView = nil
        self.layout = layout
        layout.collectionView = self
        layoutNeedsPrepare = true
        for view in visibleViews.values { view.willTransition(from: old, to: layout) }
        let finish: (Bool) -> Void = { [weak self] finished in
            if let self {
                for view in self.visibleViews.values { view.didTransition(from: old, to: layout) }
            }
            completion?(finished)
        }
        guard animated, UIView.areAnimationsEnabled, window != nil else {
            setNeedsLayout()
            layoutIfNeeded()
            finish(true)
            return
        }
        // The offset the new layout wants for the content in view.
        prepareLayoutIfNeeded()
        let size = layout.collectionViewContentSize
        contentSize = size
        let range = offsetRange
        var target = layout.targetContentOffset(forProposedContentOffset: contentOffset)
        target.x = min(max(target.x, range.x.lowerBound), range.x.upperBound)
        target.y = min(max(target.y, range.y.lowerBound), range.y.upperBound)
        // Elements in view before or after stay through the animation, moving between their
        // old and new attributes; those out of view at the end are recycled then.
        transitionSourceLayout = old
        layoutRectOverride = bounds.union(CGRect(origin: target, size: bounds.size))
        UIView.animate(
            withDuration: Self.updateAnimationDuration,
            animations: {
                self.contentOffset = target
                self.layoutElements()
            },
            completion: { [weak self] finished in
                self?.layoutRectOverride = nil
                self?.setNeedsLayout()
                self?.layoutIfNeeded()
                finish(finished)
            })
        transitionSourceLayout = nil
    }
}
