import Foundation

extension UICollectionView {
    /// Gives each orthogonal section of the layout a horizontal (or vertical) scroll view over
    /// its band, as UIKit embeds one; the section's cells live in it.
    func syncOrthogonalScrollers() {
        let wanted = layout.orthogonalSections
        for (s, scroller) in orthogonalScrollers where wanted[s] == nil {
            scroller.removeFromSuperview()
            orthogonalScrollers[s] = nil
        }
        guard !wanted.isEmpty else { return }
        let delegate = orthogonalDelegate ?? OrthogonalScrollerDelegate(owner: self)
        orthogonalDelegate = delegate
        for (s, section) in wanted {
            let scroller = orthogonalScrollers[s] ?? UIScrollView()
            if orthogonalScrollers[s] == nil {
                scroller.showsHorizontalScrollIndicator = false
                scroller.showsVerticalScrollIndicator = false
                scroller.contentInsetAdjustmentBehavior = .never
                scroller.backgroundColor = nil
                scroller.delegate = delegate
                orthogonalScrollers[s] = scroller
                insertSubview(scroller, at: backgroundView?.superview === self ? 1 : 0)
                // A new section's scroll view starts at its place, even inside an update's
                // animation (its cells fade in there).
                UIView.performWithoutAnimation {
                    scroller.frame = section.orthogonalFrame
                    scroller.contentSize = section.orthogonalContentSize
                }
            }
            if scroller.frame != section.orthogonalFrame {
                scroller.frame = section.orthogonalFrame
            }
            if scroller.contentSize != section.orthogonalContentSize {
                scroller.contentSize = section.orthogonalContentSize
            }
            scroller.isPagingEnabled = section.behavior == .paging
            scroller.decelerationRate =
                section.behavior == .continuous ? .normal : .fast
        }
    }

    /// Files each orthogonal section's scroll view under its section's index after an update
    /// (`newSections`: old index to new), so that a moved section keeps its scroll view, its
    /// scroll position and its cells, as UIKit's do; the scroll views of sections deleted or
    /// reloaded are returned, still holding the cells that fade out in them.
    func remapOrthogonalScrollers(_ newSections: [Int: Int]) -> [UIScrollView] {
        var remapped: [Int: UIScrollView] = [:]
        var retired: [UIScrollView] = []
        for (s, scroller) in orthogonalScrollers.sorted(by: { $0.key < $1.key }) {
            if let n = newSections[s] {
                remapped[n] = scroller
            } else {
                retired.append(scroller)
            }
        }
        orthogonalScrollers = remapped
        return retired
    }

    /// Moves `view` into `host` where it shows now, when an update took its element to a
    /// section that lives elsewhere (into or out of an orthogonal section's scroll view).
    func rehost(_ view: UIView, in host: UIView) {
        guard let old = view.superview, old !== host else { return }
        let center = old.convert(view.center, to: host)
        UIView.performWithoutAnimation { view.center = center }
        host.addSubview(view)
    }

    /// The view an element lives in: its orthogonal section's scroll view, or the collection
    /// view.
    func host(for attributes: UICollectionViewLayoutAttributes) -> UIView {
        guard attributes.representedElementCategory == .cell,
            let scroller = orthogonalScrollers[attributes.indexPath.section]
        else { return self }
        return scroller
    }

    /// `attributes` in the coordinates of the view the element lives in.
    func local(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard attributes.representedElementCategory == .cell,
            let scroller = orthogonalScrollers[attributes.indexPath.section],
            let copy = attributes.copy() as? UICollectionViewLayoutAttributes
        else { return attributes }
        copy.frame = attributes.frame.offsetBy(dx: -scroller.frame.minX, dy: -scroller.frame.minY)
        return copy
    }

    /// Where the element shows in the collection view's content: moved by its orthogonal
    /// section's scroll.
    func visibleFrame(of attributes: UICollectionViewLayoutAttributes) -> CGRect {
        guard attributes.representedElementCategory == .cell,
            let scroller = orthogonalScrollers[attributes.indexPath.section]
        else { return attributes.frame }
        return attributes.frame.offsetBy(
            dx: -scroller.contentOffset.x, dy: -scroller.contentOffset.y)
    }

    /// The orthogonal section of `scroller`.
    func orthogonalSection(of scroller: UIScrollView) -> Int? {
        orthogonalScrollers.first { $0.value === scroller }?.key
    }
}

/// Lays the collection view out as an orthogonal section scrolls, and brings group-paging
/// sections to rest on a group's leading edge (or centre).
@MainActor
final class OrthogonalScrollerDelegate: UIScrollViewDelegate {
    weak var owner: UICollectionView?

    init(owner: UICollectionView) { self.owner = owner }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        owner?.setNeedsLayout()
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard let owner, let s = owner.orthogonalSection(of: scrollView),
            let section = owner.layout.orthogonalSections[s], !section.groupStarts.isEmpty
        else { return }
        let horizontal =
            section.orthogonalFrame.width == scrollView.bounds.width
            && section.orthogonalContentSize.width > scrollView.bounds.width
        let now = horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        let proposed = horizontal ? targetContentOffset.pointee.x : targetContentOffset.pointee.y
        let speed = horizontal ? velocity.x : velocity.y
        let page = horizontal ? scrollView.bounds.width : scrollView.bounds.height
        let starts = section.groupStarts
        let centred = section.behavior == .groupPagingCentered
        func rest(_ i: Int) -> CGFloat {
            guard centred else { return starts[i] }
            let end = i + 1 < starts.count ? starts[i + 1] : starts[i] + page
            return (starts[i] + end) / 2 - page / 2
        }
        func nearest(to x: CGFloat) -> Int {
            starts.indices.min { abs(rest($0) - x) < abs(rest($1) - x) } ?? 0
        }
        var target: CGFloat
        switch section.behavior {
        case .continuousGroupLeadingBoundary:
            target = rest(nearest(to: proposed))
        case .groupPaging, .groupPagingCentered:
            // One group at a time: the next in the flick's direction, else the nearest.
            let current = nearest(to: now)
            var i = current
            if speed > 0 { i = min(starts.count - 1, current + (rest(current) <= now ? 1 : 0)) }
            if speed < 0 { i = max(0, current - (rest(current) >= now ? 1 : 0)) }
            target = rest(i)
        default:
            return
        }
        let range = scrollView.offsetRange
        if horizontal {
            targetContentOffset.pointee.x = min(max(target, range.x.lowerBound), range.x.upperBound)
        } else {
            targetContentOffset.pointee.y = min(max(target, range.y.lowerBound), range.y.upperBound)
        }
    }
}
