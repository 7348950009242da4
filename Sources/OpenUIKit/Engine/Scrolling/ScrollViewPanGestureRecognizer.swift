import Foundation

/// The pan a scroll view scrolls with (UIKit's private `UIScrollViewPanGestureRecognizer`): a
/// `UIPanGestureRecognizer` that also tells its scroll view when a finger lands and lifts, so
/// `isTracking` is true from the touch, and a touch stops a deceleration at once.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.fingerDown()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        scrollView?.fingerUp()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        scrollView?.fingerUp()
    }
}
