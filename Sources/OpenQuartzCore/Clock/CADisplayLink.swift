import Foundation

/// A timer synchronised with the virtual display's refresh, as Core Animation's `CADisplayLink`.
///
/// UIKit's `CADisplayLink(target:selector:)` needs the Objective-C runtime; here the callback is a
/// closure (`CADisplayLink { link in … }`). `add(to:forMode:)` accepts Foundation's run loop and
/// modes for source compatibility and schedules the link on the virtual `MainRunLoop`. The link fires
/// once per frame, after events and before layout, with `timestamp` the frame's time and
/// `targetTimestamp` the next frame's. Display links do not keep `runUntilIdle` from returning.
@preconcurrency @MainActor
public final class CADisplayLink {
    private static var scheduled: [CADisplayLink] = []

    private let handler: @MainActor (CADisplayLink) -> Void
    private var isScheduled = false
    private var lastFire: CFTimeInterval?

    /// Creates a display link that calls `handler` each frame once added to a run loop.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// The time of the last frame the link fired for, in media time.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame, in media time.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The interval between frames at the display's rate, in seconds.
    public var duration: CFTimeInterval { MediaClock.shared.frameDuration }
    /// When true the link does not fire. Default false.
    public var isPaused = false
    /// The preferred rate; 0 means the display's maximum. Frames are skipped to approximate it.
    public var preferredFramesPerSecond: Int = 0

    /// Schedules the link on the main run loop (the arguments are accepted for compatibility).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isScheduled else { return }
        EngineWorld.willChange()
        isScheduled = true
        Self.scheduled.append(self)
    }

    /// Removes the link from the run loop it was added to.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }

    /// Removes the link from all run loops; it never fires again.
    /// Unschedules every link without firing it (see `EngineWorld`).
    static func discardAll() {
        for link in scheduled { link.isScheduled = false }
        scheduled.removeAll()
    }

    public func invalidate() {
        isScheduled = false
        Self.scheduled.removeAll { $0 === self }
    }

    /// Whether any link is scheduled and not paused (it would fire on the next frame).
    static var hasRunningLinks: Bool { scheduled.contains { $0.isScheduled && !$0.isPaused } }

    static func fireAll(at now: CFTimeInterval) {
        guard !scheduled.isEmpty else { return }
        let links = scheduled
        for link in links where link.isScheduled && !link.isPaused {
            let dt = MediaClock.shared.frameDuration
            if link.preferredFramesPerSecond > 0, let last = link.lastFire,
                now - last + 1e-9 < 1 / Double(link.preferredFramesPerSecond) - dt / 2
            {
                continue
            }
            link.lastFire = now
            link.timestamp = now
            link.targetTimestamp = now + dt
            link.handler(link)
        }
    }
}
