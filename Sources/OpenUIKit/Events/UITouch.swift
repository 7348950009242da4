import Foundation

/// One finger on the screen, as UIKit's `UITouch`.
@MainActor
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
    /// Location in window coordinates.
    var locationInWindow: CGPoint
    /// Previous location in window coordinates.
    var previousLocationInWindow: CGPoint

    init(location: CGPoint, window: UIWindow?, view: UIView?, time: TimeInterval, tapCount: Int = 1) {
        self.phase = .began; self.timestamp = time; self.tapCount = tapCount
        self.window = window; self.view = view
        locationInWindow = location; previousLocationInWindow = location
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
@MainActor
public class UIEvent {
    /// The media time at which the event occurred.
    public internal(set) var timestamp: TimeInterval
    var touches: Set<UITouch>

    init(touches: Set<UITouch>, timestamp: TimeInterval) {
        self.touches = touches; self.timestamp = timestamp
    }

    /// Every touch of the event.
    public var allTouches: Set<UITouch>? { touches }

    /// The touches that belong to `view`.
    public func touches(for view: UIView) -> Set<UITouch>? {
        touches.filter { $0.view === view }
    }
}
