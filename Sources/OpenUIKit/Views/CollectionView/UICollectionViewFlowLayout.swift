import Foundation

extension UICollectionView {
    /// The axis a layout's content scrolls along, as UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        /// Rows of items, scrolling up and down.
        case vertical
        /// Columns of items, scrolling left and right.
        case horizontal
    }
}

/// A layout that places items in lines, one after another, wrapping at the collection view's
/// edge, as UIKit's `UICollectionViewFlowLayout`.
///
/// Vertically, items fill rows left to right and rows stack downwards (horizontally, columns
/// top to bottom, stacked rightwards). Each section is its header, its inset, its lines of
/// items `minimumLineSpacing` apart, its inset again and its footer. Items in a line are at
/// least `minimumInteritemSpacing` apart; the room left over is shared between them (a line of
/// one item centres it; the last line of a section keeps the line before it's spacing) and each
/// item is centred across its line (Docs/Behaviour-lists.md, "Collection views"). A
/// `UICollectionViewDelegateFlowLayout` delegate may size each item and section.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The value of `estimatedItemSize` that sizes every cell through Auto Layout, as UIKit's
    /// `UICollectionViewFlowLayout.automaticSize`; items start at `itemSize` until measured.
    public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of every item, in points, unless the delegate says otherwise. Default 50 × 50,
    /// as Apple's reference gives.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The size items are assumed to have until their cells are measured; zero (the default)
    /// turns self-sizing off, `automaticSize` sizes cells through Auto Layout.
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The least space between lines, in points. Default 10, as Apple's reference gives.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items in a line, in points. Default 10, as Apple's reference
    /// gives.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items, in points. Default zero.
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// The size of each section's header, in points: only its height counts vertically, its
    /// width horizontally; zero (the default) means no header.
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The size of each section's footer, as `headerReferenceSize`. Default zero.
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The axis the content scrolls along. Default `.vertical`.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical {
        didSet { invalidateLayout() }
    }
    /// Whether a section's header stays at the top of the visible area while its section
    /// scrolls under it (pushed away by the section's end). Default false.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    // MARK: State

    /// One section's laid-out elements.
    struct Section {
        var header: UICollectionViewLayoutAttributes?
        var footer: UICollectionViewLayoutAttributes?
        var items: [UICollectionViewLayoutAttributes] = []
        /// Each line's extent along the scrolling axis and its items.
        var lines: [(start: CGFloat, end: CGFloat, items: Range<Int>)] = []
        /// The section along the scrolling axis: header start, items end, footer end.
        var start: CGFloat = 0
        var itemsEnd: CGFloat = 0
        var end: CGFloat = 0
    }

    var sections: [Section] = []
    var contentSize = CGSize.zero
    /// Sizes measured from self-sizing cells, kept until the data is reloaded.
    var measuredSizes: [IndexPath: CGSize] = [:]
    var measuredCrossExtent: CGFloat = -1

    /// Creates a flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// Archives do not exist in this engine: a flow layout with UIKit's defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        computeSections()
    }

    open override func layoutAttributesForElements(in rect: CGRect)
        -> [UICollectionViewLayoutAttributes]?
    {
        let vertical = scrollDirection == .vertical
        let lo = vertical ? rect.minY : rect.minX
        let hi = vertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        for (s, section) in sections.enumerated() where section.end >= lo && section.start <= hi {
            if let header = headerAttributes(s), header.frame.intersects(rect) {
                result.append(header)
            }
            // The first line that ends at or after `lo`, by binary search.
            var first = 0
            var last = section.lines.count
            while first < last {
                let mid = (first + last) / 2
                if section.lines[mid].end < lo { first = mid + 1 } else { last = mid }
            }
            for line in section.lines[first...] {
                if line.start > hi { break }
                for i in line.items where section.items[i].frame.intersects(rect) {
                    result.append(section.items[i])
                }
            }
            if let footer = section.footer, footer.frame.intersects(rect) { result.append(footer) }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        element(at: indexPath, in: sections.map(\.items))
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return headerAttributes(indexPath.section)
        case UICollectionView.elementKindSectionFooter: return sections[indexPath.section].footer
        default: return nil
        }
    }

    /// True when the bounds' extent across the scrolling axis changes (the lines wrap anew), or
    /// always while headers are pinned, as UIKit's flow layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if sectionHeadersPinToVisibleBounds { return true }
        let cross = scrollDirection == .vertical ? newBounds.width : newBounds.height
        return cross != measuredCrossExtent
    }

    /// Keeps a self-sizing cell's measured size; true when it differs from the estimate.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        guard preferredAttributes.representedElementCategory == .cell else { return false }
        measuredSizes[originalAttributes.indexPath] = preferredAttributes.size
        return preferredAttributes.size != originalAttributes.size
    }

    override func wantsSelfSizing(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        estimatedItemSize != .zero && attributes.representedElementCategory == .cell
            && measuredSizes[attributes.indexPath] == nil
    }

    override func dataDidReload() {
        measuredSizes.removeAll()
    }

    /// The header of section `s`, moved to stay in view when headers are pinned.
    private func headerAttributes(_ s: Int) -> UICollectionViewLayoutAttributes? {
        guard let header = sections[s].header else { return nil }
        guard sectionHeadersPinToVisibleBounds, let cv = collectionView else { return header }
        let vertical = scrollDirection == .vertical
        let inset = cv.adjustedContentInset
        let visibleStart = vertical ? cv.bounds.minY + inset.top : cv.bounds.minX + inset.left
        let length = vertical ? header.frame.height : header.frame.width
        let natural = vertical ? header.frame.minY : header.frame.minX
        let at = min(max(natural, visibleStart), sections[s].itemsEnd - length)
        guard let pinned = header.copy() as? UICollectionViewLayoutAttributes else { return header }
        if vertical {
            pinned.frame.origin.y = max(natural, at)
        } else {
            pinned.frame.origin.x = max(natural, at)
        }
        pinned.zIndex = 10
        return pinned
    }
}
