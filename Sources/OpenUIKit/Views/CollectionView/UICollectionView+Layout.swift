import Foundation

extension UICollectionView {
    /// Asks the data source for the counts again when it changed or `reloadData()` was called;
    /// the views in view go to the reuse queues first.
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        recycleViews(keeping: [])
        let source = dataSource
        let sections = source.map { $0.numberOfSections(in: self) } ?? 0
        itemCounts = (0..<sections).map {
            source?.collectionView(self, numberOfItemsInSection: $0) ?? 0
        }
        layoutNeedsPrepare = true
        layout.dataDidReload()
        selectedPaths.removeAll { !containsItem($0) }
    }

    /// Calls the layout's `prepare()` when it was invalidated (after reloading the counts).
    func prepareLayoutIfNeeded() {
        reloadIfNeeded()
        guard layoutNeedsPrepare else { return }
        layoutNeedsPrepare = false
        layout.prepare()
    }

    /// Gives each element that overlaps the bounds a view (measuring the self-sizing ones,
    /// which may move the others), sends the views that left to the reuse queues, applies the
    /// layout's attributes to them all and sets `contentSize`.
    func layoutElements() {
        var changed = false
        for _ in 0..<16 {
            prepareLayoutIfNeeded()
            let size = layout.collectionViewContentSize
            if contentSize != size { contentSize = size }
            syncOrthogonalScrollers()
            let rect = layoutRectOverride ?? bounds
            let wanted = (layout.layoutAttributesForElements(in: rect) ?? [])
                .filter {
                    visibleFrame(of: $0).intersects(rect)
                        && $0.representedElementCategory != .decorationView
                }
            let keys = Set(wanted.map(\.elementKey))
            if recycleViews(keeping: keys) { changed = true }
            var resized = false
            for attributes in wanted.sorted(by: { $0.elementKey < $1.elementKey }) {
                let key = attributes.elementKey
                if let view = visibleViews[key] {
                    view.applyAttributes(local(attributes))
                    continue
                }
                changed = true
                let view = makeView(for: attributes)
                // A new view starts at its place (inside an update's animation it fades in if
                // its element was inserted, rather than flying in from elsewhere).
                let appearing = isAppearing(key)
                let start = transitionSourceLayout.flatMap { old in
                    key.kind.map {
                        old.layoutAttributesForSupplementaryView(ofKind: $0, at: key.indexPath)
                    } ?? old.layoutAttributesForItem(at: key.indexPath)
                }
                UIView.performWithoutAnimation {
                    view.applyAttributes(local(start ?? attributes))
                    if appearing { view.alpha = 0 }
                    view.layoutIfNeeded()
                }
                if start != nil { view.applyAttributes(local(attributes)) }
                if appearing { view.alpha = attributes.alpha }
                host(for: attributes).addSubview(view)
                visibleViews[key] = view
                if layout.wantsSelfSizing(attributes) {
                    let preferred = view.preferredLayoutAttributesFitting(attributes)
                    if layout.shouldInvalidateLayout(
                        forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
                    {
                        layoutNeedsPrepare = true
                        resized = true
                    }
                }
                tellWillDisplay(view, key)
            }
            if !resized { break }
        }
        if changed { orderElementViews() }
    }

    /// Stacks the element views by their attributes' `zIndex`, below the scroll indicators.
    private func orderElementViews() {
        let base = backgroundView?.superview === self ? 1 : 0
        let views = visibleViews.values.filter { $0.superview === self }.sorted {
            ($0.appliedAttributes?.zIndex ?? 0) > ($1.appliedAttributes?.zIndex ?? 0)
        }
        for view in views { insertSubview(view, at: base) }
    }

    /// The data source's view for the element, showing the item's selection.
    private func makeView(for attributes: UICollectionViewLayoutAttributes)
        -> UICollectionReusableView
    {
        guard let source = dataSource else {
            preconditionFailure("UICollectionView dataSource is not set")
        }
        let path = attributes.indexPath
        guard let kind = attributes.representedElementKind else {
            let cell = source.collectionView(self, cellForItemAt: path)
            cell.isHighlighted = false
            cell.isSelected = selectedPaths.contains(path)
            return cell
        }
        return source.collectionView(self, viewForSupplementaryElementOfKind: kind, at: path)
    }

    private func tellWillDisplay(_ view: UICollectionReusableView, _ key: ElementKey) {
        let d = collectionDelegate
        if let kind = key.kind {
            d?.collectionView(
                self, willDisplaySupplementaryView: view, forElementKind: kind, at: key.indexPath)
        } else if let cell = view as? UICollectionViewCell {
            d?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
        }
    }

    /// Tells the delegate the view left and queues it for reuse.
    func endDisplaying(_ view: UICollectionReusableView, _ key: ElementKey, remove: Bool = true) {
        if remove { view.removeFromSuperview() }
        let d = collectionDelegate
        if let kind = key.kind {
            d?.collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind,
                at: key.indexPath)
        } else if let cell = view as? UICollectionViewCell {
            d?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        }
    }

    /// Queues a view that left for reuse under its identifier (and kind).
    func enqueue(_ view: UICollectionReusableView, _ key: ElementKey) {
        guard let id = view.reuseIdentifier else { return }
        if let kind = key.kind {
            supplementaryPool.enqueue(view, as: kind + " " + id)
        } else {
            cellPool.enqueue(view, as: id)
        }
    }

    /// Sends the views of elements no longer in view to the reuse queues, in index-path order,
    /// after the delegate's `didEndDisplaying`; true when one left.
    @discardableResult
    func recycleViews(keeping keys: Set<ElementKey>) -> Bool {
        let leaving = visibleViews.keys.filter { !keys.contains($0) }.sorted()
        for key in leaving {
            guard let view = visibleViews.removeValue(forKey: key) else { continue }
            endDisplaying(view, key)
            enqueue(view, key)
        }
        return !leaving.isEmpty
    }
}
