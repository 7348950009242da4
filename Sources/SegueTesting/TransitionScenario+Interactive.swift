import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit

/// One step of a percent-driven interaction script (see
/// ``TransitionScenario/interactive(_:through:)``).
public enum InteractiveStep: Sendable, Hashable {
    /// `update(_:)` with this fraction, 0…1.
    case update(CGFloat)
    /// Lets this many seconds of virtual time pass before the next step.
    case wait(TimeInterval)
    /// `pause()`.
    case pause
    /// `finish()`: the rest runs with the interaction controller's `completionCurve`.
    case finish
    /// `cancel()`: the transition runs back and ends cancelled.
    case cancel
}

/// A finger's path for a gesture-driven scenario, delivered through the window's touch
/// synthesizer one sample per frame (60 Hz), as a real finger's (Docs/Porting-gestures.md).
public enum ScriptedGesture: Sendable, Hashable {
    /// A swipe in from `edge` (one edge): down 5 points inside it, halfway along it (or at
    /// `position` points along it), then `distance` points away over `duration` seconds,
    /// linearly, and up. The swipe of the navigation controller's interactive pop.
    case edgePan(edge: UIRectEdge, distance: CGFloat, duration: TimeInterval, position: CGFloat?)
    /// Down at the first point, along the polyline at constant speed over `duration` seconds, up
    /// at the last point.
    case pan(path: [CGPoint], duration: TimeInterval)
    /// Down at the first waypoint (time 0), then through every waypoint at its time (seconds
    /// from the touch-down, increasing), moving linearly between them, up at the last one. A
    /// finger that stops, waits and goes on.
    case timedPan([Waypoint])

    /// A point of a ``timedPan(_:)`` and when the finger is there.
    public struct Waypoint: Sendable, Hashable {
        /// Where, in the window's coordinates.
        public var point: CGPoint
        /// Seconds after the touch-down.
        public var time: TimeInterval

        /// The finger is at `point` `time` seconds after it went down.
        public init(_ point: CGPoint, at time: TimeInterval) {
            self.point = point
            self.time = time
        }
    }

    /// A left-edge swipe of `distance` points over `duration` seconds (the interactive pop).
    public static func edgePan(distance: CGFloat, duration: TimeInterval) -> ScriptedGesture {
        .edgePan(edge: .left, distance: distance, duration: duration, position: nil)
    }

    /// Queues the gesture on `synthesizer` (it is delivered as the clock advances).
    @MainActor
    func queue(on synthesizer: TouchSynthesizer) {
        switch self {
        case .edgePan(let edge, let distance, let duration, let position):
            synthesizer.edgeSwipe(
                edge: edge, distance: distance, duration: duration, position: position)
        case .pan(let path, let duration):
            synthesizer.drag(along: path, duration: duration)
        case .timedPan(let waypoints):
            guard let first = waypoints.first else { return }
            let frame = MediaClock.shared.frameDuration
            let end = waypoints.last?.time ?? 0
            let frames = max(1, Int((end / frame).rounded()))
            synthesizer.touchDown(at: first.point)
            for k in 1...frames {
                let point = Self.point(on: waypoints, at: Double(k) * frame)
                if k < frames {
                    synthesizer.move(to: point)
                } else {
                    synthesizer.touchUp(at: [point])
                }
            }
        }
    }

    /// Where the finger of a timed pan is at `time` (linear between waypoints, clamped).
    static func point(on waypoints: [Waypoint], at time: TimeInterval) -> CGPoint {
        guard var previous = waypoints.first else { return .zero }
        for next in waypoints.dropFirst() {
            if time <= next.time {
                let span = next.time - previous.time
                let u = span > 0 ? CGFloat((time - previous.time) / span) : 1
                return CGPoint(
                    x: previous.point.x + (next.point.x - previous.point.x) * u,
                    y: previous.point.y + (next.point.y - previous.point.y) * u)
            }
            previous = next
        }
        return previous.point
    }
}

extension TransitionScenario {
    /// This scenario, driven interactively: after the action, `steps` run on the virtual clock
    /// against the percent-driven interaction controller that `interactionController` finds in
    /// the scene (the one the app's delegate hands to UIKit).
    ///
    /// Steps before the first `.wait` run on the run-loop turn after the action (the one that
    /// starts a presentation), in order; each `.wait(seconds)` moves the later steps on by that
    /// much. The recording and the timeline cover the whole interaction, then the completion.
    ///
    /// ```swift
    /// let scenario = TransitionScenario.pop(on: { makeStack() })
    ///     .interactive([.update(0.3), .wait(0.2), .update(0.5), .cancel]) { root in
    ///         (root as? UINavigationController).flatMap { swipeDelegate(of: $0)?.interaction }
    ///     }
    /// ```
    public func interactive(
        _ steps: [InteractiveStep],
        through interactionController:
            @escaping @MainActor @Sendable (UIViewController) ->
            UIPercentDrivenInteractiveTransition?
    ) -> TransitionScenario {
        var scenario = self
        let start = action
        scenario.action = { root in
            start(root)
            var delay: TimeInterval = 0
            for step in steps {
                if case .wait(let seconds) = step {
                    delay += max(0, seconds)
                    continue
                }
                let perform: @MainActor () -> Void = {
                    guard let interactor = interactionController(root) else { return }
                    switch step {
                    case .update(let fraction): interactor.update(fraction)
                    case .pause: interactor.pause()
                    case .finish: interactor.finish()
                    case .cancel: interactor.cancel()
                    case .wait: break
                    }
                }
                if delay > 0 {
                    MainRunLoop.perform(after: delay, perform)
                } else {
                    MainRunLoop.perform(perform)
                }
            }
        }
        return scenario
    }

    /// A window whose root is `root()`, then `gesture` on it: the scene's own gesture
    /// recognizers start and drive the transition (an edge pan pops a navigation controller; an
    /// app's pan recognizer drives its percent-driven interaction controller).
    public static func gesture(
        _ gesture: ScriptedGesture, on root: @escaping @MainActor @Sendable () -> UIViewController,
        windowSize: CGSize? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> TransitionScenario {
        TransitionScenario(
            windowSize: windowSize, root: root, fileID: fileID, filePath: filePath, line: line,
            column: column
        ) { root in
            // The root's view leaves the window under a full-screen presentation: the key
            // window is the scenario's.
            guard let window = root.viewIfLoaded?.window ?? UIApplication.shared.keyWindow
            else { return }
            gesture.queue(on: window.touchSynthesizer)
        }
    }
}
