import Foundation

/// The abstract base of the objects that place a collection view's cells, supplementary
/// views and decoration views, as UIKit's `UICollectionViewLayout`.
///
/// The collection view calls `prepare()` once after each invalidation, then reads
/// `collectionViewContentSize` and `layoutAttributesForElements(in:)` for the rectangle it
/// shows. A subclass overrides those (and `layoutAttributesForItem(at:)`); the base returns
/// nothing. A layout belongs to one collection view at a time.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view using the layout (nil until it is set on one).
    open internal(set) weak var collectionView: UICollectionView?
    /// The classes decoration views are made from, by kind
    /// (`register(_:forDecorationViewOfKind:)`).
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Creates a layout; set it on a collection view to use it.
    public init() {}

    /// Archives do not exist in this engine: a layout as `init()` makes it.
    public required init?(coder: NSCoder) {}

    /// The class of attributes the layout makes. Default `UICollectionViewLayoutAttributes`.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Computes the layout; called before the first use and after each invalidation. Default
    /// does nothing; subclasses call `super`.
    open func prepare() {}

    /// The size of all the content, in points. Default zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the elements that overlap `rect` (content coordinates). Default nil.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        nil
    }

    /// The attributes of the cell at `indexPath`. Default nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`. Default nil.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`. Default nil;
    /// a layout that returns decoration views from `layoutAttributesForElements(in:)`
    /// overrides it, as UIKit asks.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Registers the class the collection view makes decoration views of `elementKind` from
    /// (nil removes it), as UIKit's layouts do: decoration views come from the layout, not the
    /// data source. The class must be a `UICollectionReusableView` subclass; its
    /// `init(frame:)` is called.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else {
            decorationClasses[elementKind] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            preconditionFailure(
                "must pass a class of kind UICollectionReusableView (got \(viewClass)) for "
                    + "decoration view kind " + elementKind)
        }
        decorationClasses[elementKind] = type
    }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout.
    /// Default false, as UIKit's base layout.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a cell's preferred attributes (self-sizing) need a new layout. Default false.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Marks the layout out of date: `invalidateLayout(with:)` with a context whose
    /// `invalidateEverything` is true.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Marks the parts of the layout `context` names out of date: the collection view calls
    /// `prepare()` again at its next layout pass (the built-in layouts recompute everything).
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        collectionView?.layoutNeedsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// The class of the contexts the layout's invalidations use. Default
    /// `UICollectionViewLayoutInvalidationContext`.
    open class var invalidationContextClass: AnyClass {
        UICollectionViewLayoutInvalidationContext.self
    }

    /// A context of `invalidationContextClass`.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type =
            Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
            ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    // MARK: Interactive movement

    /// The index path an interactively moving item takes with its centre at `position` (content
    /// coordinates): the item's under the point, or `previousIndexPath` between items, as
    /// UIKit's layouts map points to index paths.
    open func targetIndexPath(
        forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    ) -> IndexPath {
        let probe = CGRect(x: position.x, y: position.y, width: 1, height: 1)
        return (layoutAttributesForElements(in: probe) ?? [])
            .first { $0.representedElementCategory == .cell && $0.frame.contains(position) }?
            .indexPath ?? previousIndexPath
    }

    /// The attributes of an interactively moving item: a copy of the item's with `center` at
    /// `position` and `zIndex` `Int.max`, so it floats above the others, as Apple's reference
    /// describes.
    open func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
        let base =
            layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        base.center = position
        base.zIndex = Int.max
        return base
    }

    /// The context for one step of an interactive movement: the moving items' index paths
    /// before (`previousIndexPaths`) and after (`targetIndexPaths`) it, and the target point.
    open func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath],
        withTargetPosition targetPosition: CGPoint, previousIndexPaths: [IndexPath],
        previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.interactiveMovementTarget = targetPosition
        context.invalidateDataSourceCounts =
            zip(targetIndexPaths, previousIndexPaths).contains { $0.section != $1.section }
        return context
    }

    /// The context for the end of an interactive movement: the items' final index paths (their
    /// starting ones when `movementCancelled`) and where they were.
    open func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
        movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.interactiveMovementTarget = collectionView?.movement?.position ?? .zero
        context.invalidateDataSourceCounts =
            zip(indexPaths, previousIndexPaths).contains { $0.section != $1.section }
        return context
    }

    /// Where an animated scroll or a layout change should stop, given the offset proposed.
    /// Default the proposed offset.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
        -> CGPoint
    { proposedContentOffset }

    /// The attributes an inserted item starts from in an animated update. Default nil (it
    /// fades in at its final place).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// The attributes a deleted item ends at in an animated update. Default nil (it fades out
    /// where it was).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// The attributes an inserted supplementary view starts from in an animated update.
    /// Default nil (it fades in at its final place).
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes a deleted supplementary view ends at in an animated update. Default nil
    /// (it fades out where it was).
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes a decoration view of a new section starts from in an animated update.
    /// Default nil (it fades in at its final place).
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes a decoration view of a deleted section ends at in an animated update
    /// (`decorationIndexPath` before the update). Default nil (it fades out where it was).
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The layout's starting attributes for an element that appears in an update, by category.
    func initialAttributes(forAppearing key: ElementKey) -> UICollectionViewLayoutAttributes? {
        guard let kind = key.kind else {
            return initialLayoutAttributesForAppearingItem(at: key.indexPath)
        }
        return key.isDecoration
            ? initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: key.indexPath)
            : initialLayoutAttributesForAppearingSupplementaryElement(
                ofKind: kind, at: key.indexPath)
    }

    /// The layout's final attributes for an element that leaves in an update, by category.
    func finalAttributes(forDisappearing key: ElementKey) -> UICollectionViewLayoutAttributes? {
        guard let kind = key.kind else {
            return finalLayoutAttributesForDisappearingItem(at: key.indexPath)
        }
        return key.isDecoration
            ? finalLayoutAttributesForDisappearingDecorationElement(
                ofKind: kind, at: key.indexPath)
            : finalLayoutAttributesForDisappearingSupplementaryElement(
                ofKind: kind, at: key.indexPath)
    }

    /// The layout's attributes for an element, by category.
    func attributes(for key: ElementKey) -> UICollectionViewLayoutAttributes? {
        guard let kind = key.kind else { return layoutAttributesForItem(at: key.indexPath) }
        return key.isDecoration
            ? layoutAttributesForDecorationView(ofKind: kind, at: key.indexPath)
            : layoutAttributesForSupplementaryView(ofKind: kind, at: key.indexPath)
    }

    /// Whether the layout sizes `attributes`' element from the cell itself (estimated sizes).
    func wantsSelfSizing(_ attributes: UICollectionViewLayoutAttributes) -> Bool { false }

    /// The sections that scroll across the layout's axis, by index (compositional layouts).
    var orthogonalSections: [Int: CompositionalSection] { [:] }

    /// The data was reloaded: forget what was measured from cells.
    func dataDidReload() {}

    /// The attributes at `indexPath` of per-section lists, nil outside them.
    func element(
        at indexPath: IndexPath, in sections: [[UICollectionViewLayoutAttributes]]
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        let items = sections[indexPath.section]
        return indexPath.item >= 0 && indexPath.item < items.count ? items[indexPath.item] : nil
    }

    /// The collection view's data, as layouts read it: sections and items per section.
    var itemCounts: [Int] { collectionView?.itemCounts ?? [] }
}
