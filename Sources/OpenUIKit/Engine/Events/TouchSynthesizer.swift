import Foundation
@_spi(Testing) import OpenQuartzCore

/// Fingers for tests and demos: queues touch samples that are delivered one per frame, through
/// `UIApplication.sendEvent(_:)` and hit-testing, in the run loop's `.events` phase.
///
/// Engine-specific API (UIKit has no equivalent; see Docs/Porting-gestures.md). Every call queues
/// frames after those already queued, so calls read as a script:
///
///     let finger = TouchSynthesizer(window: window)
///     finger.touchDown(at: CGPoint(x: 100, y: 100))   // frame 1
///     finger.move(to: CGPoint(x: 150, y: 100))        // frame 2
///     finger.touchUp()                                // frame 3
///     UIApplication.shared.advance(by: 3 / 60)        // or runUntilIdle()
///
/// Nothing is delivered until the run loop advances, so samples interleave with animations
/// exactly as a real finger's would. Points are in the window's coordinates. Several synthesizers
/// on one window act as several hands; within one synthesizer, fingers are numbered from 0 in
/// the order they went down. `runUntilIdle` waits until every queued frame was delivered.
@preconcurrency @MainActor
@_spi(Testing) public final class TouchSynthesizer {
    /// What one finger does in one frame.
    enum FingerAction {
        case down(CGPoint)
        case move(CGPoint)
        case up(CGPoint)
        case cancel
    }

    /// The window the touches go to (held weakly; nothing is delivered once it is gone).
    package private(set) weak var window: UIWindow?
    private var frames: [[Int: FingerAction]] = []
    /// Index of the next frame to deliver (frames before it are spent; compacted now and then).
    private var nextFrame = 0
    /// Where each finger will be after the last queued frame (fingers down only).
    private(set) var plannedFingers: [Int: CGPoint] = [:]
    private var liveTouches: [Int: UITouch] = [:]
    private let event = UIEvent(touches: [], timestamp: 0)
    private var lastLift: (time: TimeInterval, point: CGPoint, tapCount: Int)?

    /// Creates a synthesizer delivering to `window` (which must be visible for hit-testing to
    /// find its views).
    @_spi(Testing) public init(window: UIWindow) {
        self.window = window
        SyntheticTouchQueue.shared.register(self)
    }

    /// Frames still waiting to be delivered.
    var queuedFrameCount: Int { frames.count - nextFrame }

