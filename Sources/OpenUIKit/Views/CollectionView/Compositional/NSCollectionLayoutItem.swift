import Foundation

/// One cell's slot in a compositional layout, as UIKit's `NSCollectionLayoutItem`: its size
/// (against its group) and the insets of the cell inside the slot.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    /// The slot's size, resolved against the containing group.
    public let layoutSize: NSCollectionLayoutSize
    /// The cell's insets inside its slot, in points. Default zero.
    open var contentInsets = NSDirectionalEdgeInsets.zero

    /// Creates an item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// A row or column of items (or groups) in a compositional layout, as UIKit's
/// `NSCollectionLayoutGroup`.
///
/// A horizontal group places its subitems left to right, a vertical one top to bottom, each
/// sized against the group; with `subitems:` the list repeats until the group is full, with
/// `repeatingSubitem:count:` exactly `count` copies share the group's length (less the
/// spacing), as UIKit documents.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    /// The group's items (or groups).
    public let subitems: [NSCollectionLayoutItem]
    let repeatCount: Int?
    /// The space between subitems. Default nil (none).
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(
        axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem],
        count: Int?
    ) {
        self.axis = axis
        self.subitems = subitems
        repeatCount = count
        super.init(layoutSize: layoutSize)
    }

    /// A group that places `subitems` left to right, repeated until it is full.
    public class func horizontal(
        layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A group that places `subitems` top to bottom, repeated until it is full.
    public class func vertical(
        layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A group of exactly `count` copies of `subitem` side by side, sharing its width.
    public class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
        count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// A group of exactly `count` copies of `subitem` stacked, sharing its height.
    public class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
        count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
}

/// A supplementary view's place in a compositional layout, as UIKit's
/// `NSCollectionLayoutSupplementaryItem`.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind of supplementary view.
    public let elementKind: String
    /// The view's stacking order. Default 1 (in front of cells).
    open var zIndex = 1

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize)
    }
}

/// A header or footer along a section's (or the whole layout's) edge, as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge it sits on: `.top` for a header, `.bottom` for a footer.
    public let alignment: NSRectAlignment
    /// Whether it stays in view while its section scrolls under it. Default false.
    open var pinToVisibleBounds = false
    /// Whether it adds to the section's extent (true, the default) rather than overlapping it.
    open var extendsBoundary = true

    /// Creates a boundary item of `elementKind` on the `alignment` edge.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
    ) {
        self.alignment = alignment
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}

/// An edge or corner of a rectangle, as UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none
    /// The top edge.
    case top
    /// The top leading corner.
    case topLeading
    /// The leading edge.
    case leading
    /// The bottom leading corner.
    case bottomLeading
    /// The bottom edge.
    case bottom
    /// The bottom trailing corner.
    case bottomTrailing
    /// The trailing edge.
    case trailing
    /// The top trailing corner.
    case topTrailing
}
