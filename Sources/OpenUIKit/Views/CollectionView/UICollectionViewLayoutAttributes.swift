import Foundation

/// Where and how one cell or supplementary view of a collection view is shown, as UIKit's
/// `UICollectionViewLayoutAttributes`: a layout makes them, the collection view applies them.
///
/// `frame`, `center`, `size` and `bounds` describe one rectangle, in the collection view's
/// content coordinates (points). Copies (`copy()`) keep every property; a subclass that adds
/// properties overrides `copy(with:)` and `isEqual(_:)`, as in UIKit.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
    /// The element's rectangle in the collection view's content, in points.
    open var frame: CGRect = .zero
    /// The element's centre, in points: moving it moves `frame`.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            frame.origin = CGPoint(
                x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }
    /// The element's size, in points: changing it keeps `center`.
    open var size: CGSize {
        get { frame.size }
        set {
            let c = center
            frame = CGRect(
                x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }
    /// The element's bounds: origin zero, `size`.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The element's 3D transform. Default identity.
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// The element's affine transform (the affine part of `transform3D`). Default identity.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The element's opacity, 0…1. Default 1.
    open var alpha: CGFloat = 1
    /// The element's stacking order: higher is in front. Default 0.
    open var zIndex = 0
    /// Whether the element is hidden. Default false.
    open var isHidden = false
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the attributes describe a cell, a supplementary view or a decoration view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of supplementary or decoration view (nil for a cell).
    open private(set) var representedElementKind: String?

    /// Which sides a self-sizing element keeps (engine: the width of a list row, none for a
    /// flow layout's `automaticSize`).
    var fixedWidth = false
    var fixedHeight = false
    /// Whether a list row draws its separator (engine: the list configuration's, not after a
    /// grouped section's last row).
    var showsSeparator = true
    /// The corners a list row rounds (engine: an `.insetGrouped` section's first and last
    /// rows, as the table's).
    var listCorners: CACornerMask = []

    /// Attributes for nothing yet: a cell at item 0 of section 0 with a zero frame.
    public required init() {}

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for the supplementary view of `elementKind` at `indexPath`.
    public convenience init(
        forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath
    ) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for the decoration view of `decorationViewKind` at `indexPath`: a view the
    /// layout adds (a section's background), made by the collection view from the class
    /// registered with the layout for the kind, never by the data source.
    public convenience init(
        forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
    ) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy with every property, as `NSCopying`; subclasses call `super` and copy their own.
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = type(of: self).init()
        c.frame = frame
        c.transform3D = transform3D
        c.alpha = alpha
        c.zIndex = zIndex
        c.isHidden = isHidden
        c.indexPath = indexPath
        c.representedElementCategory = representedElementCategory
        c.representedElementKind = representedElementKind
        c.fixedWidth = fixedWidth
        c.fixedHeight = fixedHeight
        c.showsSeparator = showsSeparator
        c.listCorners = listCorners
        return c
    }

    /// A copy with every property: `copy(with: nil)`.
    public func copy() -> Any { copy(with: nil) }

    /// Whether `object` is attributes with the same values.
    open func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UICollectionViewLayoutAttributes else { return false }
        return o.frame == frame && CATransform3DEqualToTransform(o.transform3D, transform3D)
            && o.alpha == alpha && o.zIndex == zIndex && o.isHidden == isHidden
            && o.indexPath == indexPath
            && o.representedElementCategory == representedElementCategory
            && o.representedElementKind == representedElementKind
    }

    /// The key the collection view files the element under: "cell", or the kind.
    var elementKey: ElementKey {
        ElementKey(
            kind: representedElementKind, indexPath: indexPath,
            isDecoration: representedElementCategory == .decorationView)
    }
}

/// One element of a collection view: a cell (no kind), or a supplementary or decoration view
/// of a kind.
struct ElementKey: Hashable, Comparable {
    let kind: String?
    let indexPath: IndexPath
    /// A decoration view's (made from the layout's registered class, not the data source).
    var isDecoration = false

    static func < (a: ElementKey, b: ElementKey) -> Bool {
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        if a.isDecoration != b.isDecoration { return a.isDecoration }
        return (a.kind ?? "") < (b.kind ?? "")
    }
}
