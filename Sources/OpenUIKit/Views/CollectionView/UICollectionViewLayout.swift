import Foundation

/// The abstract base of the objects that place a collection view's cells and supplementary
/// views, as UIKit's `UICollectionViewLayout`.
///
/// The collection view calls `prepare()` once after each invalidation, then reads
/// `collectionViewContentSize` and `layoutAttributesForElements(in:)` for the rectangle it
/// shows. A subclass overrides those (and `layoutAttributesForItem(at:)`); the base returns
/// nothing. A layout belongs to one collection view at a time.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view using the layout (nil until it is set on one).
    open internal(set) weak var collectionView: UICollectionView?

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

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout.
    /// Default false, as UIKit's base layout.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a cell's preferred attributes (self-sizing) need a new layout. Default false.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Marks the layout out of date: the collection view calls `prepare()` again at its next
    /// layout pass.
    open func invalidateLayout() {
        collectionView?.layoutNeedsPrepare = true
        collectionView?.setNeedsLayout()
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
