import Foundation
@_spi(Testing) import OpenQuartzCore

/// The pan a scroll view scrolls with (UIKit's private `UIScrollViewPanGestureRecognizer`): a
/// `UIPanGestureRecognizer` that also tells its scroll view when a finger lands and lifts, so
/// `isTracking` is true from the touch, and a touch stops a deceleration at once.
///
/// It also holds a touch's began phase back from the content (`delaysContentTouches`, as UIKit's
/// private `UIScrollViewDelayedTouchesBeganGestureRecognizer` does) while it may still scroll, up
/// to `contentTouchDelay` after the finger landed; the touch dispatcher asks `delaysContent(_:)`.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    /// How long a touch-down waits for a scroll before it reaches the content: 150 ms (choice:
    /// Apple's reference describes the timer without its length; 150 ms is the figure developers
    /// measure, Docs/Behaviour-lists.md).
    static let contentTouchDelay: TimeInterval = 0.15

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.fingerDown()
        guard touches.contains(where: delaysContent) else { return }
        MainRunLoop.perform(after: Self.contentTouchDelay) {
            TouchDispatcher.shared.flushHeldDeliveries()
        }
    }

    /// Whether the content must wait for `touch` to begin: the scroll view delays content
    /// touches, could scroll, the touch is on its content, and the delay has not run out.
    func delaysContent(_ touch: UITouch) -> Bool {
        guard let scrollView, scrollView.delaysContentTouches, touch.view !== scrollView,
            scrollView.panMayBegin
        else { return false }
        return CACurrentMediaTime() - touch.beganTime < Self.contentTouchDelay - 1e-9
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
