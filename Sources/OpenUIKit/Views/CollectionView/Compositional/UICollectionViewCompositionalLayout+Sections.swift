import Foundation

extension UICollectionViewCompositionalLayout {
    /// Asks the provider for each section and lays it out, one after another along the
    /// scrolling axis, `interSectionSpacing` apart.
    func computeSections() {
        guard let cv = collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        let vertical = configuration.scrollDirection == .vertical
        let viewSize = cv.bounds.size
        if viewSize.width != measuredWidth, measuredWidth >= 0 { measuredSizes.removeAll() }
        measuredWidth = viewSize.width
        let environment = LayoutContainer(
            contentSize: viewSize,
            traitCollection: cv.window?.rootViewController?.traitCollection ?? UITraitCollection())
        var main: CGFloat = 0
        var result: [CompositionalSection] = []
        for (s, count) in itemCounts.enumerated() {
            if s > 0 { main += configuration.interSectionSpacing }
            guard let definition = sectionProvider(s, environment) else {
                result.append(CompositionalSection())
                continue
            }
            let laid = layOut(
                definition, index: s, count: count, at: main, in: viewSize, vertical: vertical)
            main = vertical ? laid.frame.maxY : laid.frame.maxX
            result.append(laid)
        }
        sections = result
        contentSize =
            vertical
            ? CGSize(width: viewSize.width, height: main)
            : CGSize(width: main, height: viewSize.height)
    }

    private func layOut(
        _ definition: NSCollectionLayoutSection, index s: Int, count: Int, at start: CGFloat,
        in viewSize: CGSize, vertical: Bool
    ) -> CompositionalSection {
        var section = CompositionalSection()
        section.behavior = definition.orthogonalScrollingBehavior
        let insets = definition.contentInsets
        // The section's content area, and where boundary items go across the axis.
        let content =
            vertical
            ? CGSize(
                width: viewSize.width - insets.leading - insets.trailing, height: viewSize.height)
            : CGSize(width: viewSize.width, height: viewSize.height - insets.top - insets.bottom)
        let follow = definition.supplementariesFollowContentInsets
        var cursor = start
        func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem)
            -> UICollectionViewLayoutAttributes
        {
            let a = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: s))
            let box = follow ? content : viewSize
            var size = item.layoutSize.resolve(in: box)
            if let m = measuredSizes[a.elementKey] {
                if item.layoutSize.heightDimension.isEstimated { size.height = m.height }
                if item.layoutSize.widthDimension.isEstimated { size.width = m.width }
            }
            a.fixedWidth = vertical && item.layoutSize.heightDimension.isEstimated
            a.fixedHeight = !vertical && item.layoutSize.widthDimension.isEstimated
            a.zIndex = item.zIndex
            a.frame =
                vertical
                ? CGRect(
                    x: follow ? insets.leading : 0, y: cursor, width: size.width,
                    height: size.height)
                : CGRect(
                    x: cursor, y: follow ? insets.top : 0, width: size.width, height: size.height)
            return a
        }
        let leadingEdge: [NSRectAlignment] =
            vertical ? [.top, .topLeading, .topTrailing] : [.leading]
        for item in definition.boundarySupplementaryItems where leadingEdge.contains(item.alignment)
        {
            let a = boundary(item)
            section.boundaries.append(.init(attributes: a, pins: item.pinToVisibleBounds))
            if item.extendsBoundary { cursor += vertical ? a.frame.height : a.frame.width }
        }
        cursor += vertical ? insets.top : insets.leading
        var placer = GroupPlacer(section: s, count: count) { [measuredSizes] path in
            measuredSizes[ElementKey(kind: nil, indexPath: path)]
        }
        let groupSize = definition.group.layoutSize.resolve(in: content)
        let orthogonal = definition.orthogonalScrollingBehavior != .none
        if orthogonal {
            // Groups run across the scrolling axis, in a band of their own.
            var across = vertical ? insets.leading : insets.top
            var band: CGFloat = 0
            var first = true
            while placer.next < count {
                if !first { across += definition.interGroupSpacing }
                first = false
                section.groupStarts.append(across - (vertical ? insets.leading : insets.top))
                let origin =
                    vertical ? CGPoint(x: across, y: cursor) : CGPoint(x: cursor, y: across)
                let taken = placer.place(definition.group, at: origin, size: groupSize)
                across += vertical ? taken.width : taken.height
                band = max(band, vertical ? taken.height : taken.width)
            }
            across += vertical ? insets.trailing : insets.bottom
            section.orthogonalFrame =
                vertical
                ? CGRect(x: 0, y: cursor, width: viewSize.width, height: band)
                : CGRect(x: cursor, y: 0, width: band, height: viewSize.height)
            section.orthogonalContentSize =
                vertical ? CGSize(width: across, height: band) : CGSize(width: band, height: across)
            cursor += band
        } else {
            var first = true
            while placer.next < count {
                if !first { cursor += definition.interGroupSpacing }
                first = false
                let origin =
                    vertical
                    ? CGPoint(x: insets.leading, y: cursor) : CGPoint(x: cursor, y: insets.top)
                let taken = placer.place(definition.group, at: origin, size: groupSize)
                cursor += vertical ? taken.height : taken.width
            }
        }
        cursor += vertical ? insets.bottom : insets.trailing
        let list = definition.listConfiguration
        let grouped =
            list.map { $0.appearance != .plain && $0.appearance != .sidebarPlain } ?? false
        let rounded =
            list.map { $0.appearance == .insetGrouped || $0.appearance == .sidebar } ?? false
        section.items = placer.frames.map { entry in
            let a = UICollectionViewLayoutAttributes(forCellWith: entry.0)
            a.frame = entry.1
            a.fixedWidth = entry.fixedWidth
            a.fixedHeight = entry.fixedHeight
            a.showsSeparator =
                (list?.showsSeparators ?? true) && !(grouped && entry.0.item == count - 1)
            // An inset grouped section is one rounded block: its first row's top corners and
            // its last row's bottom corners are rounded, as the table's.
            if rounded {
                if entry.0.item == 0 {
                    a.listCorners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner])
                }
                if entry.0.item == count - 1 {
                    a.listCorners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
                }
            }
            return a
        }
        let trailingEdge: [NSRectAlignment] =
            vertical ? [.bottom, .bottomLeading, .bottomTrailing] : [.trailing]
        for item in definition.boundarySupplementaryItems
        where trailingEdge.contains(item.alignment) {
            let a = boundary(item)
            section.boundaries.append(.init(attributes: a, pins: item.pinToVisibleBounds))
            if item.extendsBoundary { cursor += vertical ? a.frame.height : a.frame.width }
        }
        section.frame =
            vertical
            ? CGRect(x: 0, y: start, width: viewSize.width, height: cursor - start)
            : CGRect(x: start, y: 0, width: cursor - start, height: viewSize.height)
        section.decorations = definition.decorationItems.map { item in
            let a = UICollectionViewLayoutAttributes(
                forDecorationViewOfKind: item.elementKind, with: IndexPath(item: 0, section: s))
            let i = item.contentInsets
            a.frame = CGRect(
                x: section.frame.minX + i.leading, y: section.frame.minY + i.top,
                width: max(0, section.frame.width - i.leading - i.trailing),
                height: max(0, section.frame.height - i.top - i.bottom))
            a.zIndex = item.zIndex
            return a
        }
        return section
    }
}
