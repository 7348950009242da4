import Foundation

extension UICollectionView {
    /// Inserts items at `indexPaths` (paths after the update), animated; the data source must
    /// already count them.
    public func insertItems(at indexPaths: [IndexPath]) {
        update { $0.inserted += indexPaths }
    }

    /// Deletes the items at `indexPaths` (paths before the update), animated; the data source
    /// must already not count them.
    public func deleteItems(at indexPaths: [IndexPath]) {
        update { $0.deleted += indexPaths }
    }

    /// Asks the data source again for the cells at `indexPaths`, animated.
    public func reloadItems(at indexPaths: [IndexPath]) {
        update { $0.reloaded += indexPaths }
    }

    /// Moves the item at `indexPath` (before the update) to `newIndexPath` (after it), animated.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.moved.append((indexPath, newIndexPath)) }
    }

    /// Inserts the sections in `sections` (indexes after the update), animated.
    public func insertSections(_ sections: IndexSet) {
        update { $0.insertedSections += Array(sections) }
    }

    /// Deletes the sections in `sections` (indexes before the update), animated.
    public func deleteSections(_ sections: IndexSet) {
        update { $0.deletedSections += Array(sections) }
    }

    /// Asks the data source again for the sections' items and supplementary views (indexes
    /// before the update), animated: the old views fade out as the new ones fade in.
    public func reloadSections(_ sections: IndexSet) {
        update { $0.reloadedSections += Array(sections) }
    }

    /// Moves a section with its items from `section` (before the update) to `newSection` (after
    /// it), animated: its views slide there and the sections between make room.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        update { $0.movedSections.append((section, newSection)) }
    }

    /// Runs `updates` (insertions, deletions, reloads and moves) as one animated change, then
    /// calls `completion` when the animations end (at once, with true, when nothing was laid
    /// out yet).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updateDepth += 1
        updates?()
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let update = pendingUpdate
        pendingUpdate = ListUpdate()
        applyUpdate(update, completion: completion)
    }

    private func update(_ record: (inout ListUpdate) -> Void) {
        record(&pendingUpdate)
        guard updateDepth == 0 else { return }
        let update = pendingUpdate
        pendingUpdate = ListUpdate()
        applyUpdate(update, completion: nil)
    }

    /// Checks the new counts (the data source's, or `givenCounts` for an interactive
    /// movement's interim order), moves the views and selection of the items that stay to their
    /// new index paths, fades out the views of deleted items, and animates the layout to the
    /// new places over 0.3 s (choice, as the table's rows).
    func applyUpdate(
        _ update: ListUpdate, counts givenCounts: [Int]? = nil, completion: ((Bool) -> Void)?
    ) {
        guard !needsReload else {
            completion?(true)
            return
        }
        let source = dataSource
        let sectionCount = source.map { $0.numberOfSections(in: self) } ?? 0
        let newCounts =
            givenCounts
            ?? (0..<sectionCount).map {
                source?.collectionView(self, numberOfItemsInSection: $0) ?? 0
            }
        let plan = update.plan(oldCounts: itemCounts, newCounts: newCounts, nouns: .collection)
        itemCounts = newCounts
        var needed = Set(visibleViews.keys.filter { $0.kind == nil }.map(\.indexPath))
        needed.formUnion(selectedPaths)
        let mapping = plan.newPaths(of: needed)
        let sectionMapping = plan.newSections
        var kept: [ElementKey: UICollectionReusableView] = [:]
        var leaving: [(ElementKey, UICollectionReusableView)] = []
        for (key, view) in visibleViews {
            if key.kind == nil, let n = mapping[key.indexPath] {
                kept[ElementKey(kind: nil, indexPath: n)] = view
            } else if let kind = key.kind, let s = sectionMapping[key.indexPath.section] {
                let path = IndexPath(item: key.indexPath.item, section: s)
                kept[ElementKey(kind: kind, indexPath: path, isDecoration: key.isDecoration)] =
                    view
            } else {
                leaving.append((key, view))
            }
        }
        visibleViews = kept
        let retiredScrollers = remapOrthogonalScrollers(sectionMapping)
        selectedPaths = selectedPaths.compactMap { mapping[$0] }
        trackedPath = nil
        layoutNeedsPrepare = true
        // The layout prepares for the new data first: it gives the leaving elements' final
        // attributes.
        prepareLayoutIfNeeded()
        let animated = UIView.areAnimationsEnabled
        for (key, view) in leaving.sorted(by: { $0.0 < $1.0 }) {
            endDisplaying(view, key, remove: !animated)
            guard animated else {
                enqueue(view, key)
                continue
            }
            // Out to the layout's final attributes when it gives them (for a view in the
            // collection view itself), else a fade where it was.
            let final = view.superview === self ? layout.finalAttributes(forDisappearing: key) : nil
            UIView.animate(
                withDuration: Self.updateAnimationDuration,
                animations: {
                    if let final { view.applyAttributes(final) } else { view.alpha = 0 }
                },
                completion: { [weak self] _ in
                    view.removeFromSuperview()
                    view.alpha = 1
                    self?.enqueue(view, key)
                })
        }
        guard animated else {
            for scroller in retiredScrollers { scroller.removeFromSuperview() }
            layoutElements()
            completion?(true)
            return
        }
        appearingPlan = plan
        UIView.animate(
            withDuration: Self.updateAnimationDuration, animations: { self.layoutElements() },
            completion: { finished in
                // A deleted orthogonal section's scroll view goes once its cells have faded.
                for scroller in retiredScrollers { scroller.removeFromSuperview() }
                completion?(finished)
            })
        appearingPlan = nil
    }

    /// Whether the element is new in the update being applied (its view fades in): an item
    /// inserted or reloaded, or of a new or reloaded section, and a new section's supplementary
    /// views.
    func isAppearing(_ key: ElementKey) -> Bool {
        guard let plan = appearingPlan else { return false }
        guard key.kind != nil else { return plan.isFresh(key.indexPath) }
        let s = key.indexPath.section
        return s < plan.sectionSource.count && plan.sectionSource[s] == nil
    }

    /// How long inserted and deleted items fade and the others slide, 0.3 s (choice).
    static let updateAnimationDuration: TimeInterval = 0.3
}
