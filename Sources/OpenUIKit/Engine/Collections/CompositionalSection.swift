import Foundation

/// One laid-out section of a compositional layout: its items' attributes (index = item), its
/// boundary items, its frame in the content and whether it scrolls sideways.
@MainActor
struct CompositionalSection {
    struct Boundary {
        let attributes: UICollectionViewLayoutAttributes
        let pins: Bool
    }
    var items: [UICollectionViewLayoutAttributes] = []
    var boundaries: [Boundary] = []
    /// The section's decoration views (backgrounds), item 0, 1, … of their kinds.
    var decorations: [UICollectionViewLayoutAttributes] = []
    var frame = CGRect.zero
    var behavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// The band an orthogonal section's groups scroll in, and the groups' full extent along it.
    var orthogonalFrame = CGRect.zero
    var orthogonalContentSize = CGSize.zero
    /// The leading edges of the groups along the orthogonal axis (for group paging).
    var groupStarts: [CGFloat] = []
}

/// Places the leaves of a group: each leaf takes the next item, its slot sized against the
/// group, the cell inset by the item's `contentInsets`. Sizes measured from cells replace
/// estimated dimensions.
@MainActor
struct GroupPlacer {
    let section: Int
    let count: Int
    let measured: (IndexPath) -> CGSize?
    var next = 0
    var frames: [(IndexPath, CGRect, fixedWidth: Bool, fixedHeight: Bool)] = []

    /// Lays `group` out with its top-left corner at `origin` in a group box of `size` (its
    /// resolved size); returns the size it took (its estimated side grows to its content).
    mutating func place(_ group: NSCollectionLayoutGroup, at origin: CGPoint, size: CGSize)
        -> CGSize
    {
        let horizontal = group.axis == .horizontal
        let along = horizontal ? size.width : size.height
        var slots: [(NSCollectionLayoutItem, CGSize)] = []
        if let n = group.repeatCount, let item = group.subitems.first, n > 0 {
            let spacing = group.interItemSpacing?.spacing ?? 0
            let share = (along - spacing * CGFloat(n - 1)) / CGFloat(n)
            let resolved = item.layoutSize.resolve(in: size)
            let slot =
                horizontal
                ? CGSize(width: share, height: resolved.height)
                : CGSize(width: resolved.width, height: share)
            slots = Array(repeating: (item, slot), count: n)
        } else if !group.subitems.isEmpty {
            let spacing = group.interItemSpacing?.spacing ?? 0
            var used: CGFloat = 0
            var k = 0
            while slots.count < 1000 {
                let item = group.subitems[k % group.subitems.count]
                let s = item.layoutSize.resolve(in: size)
                let length = horizontal ? s.width : s.height
                let gap = slots.isEmpty ? 0 : spacing
                if !slots.isEmpty, used + gap + length > along + 0.001 { break }
                if length <= 0 { break }
                slots.append((item, s))
                used += gap + length
                k += 1
            }
        }
        var position: CGFloat = 0
        var extent: CGFloat = 0
        let total = slots.reduce(0) { $0 + (horizontal ? $1.1.width : $1.1.height) }
        var spacing = group.interItemSpacing?.spacing ?? 0
        if let s = group.interItemSpacing, s.isFlexibleSpacing, slots.count > 1 {
            spacing = max(s.spacing, (along - total) / CGFloat(slots.count - 1))
        }
        for (i, (item, slot)) in slots.enumerated() {
            guard next < count else { break }
            if i > 0 { position += spacing }
            let at =
                horizontal
                ? CGPoint(x: origin.x + position, y: origin.y)
                : CGPoint(x: origin.x, y: origin.y + position)
            var taken = slot
            if let sub = item as? NSCollectionLayoutGroup {
                taken = place(sub, at: at, size: slot)
            } else {
                let path = IndexPath(item: next, section: section)
                let inset = item.contentInsets
                let estimatedWidth = item.layoutSize.widthDimension.isEstimated
                let estimatedHeight = item.layoutSize.heightDimension.isEstimated
                var cell = CGSize(
                    width: slot.width - inset.leading - inset.trailing,
                    height: slot.height - inset.top - inset.bottom)
                if let m = measured(path) {
                    if estimatedWidth { cell.width = m.width }
                    if estimatedHeight { cell.height = m.height }
                }
                taken = CGSize(
                    width: cell.width + inset.leading + inset.trailing,
                    height: cell.height + inset.top + inset.bottom)
                let frame = CGRect(
                    x: at.x + inset.leading, y: at.y + inset.top, width: cell.width,
                    height: cell.height)
                frames.append(
                    (
                        path, frame, fixedWidth: !estimatedWidth && estimatedHeight,
                        fixedHeight: !estimatedHeight && estimatedWidth
                    ))
                next += 1
            }
            position += horizontal ? taken.width : taken.height
            extent = max(extent, horizontal ? taken.height : taken.width)
        }
        // An estimated side follows the content; an absolute or fractional one stays.
        var result = size
        if horizontal {
            if group.layoutSize.heightDimension.isEstimated { result.height = extent }
            if group.layoutSize.widthDimension.isEstimated { result.width = position }
        } else {
            if group.layoutSize.widthDimension.isEstimated { result.width = extent }
            if group.layoutSize.heightDimension.isEstimated { result.height = position }
        }
        return result
    }
}
