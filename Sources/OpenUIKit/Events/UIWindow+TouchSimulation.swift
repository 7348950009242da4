import Foundation

/// Shorthands for a window's own `TouchSynthesizer` (one per window, so successive calls run one
/// after the other). Each queues frames and returns at once; advance the run loop to deliver them.
extension UIWindow {
    /// This window's own touch synthesizer: one per window, so scripts given to it run one after another.
    @_spi(Testing) public var touchSynthesizer: TouchSynthesizer {
        SyntheticTouchQueue.shared.defaultSynthesizer(for: self)
    }

    /// Queues a tap (or a multiple tap) at `point` in window coordinates.
    @discardableResult
    package func simulateTap(at point: CGPoint, numberOfTaps: Int = 1, numberOfTouches: Int = 1)
        -> TouchSynthesizer
    {
        let s = touchSynthesizer
        s.tap(at: point, numberOfTaps: numberOfTaps, numberOfTouches: numberOfTouches)
        return s
    }

    /// Queues a one-finger drag from `from` to `to` over `duration` seconds with `curve`.
    @discardableResult
    package func simulateDrag(
        from: CGPoint, to: CGPoint, duration: TimeInterval,
        curve: CAMediaTimingFunction = CAMediaTimingFunction(name: .linear)
    ) -> TouchSynthesizer {
        let s = touchSynthesizer
        s.drag(from: from, to: to, duration: duration, curve: curve)
        return s
    }

    /// Queues a one-finger drag along `path` at constant speed over `duration` seconds.
    @discardableResult
    package func simulateDrag(along path: [CGPoint], duration: TimeInterval) -> TouchSynthesizer {
        let s = touchSynthesizer
        s.drag(along: path, duration: duration)
        return s
    }

    /// Queues a swipe in from `edge` over `distance` points in `duration` seconds (the interactive pop).
    @discardableResult
    func simulateEdgeSwipe(
        edge: UIRectEdge, distance: CGFloat, duration: TimeInterval,
        curve: CAMediaTimingFunction = CAMediaTimingFunction(name: .linear)
    ) -> TouchSynthesizer {
        let s = touchSynthesizer
        s.edgeSwipe(edge: edge, distance: distance, duration: duration, curve: curve)
        return s
    }

    /// Queues a two-finger pinch about `center` from `fromDistance` to `toDistance` apart.
    @discardableResult
    func simulatePinch(
        center: CGPoint, fromDistance: CGFloat, toDistance: CGFloat,
        duration: TimeInterval
    ) -> TouchSynthesizer {
        let s = touchSynthesizer
        s.pinch(
            center: center, fromDistance: fromDistance, toDistance: toDistance, duration: duration)
        return s
    }

    /// Queues a press at `point` held for `duration` seconds.
    @discardableResult
    func simulateLongPress(at point: CGPoint, duration: TimeInterval) -> TouchSynthesizer {
        let s = touchSynthesizer
        s.longPress(at: point, duration: duration)
        return s
    }
}
