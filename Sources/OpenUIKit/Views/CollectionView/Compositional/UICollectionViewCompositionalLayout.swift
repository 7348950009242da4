import Foundation

/// The overall settings of a compositional layout, as UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
    /// The axis sections follow each other along. Default `.vertical`.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// The space between sections, in points. Default 0.
    open var interSectionSpacing: CGFloat = 0

    /// A configuration with UIKit's defaults.
    public init() {}
}

/// The closure that makes each section of a compositional layout from its index and
/// environment, as UIKit's `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout made of sections of groups of items, as UIKit's
/// `UICollectionViewCompositionalLayout`.
///
/// Each section repeats its group along the scrolling axis until its items run out (or
/// across it, when `orthogonalScrollingBehavior` is set: the section then scrolls sideways in
/// a scroll view of its own). Fractional dimensions resolve against the container: the section's
/// content area for groups, the group for its items. Estimated dimensions start at the estimate
/// and take the cell's Auto Layout size when it comes into view (Docs/Behaviour-lists.md,
/// "Collection views").
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    /// The layout's overall settings; setting it invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    var sections: [CompositionalSection] = []
    var contentSize = CGSize.zero
    /// Sizes measured from self-sizing cells and supplementary views.
    var measuredSizes: [ElementKey: CGSize] = [:]
    var measuredWidth: CGFloat = -1

    /// A layout of `section` for every section.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(
            section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout of `section` for every section, with `configuration`.
    public init(
        section: NSCollectionLayoutSection,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// A layout whose sections `sectionProvider` makes.
    public convenience init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider
    ) {
        self.init(
            sectionProvider: sectionProvider,
            configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose sections `sectionProvider` makes, with `configuration`.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Archives do not exist in this engine: an empty layout.
    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// A layout whose every section is a list of `configuration`'s look.
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        computeSections()
    }

    open override func layoutAttributesForElements(in rect: CGRect)
        -> [UICollectionViewLayoutAttributes]?
    {
        var result: [UICollectionViewLayoutAttributes] = []
        for (s, section) in sections.enumerated() where section.frame.intersects(rect) {
            let shift = orthogonalShift(s)
            for a in section.items {
                if shift == .zero {
                    if a.frame.intersects(rect) { result.append(a) }
                } else if a.frame.offsetBy(dx: -shift.x, dy: -shift.y).intersects(rect) {
                    result.append(a)
                }
            }
            for b in section.boundaries {
                let a = pinned(b, in: section)
                if a.frame.intersects(rect) { result.append(a) }
            }
            result += section.decorations.filter { $0.frame.intersects(rect) }
        }
        return result
    }

    /// The section's decoration item of `elementKind` (a background), nil when it has none.
    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        return sections[indexPath.section].decorations.first {
            $0.representedElementKind == elementKind && $0.indexPath == indexPath
        }
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
        let section = sections[indexPath.section]
        return section.boundaries.first {
            $0.attributes.representedElementKind == elementKind
        }.map { pinned($0, in: section) }
    }

    /// True when the bounds' size changes, or always while a boundary item is pinned.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if sections.contains(where: { $0.boundaries.contains { $0.pins } }) { return true }
        guard let cv = collectionView else { return false }
        return newBounds.size != cv.bounds.size
    }

    /// Keeps a self-sizing element's measured size; true when it differs from the estimate.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        measuredSizes[originalAttributes.elementKey] = preferredAttributes.size
        return preferredAttributes.size != originalAttributes.size
    }

    override func wantsSelfSizing(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        (attributes.fixedWidth != attributes.fixedHeight)
            && measuredSizes[attributes.elementKey] == nil
    }

    override func dataDidReload() {
        measuredSizes.removeAll()
    }

    override var orthogonalSections: [Int: CompositionalSection] {
        var result: [Int: CompositionalSection] = [:]
        for (s, section) in sections.enumerated() where section.behavior != .none {
            result[s] = section
        }
        return result
    }

    /// How far the orthogonal scroller of section `s` has scrolled.
    func orthogonalShift(_ s: Int) -> CGPoint {
        guard sections[s].behavior != .none, let cv = collectionView else { return .zero }
        return cv.orthogonalScrollers[s]?.contentOffset ?? .zero
    }

    /// A boundary item where it shows: pinned ones stay in view inside their section.
    private func pinned(_ b: CompositionalSection.Boundary, in section: CompositionalSection)
        -> UICollectionViewLayoutAttributes
    {
        guard b.pins, let cv = collectionView,
            let copy = b.attributes.copy() as? UICollectionViewLayoutAttributes
        else { return b.attributes }
        let vertical = configuration.scrollDirection == .vertical
        let inset = cv.adjustedContentInset
        if vertical {
            let top = cv.bounds.minY + inset.top
            let h = copy.frame.height
            copy.frame.origin.y = max(
                b.attributes.frame.minY,
                min(max(b.attributes.frame.minY, top), section.frame.maxY - h))
        } else {
            let left = cv.bounds.minX + inset.left
            let w = copy.frame.width
            copy.frame.origin.x = max(
                b.attributes.frame.minX,
                min(max(b.attributes.frame.minX, left), section.frame.maxX - w))
        }
        copy.zIndex = max(copy.zIndex, 10)
        return copy
    }
}
