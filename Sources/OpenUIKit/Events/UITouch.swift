import Foundation

/// One finger on the screen, as UIKit's `UITouch`.
@preconcurrency @MainActor
public final class UITouch: Hashable {
    /// The phase of a touch.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// The current phase.
    public internal(set) var phase: Phase
    /// The media time of the last change.
    public internal(set) var timestamp: TimeInterval
    /// Number of taps in quick succession (1 for a single tap).
    public internal(set) var tapCount: Int
    /// The window in which the touch began.
    public internal(set) weak var window: UIWindow?
    /// The view the touch was hit-tested to when it began.
    public internal(set) weak var view: UIView?
    /// The gesture recognizers receiving this touch, hit view's first then its ancestors'
    /// (decided when the touch began; nil before it is delivered).
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// Location in window coordinates.
    var locationInWindow: CGPoint
    /// Previous location in window coordinates.
    var previousLocationInWindow: CGPoint

    // MARK: Delivery bookkeeping (see TouchDispatcher)

    /// Creation order, so touches are always handled in the same order.
    let sequence: Int
    private static var nextSequence = 0
    /// The view got `touchesBegan` for this touch.
    var deliveredBeganToView = false
    /// The view got `touchesEnded` or `touchesCancelled` for this touch.
    var deliveredEndToView = false
    /// A recognizer cancelled the touch in the view: no further phases reach the view.
    var cancelledForView = false
    /// The view does not get this touch (a second touch on a view without multiple touch).
    var suppressedForView = false
    /// Phases delayed by `delaysTouchesBegan` / `delaysTouchesEnded`, oldest first.
    var heldPhases: [Phase] = []
    /// The event the touch last arrived with (passed to delayed deliveries).
    weak var lastEvent: UIEvent?
    /// The media time the finger landed (a scroll view delays content touches from it).
    let beganTime: TimeInterval

    init(location: CGPoint, window: UIWindow?, view: UIView?, time: TimeInterval, tapCount: Int = 1)
    {
        self.phase = .began
        self.timestamp = time
        beganTime = time
        self.tapCount = tapCount
        self.window = window
        self.view = view
        locationInWindow = location
        previousLocationInWindow = location
        UITouch.nextSequence += 1
        sequence = UITouch.nextSequence
    }

    /// Moves the touch to `location` (window coordinates) at `time` with `phase`.
    func update(location: CGPoint, phase: Phase, time: TimeInterval) {
        previousLocationInWindow = locationInWindow
        locationInWindow = location
        self.phase = phase
        timestamp = time
    }

    /// The touch's location in `view`'s coordinates (nil: the window's).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The previous location in `view`'s coordinates (nil: the window's).
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    nonisolated public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    nonisolated public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// An event (a set of touches), as UIKit's `UIEvent`.
@preconcurrency @MainActor
public class UIEvent {
    /// The media time at which the event occurred.
    public internal(set) var timestamp: TimeInterval
    var touches: Set<UITouch>

    init(touches: Set<UITouch>, timestamp: TimeInterval) {
        self.touches = touches
        self.timestamp = timestamp
    }

    /// Every touch of the event.
    public var allTouches: Set<UITouch>? { touches }

    /// The touches that belong to `view`.
    public func touches(for view: UIView) -> Set<UITouch>? {
        touches.filter { $0.view === view }
    }

    /// The touches that began in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        touches.filter { $0.window === window }
    }

    /// The touches being delivered to `gesture`.
    public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        touches.filter { gesture.isTracking($0) }
    }

    /// The touches in creation order (deterministic iteration for delivery).
    var orderedTouches: [UITouch] {
        touches.sorted { $0.sequence < $1.sequence }
    }
}
