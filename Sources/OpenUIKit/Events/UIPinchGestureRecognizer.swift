import Foundation

/// A continuous two-finger pinch, as UIKit's `UIPinchGestureRecognizer`.
///
/// Begins when two fingers are down and the distance between them has changed by
/// `UIPinchGestureRecognizer.hysteresis` (10 pt, undocumented by Apple); changes when a finger moves
/// while two are down; ends when the fingers have lifted (fails if they lift before it began).
/// Touches beyond the first two are ignored.
///
/// `scale` is the current distance over the distance when the second finger went down (so it
/// already differs from 1 at `.began`), times any factor set through the `scale` setter.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The change in finger distance, in points, before the pinch begins.
    static let hysteresis: CGFloat = 10

    private var initialDistance: CGFloat = 0
    private var currentDistance: CGFloat = 0
    private var scaleFactor: CGFloat = 1
    private var sampler = VelocitySampler<CGFloat>()

    /// The scale relative to the touch points in screen coordinates. Default 1. Setting it (usually
    /// to 1 in each `.changed` action, to read increments) rebases the following values.
    open var scale: CGFloat {
        get { rawScale * scaleFactor }
        set { scaleFactor = rawScale > 0 ? newValue / rawScale : newValue }
    }

    /// The velocity of the pinch in scale per second, from the samples of the last 0.1 s of
    /// virtual time (of the raw scale, times the factor set through `scale`).
    open var velocity: CGFloat {
        guard let span = sampler.span else { return 0 }
        return (span.latest - span.base) / span.seconds * scaleFactor
    }

    private var rawScale: CGFloat {
        initialDistance > 0 ? currentDistance / initialDistance : 1
    }

    private func fingerDistance() -> CGFloat? {
        let touches = activeTouches
        guard touches.count >= 2 else { return nil }
        let a = touches[0].locationInWindow
        let b = touches[1].locationInWindow
        return hypot(b.x - a.x, b.y - a.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        for t in touches.sorted(by: { $0.sequence > $1.sequence }) where activeTouches.count > 2 {
            ignore(t, for: event)
        }
        if state == .possible, let d = fingerDistance(), initialDistance == 0 {
            initialDistance = max(d, 1e-6)
            currentDistance = d
            sampler.add(rawScale, at: event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let d = fingerDistance(), initialDistance > 0 else { return }
        currentDistance = d
        sampler.add(rawScale, at: event.timestamp)
        switch state {
        case .possible:
            if abs(d - initialDistance) >= Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        // The lift sample: the first two tracked touches where they lifted (or still are).
        let pair = trackedTouches.prefix(2).map(\.locationInWindow)
        if state.isActive, pair.count == 2, initialDistance > 0 {
            currentDistance = hypot(pair[1].x - pair[0].x, pair[1].y - pair[0].y)
            sampler.add(rawScale, at: event.timestamp)
        }
        switch state {
        case .possible:
            // A finger lifted before the pinch began (or the only finger lifted).
            if initialDistance > 0 || activeTouches.isEmpty { state = .failed }
        case .began, .changed:
            if activeTouches.isEmpty { state = .ended }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = state.isActive ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        initialDistance = 0
        currentDistance = 0
        scaleFactor = 1
        sampler.removeAll()
    }
}
