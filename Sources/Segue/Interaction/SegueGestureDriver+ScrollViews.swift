#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

/// A directional pan beside the scroll views under it, as a sheet's drag does: the pan starts a
/// transition only when the finger first moves its way and no scroll view under the finger can
/// still scroll that way (a list scrolled down scrolls back first; at its top, a drag down is the
/// dismissal); when the pan takes the drag, the scroll view's pan waits for it and gives way.
/// UIKit's delegate API only, so the same file works on iOS.
extension SegueGestureDriver: UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard case .pan(let direction) = gesture,
            let pan = gestureRecognizer as? UIPanGestureRecognizer,
            let view = pan.view
        else { return true }
        let t = pan.translation(in: view)
        let unit = direction.unit
        let along = t.x * unit.x + t.y * unit.y
        let across = abs(t.x * unit.y) + abs(t.y * unit.x)
        guard along > 0, along >= across else { return false }
        let location = pan.location(in: view)
        let start = CGPoint(x: location.x - t.x, y: location.y - t.y)
        var candidate = view.hitTest(start, with: nil)
        while let v = candidate, v !== view.superview {
            if let scrollView = v as? UIScrollView, scrollView.canScroll(toward: direction) {
                return false
            }
            candidate = v.superview
        }
        return true
    }

    /// The scroll views' own pans under this driver's view wait for its pan to fail.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard case .pan = gesture, let scrollView = otherGestureRecognizer.view as? UIScrollView,
            otherGestureRecognizer === scrollView.panGestureRecognizer,
            let view = gestureRecognizer.view
        else { return false }
        return scrollView.isDescendant(of: view)
    }
}

extension UIScrollView {
    /// Whether content is left to reveal by a finger moving toward `direction` (a finger moving
    /// down reveals what is above: the content is not at its top).
    fileprivate func canScroll(toward direction: SegueTransition.Direction) -> Bool {
        let inset = adjustedContentInset
        let slack: CGFloat = 0.5
        switch direction.resolved(for: effectiveUserInterfaceLayoutDirection) {
        case .down:
            return contentSize.height + inset.top + inset.bottom > bounds.height
                && contentOffset.y > -inset.top + slack
        case .up:
            return contentOffset.y + bounds.height < contentSize.height + inset.bottom - slack
        case .right, .trailing:
            return contentSize.width + inset.left + inset.right > bounds.width
                && contentOffset.x > -inset.left + slack
        case .left, .leading:
            return contentOffset.x + bounds.width < contentSize.width + inset.right - slack
        }
    }
}
