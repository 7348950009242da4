import Foundation
@_spi(Testing) import OpenQuartzCore

extension UIScrollView {
    /// The scroll view's pan begins only when the content can move (it is larger than the view
    /// along some axis, or bounces anyway), so a gesture behind it (a sheet's drag, a dismiss pan)
    /// gets the touch otherwise.
    var panMayBegin: Bool {
        guard isScrollEnabled, scrollsVertically || scrollsHorizontally else { return false }
        if let sheet = SheetScrollArbitration.sheet(around: self) {
            return !SheetScrollArbitration.sheetTakes(
                sheet, from: self, translation: panGestureRecognizer.translation(in: nil))
        }
        return true
    }

    /// A finger landed: tracking starts, and a deceleration or bounce stops where it is.
    func fingerDown() {
        isTracking = true
        if case .decelerating = motion {
            stopMotion()
            isDecelerating = false
        }
    }

    /// The last finger lifted without a drag.
    func fingerUp() {
        if !isDragging { isTracking = false }
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            dragStart = (contentOffset, nil)
            isTracking = true
            isDragging = true
            showIndicators()
            delegate?.scrollViewWillBeginDragging(self)
            followFinger(pan)
        case .changed:
            followFinger(pan)
        case .ended:
            followFinger(pan)
            endDrag(velocity: pan.velocity(in: self))
        case .cancelled, .failed:
            endDrag(velocity: .zero)
        default:
            break
        }
    }

    /// The content under the finger: the start offset less the translation, rubber-banded past the
    /// edges along the axes that scroll.
    private func followFinger(_ pan: UIPanGestureRecognizer) {
        guard var start = dragStart else { return }
        // A difference of two points: the same in the moving bounds as in the window.
        let translation = pan.translation(in: self)
        var dx = translation.x
        var dy = translation.y
        if isDirectionalLockEnabled {
            if start.lockedToX == nil, max(abs(dx), abs(dy)) > 0 {
                start.lockedToX = abs(dx) > abs(dy)
                dragStart = start
            }
            if start.lockedToX == true { dy = 0 } else if start.lockedToX == false { dx = 0 }
        }
        let range = offsetRange
        var offset = contentOffset
        if scrollsHorizontally {
            offset.x = ScrollPhysics.banded(
                start.offset.x - dx, in: range.x, dimension: bounds.width, bounces: bounces)
        }
        if scrollsVertically {
            offset.y = ScrollPhysics.banded(
                start.offset.y - dy, in: range.y, dimension: bounds.height, bounces: bounces)
        }
        if offset != contentOffset { setOffset(offset) }
    }

    /// The finger lifted with `velocity` (points per second, in the content's direction of
    /// finger travel): the target is where a flick comes to rest (or the page it lands on), the
    /// delegate may move it, then the content decelerates or bounces back there.
    private func endDrag(velocity fingerVelocity: CGPoint) {
        dragStart = nil
        var velocity = CGPoint(
            x: scrollsHorizontally ? -fingerVelocity.x : 0,
            y: scrollsVertically ? -fingerVelocity.y : 0)
        let rate = isPagingEnabled ? DecelerationRate.fast.rawValue : decelerationRate.rawValue
        var projected = CGPoint(
            x: contentOffset.x + ScrollPhysics.projection(of: velocity.x, rate: rate),
            y: contentOffset.y + ScrollPhysics.projection(of: velocity.y, rate: rate))
        if isPagingEnabled { projected = pageTarget(velocity: velocity) }
        let clampedTarget = clamped(projected)
        var target = clampedTarget
        // UIKit reports the velocity in points per millisecond.
        delegate?.scrollViewWillEndDragging(
            self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
            targetContentOffset: &target)
        isDragging = false
        isTracking = false
        // A navigation bar's large title comes to rest open or closed, not part way.
        target = LargeTitleTracking.restingTarget(target, for: self)
        if target != clampedTarget {
            // The delegate chose the target: the content decays there from where it is.
            projected = target
            velocity = .zero
        }
        let outside = clamped(contentOffset) != contentOffset
        let willDecelerate =
            outside || abs(projected.x - contentOffset.x) > 0.5
            || abs(projected.y - contentOffset.y) > 0.5
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else {
            hideIndicatorsSoon()
            return
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        let now = CACurrentMediaTime()
        let range = offsetRange
        func axis(_ value: CGFloat, _ target: CGFloat, _ edges: ClosedRange<CGFloat>) -> AxisMotion
        {
            if !edges.contains(value) {
                let edge = value < edges.lowerBound ? edges.lowerBound : edges.upperBound
                return .bouncing(edge: edge, offset: value - edge, velocity: 0, since: now)
            }
            guard abs(target - value) > ScrollPhysics.restingDistance else {
                return .resting(value)
            }
            let pastEdge = !edges.contains(target)
            return .decaying(
                start: value,
                target: pastEdge && !bounces
                    ? min(max(target, edges.lowerBound), edges.upperBound) : target,
                rate: rate, since: now, edges: edges, bounces: bounces)
        }
        startMotion(
            .decelerating(
                x: axis(contentOffset.x, projected.x, range.x),
                y: axis(contentOffset.y, projected.y, range.y)))
    }

    /// The page a paging scroll view settles on: the next one in the flick's direction when it
    /// is fast enough (300 pt/s or more), otherwise the nearest.
    private func pageTarget(velocity: CGPoint) -> CGPoint {
        func page(_ offset: CGFloat, _ v: CGFloat, _ size: CGFloat, _ origin: CGFloat) -> CGFloat {
            guard size > 0 else { return offset }
            let position = (offset - origin) / size
            let index: CGFloat
            if v > Self.pagingFlickVelocity {
                index = position.rounded(.down) + 1
            } else if v < -Self.pagingFlickVelocity {
                index = position.rounded(.up) - 1
            } else {
                index = position.rounded()
            }
            return origin + index * size
        }
        let start = CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
        return CGPoint(
            x: page(contentOffset.x, velocity.x, bounds.width, start.x),
            y: page(contentOffset.y, velocity.y, bounds.height, start.y))
    }

    /// The flick speed, in points per second, that turns a paging scroll view to the next page
    /// whatever the distance dragged (UIKit does not publish it; Behaviour-lists.md).
    static let pagingFlickVelocity: CGFloat = 300
}
