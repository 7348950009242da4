import Foundation

/// A continuous gesture of one or more fingers moving, as UIKit's `UIPanGestureRecognizer`.
///
/// Begins when at least `minimumNumberOfTouches` are down and their centroid has moved
/// `UIPanGestureRecognizer.hysteresis` (10 pt) from where it started; changes on every move;
/// ends when the last finger lifts. Fails if the fingers lift before it began.
///
/// `translation(in:)` is measured from the touch-down point, so the movement before recognition
/// is included (the first `.began` reports about 10 pt), as UIKit reports it. When fingers are
/// added or lifted, the translation is rebased so it does not jump with the centroid.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The centroid movement, in points, before the pan begins. UIKit does not document it; 10 pt
    /// matches the system's touch slop.
    static let hysteresis: CGFloat = 10

    /// The fewest touches that can pan. Default 1.
    open var minimumNumberOfTouches = 1
    /// The most touches that can pan; extra touches are ignored. Default `Int.max`.
    open var maximumNumberOfTouches = Int.max

    /// Where the translation is measured from, in window coordinates.
    var translationOrigin: CGPoint = .zero
    /// The current centroid of the pan's touches, in window coordinates.
    var currentCentroid: CGPoint = .zero
    /// Where the centroid was when the touches last changed (for the begin threshold).
    var startCentroid: CGPoint = .zero
    private var sampler = VelocitySampler<CGPoint>()
    private var touchCount = 0

    /// The translation of the pan in `view`'s coordinate system (nil: the window's), in points.
    open func translation(in view: UIView?) -> CGPoint {
        let a = convertFromWindow(translationOrigin, to: view)
        let b = convertFromWindow(currentCentroid, to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Sets the translation reported in `view`'s coordinates (nil: the window's) to `translation`
    /// from now on; usually `.zero` to read increments.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = convertFromWindow(currentCentroid, to: view)
        let origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
        translationOrigin = view.map { $0.convert(origin, to: nil) } ?? origin
    }

    /// The velocity of the pan in `view`'s coordinates (nil: the window's), in points per second,
    /// from the touch samples of the last 0.1 s of virtual time. Zero before two samples exist.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let span = sampler.span else { return .zero }
        let a = convertFromWindow(span.base, to: view)
        let b = convertFromWindow(span.latest, to: view)
        return CGPoint(x: (b.x - a.x) / span.seconds, y: (b.y - a.y) / span.seconds)
    }

    private func convertFromWindow(_ p: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return p }
        return view.convert(p, from: nil)
    }

    /// Decides whether the pan may begin after moving `movement` (window coordinates) from its
    /// start: true begins, false fails, nil keeps waiting. Subclasses refine it (edge pans).
    func beginDecision(movement: CGPoint, touches: [UITouch]) -> Bool? {
        hypot(movement.x, movement.y) >= Self.hysteresis ? true : nil
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        for t in touches.sorted(by: { $0.sequence > $1.sequence })
        where activeTouches.count > maximumNumberOfTouches {
            ignore(t, for: event)
        }
        touchesChanged(at: event.timestamp, isFirst: touchCount == 0)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        let active = activeTouches
        currentCentroid = windowCentroid(of: active)
        sampler.add(currentCentroid, at: event.timestamp)
        switch state {
        case .possible:
            guard active.count >= minimumNumberOfTouches else { return }
            let movement = CGPoint(
                x: currentCentroid.x - startCentroid.x, y: currentCentroid.y - startCentroid.y)
            switch beginDecision(movement: movement, touches: active) {
            case true?: state = .began
            case false?: state = .failed
            case nil: break
            }
        case .began, .changed:
            // UIKit: changes while at least minimumNumberOfTouches are down.
            if active.count >= minimumNumberOfTouches { state = .changed }
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        // The lifting fingers' final locations count as the last sample.
        let lifting = activeTouches + touches.filter { isTracking($0) }
        currentCentroid = windowCentroid(of: lifting)
        sampler.add(currentCentroid, at: event.timestamp)
        if activeTouches.isEmpty {
            state = state.isActive ? .ended : .failed
        } else {
            touchesChanged(at: event.timestamp, isFirst: false)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = state.isActive ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        sampler.removeAll()
        touchCount = 0
        translationOrigin = .zero
        currentCentroid = .zero
        startCentroid = .zero
    }

    /// The set of touches changed: rebase so the translation and velocity do not jump.
    private func touchesChanged(at time: TimeInterval, isFirst: Bool) {
        let active = activeTouches
        touchCount = active.count
        let centroid = windowCentroid(of: active)
        if isFirst {
            translationOrigin = centroid
            startCentroid = centroid
        } else {
            let dx = centroid.x - currentCentroid.x
            let dy = centroid.y - currentCentroid.y
            translationOrigin.x += dx
            translationOrigin.y += dy
            startCentroid.x += dx
            startCentroid.y += dy
            sampler.adjust { CGPoint(x: $0.x + dx, y: $0.y + dy) }
        }
        currentCentroid = centroid
        sampler.add(centroid, at: time)
    }
}
