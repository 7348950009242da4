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
                .filter { visibleFrame(of: $0).intersects(rect) }
            var keys = Set(wanted.map(\.elementKey))
            // An interactively moving item keeps its cell wherever its place is.
            if let m = movement { keys.insert(ElementKey(kind: nil, indexPath: m.current)) }
            if recycleViews(keeping: keys) { changed = true }
            var resized = false
            for attributes in wanted.sorted(by: { $0.elementKey < $1.elementKey }) {
                let key = attributes.elementKey
                if let view = visibleViews[key], view === movement?.cell {
                    followTargetPosition()
                    continue
                }
                if let view = visibleViews[key] {
                    rehost(view, in: host(for: attributes))
                    view.applyAttributes(local(attributes))
                    continue
                }
                changed = true
                let view = makeView(for: attributes)
                // A new view starts at its place (inside an update's animation it fades in if
                // its element was inserted, rather than flying in from elsewhere), or where
                // the layout's initial attributes for an appearing element put it.
                let appearing = isAppearing(key)
                let initial = appearing ? layout.initialAttributes(forAppearing: key) : nil
                let start =
                    initial ?? transitionSourceLayout.flatMap { $0.attributes(for: key) }
                UIView.performWithoutAnimation {
                    view.applyAttributes(local(start ?? attributes))
                    if appearing && initial == nil { view.alpha = 0 }
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

    /// Stacks the element views by their attributes' `zIndex`, below the scroll indicators; at
    /// the same `zIndex` a decoration view goes behind the cells and supplementary views (the
    /// compositional layout's decoration items, `zIndex` 0, are "below all other items in the
    /// section", as Apple's reference says).
    func orderElementViews() {
        let base = backgroundView?.superview === self ? 1 : 0
        func depth(_ view: UICollectionReusableView) -> (Int, Int) {
            let a = view.appliedAttributes
            return (a?.zIndex ?? 0, a?.representedElementCategory == .decorationView ? 0 : 1)
        }
        let views = visibleViews.values.filter { $0.superview === self }.sorted {
            depth($0) > depth($1)
        }
        for view in views { insertSubview(view, at: base) }
    }

    /// The data source's view for the element, showing the item's selection; a decoration
    /// view from the layout's registered class.
    private func makeView(for attributes: UICollectionViewLayoutAttributes)
        -> UICollectionReusableView
    {
        if attributes.representedElementCategory == .decorationView {
            return makeDecorationView(ofKind: attributes.representedElementKind ?? "")
        }
        guard let source = dataSource else {
            preconditionFailure("UICollectionView dataSource is not set")
        }
        let path = attributes.indexPath
        guard let kind = attributes.representedElementKind else {
            // During an interactive movement the data source still has the items in their
            // first order.
            let asked = movement?.modelPath(forInterim: path) ?? path
            let cell = source.collectionView(self, cellForItemAt: asked)
            cell.isHighlighted = false
            cell.isSelected = selectedPaths.contains(path)
            return cell
        }
        return source.collectionView(self, viewForSupplementaryElementOfKind: kind, at: path)
    }

    /// A decoration view of `kind`: one waiting for reuse (after its `prepareForReuse()`), or
    /// a new one of the class registered with the layout; stops with UIKit's message when the
    /// kind was never registered.
    private func makeDecorationView(ofKind kind: String) -> UICollectionReusableView {
        if let view = decorationPool.dequeue(kind) {
            view.prepareForReuse()
            return view
        }
        guard let type = layout.decorationClasses[kind] else {
            preconditionFailure(
                "could not dequeue a decoration view of kind: \(kind) - must register as a class "
                    + "or nib or connect a prototype in a storyboard")
        }
        let view = type.init(frame: .zero)
        view.reuseIdentifier = kind
        return view
    }

    private func tellWillDisplay(_ view: UICollectionReusableView, _ key: ElementKey) {
        guard !key.isDecoration else { return }
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
        guard !key.isDecoration else { return }
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
        if key.isDecoration {
            decorationPool.enqueue(view, as: id)
        } else if let kind = key.kind {
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
