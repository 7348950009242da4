import Foundation

extension UIScrollView {
    /// Whether the scroll view's drag may start over the content's touches: none of them is being
    /// tracked by a content view, or `canCancelContentTouches` and `touchesShouldCancel(in:)`
    /// let the drag cancel them (UIKit's reference for both).
    var contentLetsScrollBegin: Bool {
        for touch in panGestureRecognizer.trackedTouches {
            guard let view = touch.view, view !== self, touch.deliveredBeganToView,
                !touch.deliveredEndToView, !touch.cancelledForView, !touch.suppressedForView
            else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    /// Whether `touch`'s began may reach `view`: asks the innermost scroll view whose pan
    /// receives the touch (`touchesShouldBegin(_:with:in:)`), when `view` is inside it.
    static func contentShouldBegin(_ touch: UITouch, in view: UIView, event: UIEvent?) -> Bool {
        for recognizer in touch.gestureRecognizers ?? [] {
            guard let pan = recognizer as? ScrollViewPanGestureRecognizer,
                let scrollView = pan.scrollView
            else { continue }
            guard view !== scrollView, view.isDescendant(of: scrollView) else { return true }
            return scrollView.touchesShouldBegin([touch], with: event, in: view)
        }
        return true
    }
}
