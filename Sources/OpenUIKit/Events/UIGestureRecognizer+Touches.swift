import Foundation
@_spi(Testing) import OpenQuartzCore

extension UIGestureRecognizer {
    /// Stops tracking `touch`: the recognizer gets no further phases of it, and it will not be
    /// cancelled in the view even if `cancelsTouchesInView`, as UIKit's `ignore(_:for:)`.
    public func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        lastEndedTouches.removeAll { $0 === touch }
    }

    /// Whether the recognizer is following `touch` (it was given the touch and has not ignored it).
    func isTracking(_ touch: UITouch) -> Bool {
        trackedTouches.contains { $0 === touch }
    }

    /// Tracked touches still down.
    var activeTouches: [UITouch] {
        trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
    }

    /// The touches `location(ofTouch:in:)` indexes: those down, else those that just lifted.
    var locatableTouches: [UITouch] {
        let active = activeTouches
        return active.isEmpty ? lastEndedTouches : active
    }

    func defaultLocation(in view: UIView?) -> CGPoint {
        let touches = locatableTouches
        guard !touches.isEmpty else { return lastKnownCentroidInView(view) }
        var x: CGFloat = 0
        var y: CGFloat = 0
        for t in touches {
            let p = t.location(in: view)
            x += p.x
            y += p.y
        }
        let n = CGFloat(touches.count)
        return CGPoint(x: x / n, y: y / n)
    }

    func defaultLocation(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = locatableTouches
        guard touchIndex >= 0 && touchIndex < touches.count else {
            preconditionFailure(
                "-[\(String(describing: type(of: self))) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(touches.count))."
            )
        }
        return touches[touchIndex].location(in: view)
    }

    /// With no touches at all (before the first one), UIKit answers the origin of the window.
    private func lastKnownCentroidInView(_ view: UIView?) -> CGPoint {
        guard let view else { return .zero }
        return view.convert(CGPoint.zero, from: nil)
    }

    /// The centroid of `touches` in window coordinates (zero for none).
    func windowCentroid(of touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        var x: CGFloat = 0
        var y: CGFloat = 0
        for t in touches {
            x += t.locationInWindow.x
            y += t.locationInWindow.y
        }
        let n = CGFloat(touches.count)
        return CGPoint(x: x / n, y: y / n)
    }

    // MARK: Timers

    /// Runs `body` after `delay` virtual seconds unless the recognizer was reset (or disabled) in
    /// between; then lets the engine resolve the consequences (failures, actions, resets).
    func scheduleTimer(
        after delay: TimeInterval, _ body: @escaping @MainActor (UIGestureRecognizer) -> Void
    ) {
        let generation = attemptGeneration
        MainRunLoop.perform(after: delay) { [weak self] in
            guard let self, self.attemptGeneration == generation, self.isEnabled else { return }
            body(self)
            GestureEnvironment.shared.update()
        }
    }

    /// Makes any timer scheduled so far do nothing.
    func invalidateTimers() {
        attemptGeneration &+= 1
    }
}
