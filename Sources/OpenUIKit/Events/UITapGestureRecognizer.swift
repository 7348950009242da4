import Foundation

/// A discrete gesture of one or more taps, as UIKit's `UITapGestureRecognizer`.
///
/// Recognized when `numberOfTouchesRequired` fingers have gone down and up
/// `numberOfTapsRequired` times. Fails when more fingers than required touch, when a finger moves
/// more than `UITapGestureRecognizer.allowableMovement` (45 pt) from where it went down, or when the
/// next tap of a multiple tap does not start within `maximumIntervalBetweenSuccessiveTaps` (0.35 s)
/// of the previous lift. These are UIKit's internal defaults; Apple documents none of them. A
/// single finger may be held down any length of time.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How far, in points, a finger may wander from where it went down before the tap fails.
    static let allowableMovement: CGFloat = 45
    /// The longest pause, in seconds, between one tap's lift and the next tap's touch-down.
    static let maximumIntervalBetweenSuccessiveTaps: TimeInterval = 0.35

    /// The number of taps for the gesture. Default 1.
    open var numberOfTapsRequired = 1
    /// The number of fingers for each tap. Default 1.
    open var numberOfTouchesRequired = 1

    private var tapsSoFar = 0
    private var fingersThisTap = 0
    private var downLocations: [(touch: UITouch, point: CGPoint)] = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        invalidateTimers()  // the next tap arrived in time
        for t in touches { downLocations.append((t, t.locationInWindow)) }
        let down = activeTouches.count
        fingersThisTap = max(fingersThisTap, down)
        if down > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible else { return }
        if movedTooFar(touches) { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible else { return }
        if movedTooFar(touches) {
            state = .failed
            return
        }
        guard activeTouches.isEmpty else { return }
        guard fingersThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsSoFar += 1
        fingersThisTap = 0
        downLocations.removeAll()
        if tapsSoFar >= numberOfTapsRequired {
            state = .recognized
        } else {
            scheduleTimer(after: Self.maximumIntervalBetweenSuccessiveTaps) { r in
                if r.state == .possible { r.state = .failed }
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    open override func reset() {
        super.reset()
        tapsSoFar = 0
        fingersThisTap = 0
        downLocations.removeAll()
    }

    /// A tap never prevents a tap that needs more taps (so a double tap can follow a single one),
    /// as UIKit documents.
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let other = preventedGestureRecognizer as? UITapGestureRecognizer,
            other.numberOfTapsRequired > numberOfTapsRequired
        {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    private func movedTooFar(_ touches: Set<UITouch>) -> Bool {
        touches.contains { t in
            guard let start = downLocations.first(where: { $0.touch === t })?.point else {
                return false
            }
            return hypot(t.locationInWindow.x - start.x, t.locationInWindow.y - start.y)
                > Self.allowableMovement
        }
    }
}