    /// The touches currently down (delivered), by finger number.
    var activeTouches: [UITouch] {
        liveTouches.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Drops every frame not yet delivered (fingers already down stay down).
    func removeQueuedFrames() {
        frames.removeAll()
        nextFrame = 0
        plannedFingers = liveTouches.mapValues(\.locationInWindow)
    }

    // MARK: Low level: one frame per call

    /// Puts a finger down at `point` in the next queued frame (another finger if some are down).
    @_spi(Testing) public func touchDown(at point: CGPoint) {
        touchDown(at: [point])
    }

    /// Puts one new finger down at each point, together, in the next queued frame.
    @_spi(Testing) public func touchDown(at points: [CGPoint]) {
        precondition(!points.isEmpty, "TouchSynthesizer.touchDown(at:) needs at least one point")
        var frame: [Int: FingerAction] = [:]
        var finger = 0
        for p in points {
            while plannedFingers[finger] != nil || frame[finger] != nil { finger += 1 }
            frame[finger] = .down(p)
            plannedFingers[finger] = p
        }
        frames.append(frame)
    }

    /// Moves the one finger down to `point` in the next queued frame.
    @_spi(Testing) public func move(to point: CGPoint) {
        move(to: [point])
    }

    /// Moves the fingers down (in finger order) to `points` in the next queued frame.
    @_spi(Testing) public func move(to points: [CGPoint]) {
        let fingers = plannedFingers.keys.sorted()
        precondition(
            !fingers.isEmpty,
            "TouchSynthesizer.move(to:) needs a finger down; call touchDown(at:) first")
        precondition(
            points.count == fingers.count,
            "TouchSynthesizer.move(to:) got \(points.count) point(s) for \(fingers.count) finger(s) down"
        )
        var frame: [Int: FingerAction] = [:]
        for (finger, p) in zip(fingers, points) {
            frame[finger] = .move(p)
            plannedFingers[finger] = p
        }
        frames.append(frame)
    }

    /// Lifts every finger, where it is, in the next queued frame.
    @_spi(Testing) public func touchUp() {
        precondition(!plannedFingers.isEmpty, "TouchSynthesizer.touchUp() needs a finger down")
        touchUp(at: plannedFingers.keys.sorted().map { plannedFingers[$0]! })
    }

    /// Lifts every finger (in finger order) at `points` in the next queued frame: the lift
    /// sample itself carries the last movement, as a real flick's does.
    @_spi(Testing) public func touchUp(at points: [CGPoint]) {
        let fingers = plannedFingers.keys.sorted()
        precondition(!fingers.isEmpty, "TouchSynthesizer.touchUp(at:) needs a finger down")
        precondition(
            points.count == fingers.count,
            "TouchSynthesizer.touchUp(at:) got \(points.count) point(s) for \(fingers.count) finger(s) down"
        )
        var frame: [Int: FingerAction] = [:]
        for (finger, p) in zip(fingers, points) { frame[finger] = .up(p) }
        plannedFingers.removeAll()
        frames.append(frame)
    }

    /// Lifts one finger (numbered from 0 in touch-down order), where it is, in the next queued
    /// frame; the other fingers stay down.
    @_spi(Testing) public func touchUp(finger: Int) {
        guard let p = plannedFingers[finger] else {
            preconditionFailure(
                "TouchSynthesizer.touchUp(finger:): finger \(finger) is not down (down: \(plannedFingers.keys.sorted()))"
            )
        }
        plannedFingers[finger] = nil
        frames.append([finger: .up(p)])
    }

    /// Cancels every finger (as the system does for an incoming call) in the next queued frame.
    @_spi(Testing) public func cancelTouches() {
        precondition(
            !plannedFingers.isEmpty, "TouchSynthesizer.cancelTouches() needs a finger down")
        var frame: [Int: FingerAction] = [:]
        for finger in plannedFingers.keys { frame[finger] = .cancel }
        plannedFingers.removeAll()
        frames.append(frame)
    }

    /// Keeps the fingers still (or the hand away) for `seconds`, rounded to whole frames.
    @_spi(Testing) public func wait(_ seconds: TimeInterval) {
        precondition(
            seconds.isFinite && seconds >= 0,
            "TouchSynthesizer.wait needs a non-negative duration, got \(seconds)")
        let n = Int((seconds / MediaClock.shared.frameDuration).rounded())
        frames.append(contentsOf: Array(repeating: [:], count: n))
    }

    // MARK: Delivery (called once per frame by SyntheticTouchQueue)

    func deliverNextFrame() {
        guard nextFrame < frames.count else { return }
        let frame = frames[nextFrame]
        nextFrame += 1
        if nextFrame == frames.count {
            frames.removeAll(keepingCapacity: true)
            nextFrame = 0
        } else if nextFrame >= 256 {
            frames.removeFirst(nextFrame)
            nextFrame = 0
        }
        guard let window else { return }
        let now = MediaClock.shared.now
        for t in liveTouches.values where t.phase != .ended && t.phase != .cancelled {
            if t.phase != .stationary { t.phase = .stationary }
        }
        var involved: [UITouch] = []
        var lifted: [Int] = []
        for finger in frame.keys.sorted() {
            switch frame[finger]! {
            case .down(let p):
                let t = UITouch(
                    location: p, window: window, view: nil, time: now,
                    tapCount: tapCount(at: p, time: now))
                liveTouches[finger] = t
                involved.append(t)
            case .move(let p):
                guard let t = liveTouches[finger] else { continue }
                t.update(
                    location: p, phase: p == t.locationInWindow ? .stationary : .moved, time: now)
                involved.append(t)
            case .up(let p):
                guard let t = liveTouches[finger] else { continue }
                t.update(location: p, phase: .ended, time: now)
                lastLift = (now, p, t.tapCount)
                involved.append(t)
                lifted.append(finger)
            case .cancel:
                guard let t = liveTouches[finger] else { continue }
                t.update(location: t.locationInWindow, phase: .cancelled, time: now)
                involved.append(t)
                lifted.append(finger)
            }
        }
        guard involved.contains(where: { $0.phase != .stationary }) else { return }
        event.touches = Set(liveTouches.values)
        event.timestamp = now
        UIApplication.shared.sendEvent(event)
        for finger in lifted { liveTouches[finger] = nil }
    }

    /// A touch-down close in time and place to the last lift continues the tap count, as UIKit's
    /// `tapCount` (0.35 s, 45 pt: the tap recognizer's limits).
    private func tapCount(at p: CGPoint, time: TimeInterval) -> Int {
        guard let last = lastLift,
            time - last.time <= UITapGestureRecognizer.maximumIntervalBetweenSuccessiveTaps + 1e-9,
            hypot(p.x - last.point.x, p.y - last.point.y)
                <= UITapGestureRecognizer.allowableMovement
        else { return 1 }
        return last.tapCount + 1
    }
}

/// Every synthesizer, delivered one frame each per run-loop turn (`.events` phase).
@MainActor
final class SyntheticTouchQueue {
    static let shared = SyntheticTouchQueue()

    private struct Entry { weak var synthesizer: TouchSynthesizer? }
    private var entries: [Entry] = []
    private var defaults: [(window: WeakWindowRef, synthesizer: TouchSynthesizer)] = []
    private struct WeakWindowRef { weak var window: UIWindow? }

    private init() {
        _ = GestureEnvironment.shared  // registers the `.events` observer that calls deliverFrame()
        MainRunLoop.shared.addPendingWorkReporter {
            let n = SyntheticTouchQueue.shared.entries.compactMap(\.synthesizer).reduce(0) {
                $0 + $1.queuedFrameCount
            }
            return n > 0 ? ["\(n) synthesized touch frame(s) queued (TouchSynthesizer)"] : []
        }
    }

    /// Forgets every synthesizer and its queued frames (see `EngineWorld.discard()`).
    func discardAll() {
        entries.removeAll()
        defaults.removeAll()
    }

    func register(_ synthesizer: TouchSynthesizer) {
        EngineWorld.willChange()
        entries.removeAll { $0.synthesizer == nil }
        entries.append(Entry(synthesizer: synthesizer))
    }

    /// The synthesizer `UIWindow.simulate…` methods use for `window` (one per window).
    func defaultSynthesizer(for window: UIWindow) -> TouchSynthesizer {
        EngineWorld.willChange()
        defaults.removeAll { $0.window.window == nil }
        if let existing = defaults.first(where: { $0.window.window === window }) {
            return existing.synthesizer
        }
        let s = TouchSynthesizer(window: window)
        defaults.append((WeakWindowRef(window: window), s))
        return s
    }

    func deliverFrame() {
        for s in entries.compactMap(\.synthesizer) { s.deliverNextFrame() }
    }
}
