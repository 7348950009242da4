import Foundation

extension UICollectionViewFlowLayout {
    var flowDelegate: UICollectionViewDelegateFlowLayout? {
        collectionView?.delegate as? UICollectionViewDelegateFlowLayout
    }

    /// Lays out every section: header, inset, lines of items, inset, footer, along the
    /// scrolling axis.
    func computeSections() {
        guard let cv = collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        let vertical = scrollDirection == .vertical
        let cross = vertical ? cv.bounds.width : cv.bounds.height
        if cross != measuredCrossExtent, measuredCrossExtent >= 0 { measuredSizes.removeAll() }
        measuredCrossExtent = cross
        let d = flowDelegate
        var main: CGFloat = 0
        var result: [Section] = []
        let counts = itemCounts
        result.reserveCapacity(counts.count)
        func rect(_ m: CGFloat, _ c: CGFloat, _ mLen: CGFloat, _ cLen: CGFloat) -> CGRect {
            vertical
                ? CGRect(x: c, y: m, width: cLen, height: mLen)
                : CGRect(x: m, y: c, width: mLen, height: cLen)
        }
        for (s, count) in counts.enumerated() {
            var section = Section()
            section.start = main
            let headerSize =
                d?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s)
                ?? headerReferenceSize
            let headerLength = vertical ? headerSize.height : headerSize.width
            if headerLength > 0 {
                let a = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                    with: IndexPath(item: 0, section: s))
                a.frame = rect(main, 0, headerLength, cross)
                section.header = a
                main += headerLength
            }
            if count > 0 {
                let inset =
                    d?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
                let lineSpacing =
                    d?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s)
                    ?? minimumLineSpacing
                let interSpacing =
                    d?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s)
                    ?? minimumInteritemSpacing
                main += vertical ? inset.top : inset.left
                let crossStart = vertical ? inset.left : inset.top
                let available =
                    cross - (vertical ? inset.left + inset.right : inset.top + inset.bottom)
                var sizes: [CGSize] = []
                sizes.reserveCapacity(count)
                for i in 0..<count { sizes.append(size(of: IndexPath(item: i, section: s))) }
                // Break the items into lines.
                var lines: [Range<Int>] = []
                var lineStart = 0
                var used: CGFloat = 0
                for i in 0..<count {
                    let c = vertical ? sizes[i].width : sizes[i].height
                    if i > lineStart, used + interSpacing + c > available {
                        lines.append(lineStart..<i)
                        lineStart = i
                        used = c
                    } else {
                        used += (i > lineStart ? interSpacing : 0) + c
                    }
                }
                lines.append(lineStart..<count)
                var items: [UICollectionViewLayoutAttributes] = []
                items.reserveCapacity(count)
                var previousSpacing: CGFloat?
                for (l, line) in lines.enumerated() {
                    let crossLengths = line.map { vertical ? sizes[$0].width : sizes[$0].height }
                    let mainLengths = line.map { vertical ? sizes[$0].height : sizes[$0].width }
                    let lineLength = mainLengths.max() ?? 0
                    let total = crossLengths.reduce(0, +)
                    let isLast = l == lines.count - 1 && lines.count > 1
                    var spacing = interSpacing
                    var position = crossStart
                    if isLast, let previousSpacing {
                        spacing = previousSpacing
                    } else if line.count > 1 {
                        spacing = max(interSpacing, (available - total) / CGFloat(line.count - 1))
                        previousSpacing = spacing
                    } else {
                        position = crossStart + max(0, (available - total) / 2)
                    }
                    for (k, i) in line.enumerated() {
                        let a = UICollectionViewLayoutAttributes(
                            forCellWith: IndexPath(item: i, section: s))
                        a.frame = rect(
                            main + (lineLength - mainLengths[k]) / 2, position, mainLengths[k],
                            crossLengths[k])
                        items.append(a)
                        position += crossLengths[k] + spacing
                    }
                    section.lines.append((main, main + lineLength, line))
                    main += lineLength
                    if l < lines.count - 1 { main += lineSpacing }
                }
                section.items = items
                main += vertical ? inset.bottom : inset.right
            }
            section.itemsEnd = main
            let footerSize =
                d?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s)
                ?? footerReferenceSize
            let footerLength = vertical ? footerSize.height : footerSize.width
            if footerLength > 0 {
                let a = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                    with: IndexPath(item: 0, section: s))
                a.frame = rect(main, 0, footerLength, cross)
                section.footer = a
                main += footerLength
            }
            section.end = main
            result.append(section)
        }
        sections = result
        contentSize =
            vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
    }

    /// An item's size: measured, else the estimate while self-sizing, else the delegate's or
    /// `itemSize`.
    private func size(of path: IndexPath) -> CGSize {
        if let measured = measuredSizes[path] { return measured }
        if estimatedItemSize != .zero {
            return estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        }
        guard let cv = collectionView, let d = flowDelegate else { return itemSize }
        return d.collectionView(cv, layout: self, sizeForItemAt: path)
    }
}
