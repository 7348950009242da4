import Foundation

/// A continuous press-and-hold gesture, as UIKit's `UILongPressGestureRecognizer`.
///
/// Begins when `numberOfTouchesRequired` fingers, after `numberOfTapsRequired` full taps, have
/// been held for `minimumPressDuration` virtual seconds (a run-loop timer) without moving more
/// than `allowableMovement`; changes when a finger moves; ends when a finger lifts. Lifting or
/// moving too far before the duration fails. The taps before the press must each follow the
/// previous lift within 0.35 s, as for `UITapGestureRecognizer`.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Full taps before the press. Default 0.
    open var numberOfTapsRequired = 0
    /// Fingers that must be held down. Default 1.
    open var numberOfTouchesRequired = 1
    /// Seconds the fingers must be held. Default 0.5.
    open var minimumPressDuration: CFTimeInterval = 0.5
    /// Points a finger may move before the press fails; no limit once recognized. Default 10.
    open var allowableMovement: CGFloat = 10

    private var tapsSoFar = 0
    private var fingersThisTap = 0
    private var downLocations: [(touch: UITouch, point: CGPoint)] = []
    private var pressTimerStarted = false

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        invalidateTimers()
        pressTimerStarted = false
        for t in touches { downLocations.append((t, t.locationInWindow)) }
        let down = activeTouches.count
        fingersThisTap = max(fingersThisTap, down)
        if down > numberOfTouchesRequired {
            state = .failed
            return
        }
        if down == numberOfTouchesRequired && tapsSoFar == numberOfTapsRequired {
            pressTimerStarted = true
            scheduleTimer(after: minimumPressDuration) { r in
                if r.state == .possible { r.state = .began }
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        switch state {
        case .possible:
            if movedTooFar(touches) { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state.isActive {
            state = .ended
            return
        }
        guard state == .possible else { return }
        if pressTimerStarted || movedTooFar(touches) {
            state = .failed
            return
        }
        guard activeTouches.isEmpty else { return }
        // A preliminary tap.
        guard fingersThisTap == numberOfTouchesRequired, tapsSoFar < numberOfTapsRequired else {
            state = .failed
            return
        }
        tapsSoFar += 1
        fingersThisTap = 0
        downLocations.removeAll()
        scheduleTimer(after: UITapGestureRecognizer.maximumIntervalBetweenSuccessiveTaps) { r in
            if r.state == .possible { r.state = .failed }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = state.isActive ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        tapsSoFar = 0
        fingersThisTap = 0
        pressTimerStarted = false
        downLocations.removeAll()
    }

    private func movedTooFar(_ touches: Set<UITouch>) -> Bool {
        touches.contains { t in
            guard let start = downLocations.first(where: { $0.touch === t })?.point else {
                return false
            }
            return hypot(t.locationInWindow.x - start.x, t.locationInWindow.y - start.y)
                > allowableMovement
        }
    }
}
