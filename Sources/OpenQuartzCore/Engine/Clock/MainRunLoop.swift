import Foundation

/// The virtual main run loop: deferred work, timers, and the per-frame pipeline.
///
/// `DispatchQueue.main` cannot be stepped, so UIKit-style code defers work with
/// `MainRunLoop.perform { … }` (next turn) or `MainRunLoop.perform(after:_:)` (a delay in virtual
/// seconds). Each frame (turn) runs, in Core Animation's order:
/// 0. the current instant settles (``settleCurrentInstant()``): due timers, deferred blocks,
///    layout and the commit run at the current time, before the clock moves;
/// 1. the clock steps one frame;
/// 2. timers that are due, then blocks deferred before this turn began, in FIFO order;
/// 3. event delivery (`.events` observers: touches, gesture recognizers);
/// 4. display links;
/// 5. layout (`.layout` observers), then the implicit `CATransaction` commit;
/// 6. animation progress: starts, stops, completion handlers (`.animations` observers run after).
///
/// Blocks deferred during a turn run on the next one, as with `DispatchQueue.main.async`; the
/// next turn comes at once, as on a device (only drawing waits for the display), so they run at
/// the time they were deferred, when the caller next advances or runs until idle.
@preconcurrency @MainActor
@_spi(Testing) public final class MainRunLoop {
    /// The one run loop of the process.
    @_spi(Testing) public static let shared = MainRunLoop()

    /// The phases at which engine layers hook into each frame.
    package enum Phase: Int, CaseIterable, Sendable {
        case events, layout, afterAnimations
    }

    private struct Timer {
        let fireTime: CFTimeInterval
        let sequence: Int
        let block: @MainActor () -> Void
    }

    private var deferred: [@MainActor () -> Void] = []
    private var timers: [Timer] = []
    private var timerSequence = 0
    private var observers: [Phase: [@MainActor (CFTimeInterval) -> Void]] = [:]
    private var pendingWorkReporters: [@MainActor () -> [String]] = []

    private init() {}

    // MARK: Deferring work

    /// Runs `block` on the next run-loop turn (the next frame), after work deferred before it.
    /// The replacement for `DispatchQueue.main.async { … }`.
    @_spi(Testing) public static func perform(_ block: @escaping @MainActor () -> Void) {
        EngineWorld.willChange()
        shared.deferred.append(block)
    }

    /// Runs `block` on the first turn at or after `delay` virtual seconds from now.
    /// The replacement for `DispatchQueue.main.asyncAfter(deadline: .now() + delay) { … }`.
    /// A negative or NaN delay counts as zero.
    @_spi(Testing) public static func perform(
        after delay: TimeInterval, _ block: @escaping @MainActor () -> Void
    ) {
        EngineWorld.willChange()
        let d = delay.isNaN || delay < 0 ? 0 : delay
        shared.timerSequence += 1
        shared.timers.append(
            Timer(fireTime: MediaClock.shared.now + d, sequence: shared.timerSequence, block: block)
        )
    }

    // MARK: Hooks for the engine

    private var afterCurrentWork: [@MainActor () -> Void] = []

    /// Runs `block` once the code running now has returned to the run loop: after the timer,
    /// deferred block, event delivery, display links, layout or animation tick that is running
    /// (a completion handler included), or, for code run between turns, when the run loop is next
    /// entered. The engine judges the state a caller's code leaves here (the transition
    /// invariants), not half-way through it.
    package func performWhenCurrentWorkReturns(_ block: @escaping @MainActor () -> Void) {
        afterCurrentWork.append(block)
    }

    /// Runs the blocks of ``performWhenCurrentWorkReturns(_:)`` (and those they add), in order.
    private func drainAfterCurrentWork() {
        while !afterCurrentWork.isEmpty {
            let batch = afterCurrentWork
            afterCurrentWork.removeAll()
            for block in batch { block() }
        }
    }

    /// Registers a per-frame observer for a phase; observers run in registration order.
    package func addObserver(_ phase: Phase, _ body: @escaping @MainActor (CFTimeInterval) -> Void)
    {
        observers[phase, default: []].append(body)
    }

    /// Registers a reporter of pending work that keeps the loop from being idle; it returns one
    /// human-readable line per pending item (for example "transition driven by MyAnimator").
    package func addPendingWorkReporter(_ reporter: @escaping @MainActor () -> [String]) {
        pendingWorkReporters.append(reporter)
    }

    // MARK: Running

    /// Runs every turn for `seconds` of virtual time at the clock's frame rate.
    ///
    /// Whole frames are stepped (a partial frame is rounded to the nearest whole one, at least one
    /// frame for any positive duration). Work created by the caller since the last turn is committed
    /// first, at the current time.
    @_spi(Testing) public func advance(by seconds: TimeInterval) {
        precondition(
            seconds.isFinite && seconds >= 0, "Cannot advance the run loop by \(seconds) s")
        EngineWorld.willChange()
        settleCurrentInstant()
        let frames =
            seconds == 0 ? 0 : max(1, Int((seconds / MediaClock.shared.frameDuration).rounded()))
        for _ in 0..<frames { runTurn() }
    }

    /// Runs whole frames until nothing is pending (no deferred blocks, timers, animations or engine
    /// work) or `timeout` virtual seconds have passed.
    ///
    /// - Returns: `true` if the loop became idle; `false` if the timeout was reached, in which case
    ///   `lastPendingWork` names what was still pending.
    @discardableResult
    @_spi(Testing) public func runUntilIdle(timeout: TimeInterval = 60) -> Bool {
        precondition(
            !timeout.isNaN && timeout >= 0,
            "runUntilIdle needs a non-negative timeout, got \(timeout)")
        EngineWorld.willChange()
        let deadline = MediaClock.shared.now + timeout
        while true {
            // Deferred work and pending layout run before the loop can be idle, so that a new
            // screen is laid out when this returns.
            settleCurrentInstant()
            let pending = pendingWork()
            if pending.isEmpty {
                lastPendingWork = []
                return true
            }
            if MediaClock.shared.now >= deadline - 1e-9 {
                lastPendingWork = pending
                return false
            }
            runTurn()
        }
    }

    /// Drops every deferred block and timer without running them (see `EngineWorld`).
    func discardPendingWork() {
        deferred.removeAll()
        afterCurrentWork.removeAll()
        timers.removeAll()
        lastPendingWork = []
    }

    /// What was still pending when `runUntilIdle(timeout:)` last gave up (empty if it succeeded).
    private(set) var lastPendingWork: [String] = []

    /// Descriptions of everything that currently keeps the loop from being idle.
    package func pendingWork() -> [String] {
        var lines: [String] = []
        if !deferred.isEmpty {
            lines.append("\(deferred.count) deferred block(s) from MainRunLoop.perform")
        }
        if !timers.isEmpty {
            lines.append("\(timers.count) timer(s) from MainRunLoop.perform(after:)")
        }
        lines += AnimationEngine.shared.pendingDescriptions()
        for reporter in pendingWorkReporters { lines += reporter() }
        return lines
    }

    /// Whether advancing the clock now would change nothing that can be drawn: no pending work
    /// (``pendingWork()``), no running `CADisplayLink`, no layer waiting for layout or display and
    /// no open transaction. A finished animation that stays (`isRemovedOnCompletion` false) holds
    /// a value that no longer depends on time. The recorder uses this to reuse the previous frame
    /// rather than draw the same pixels again.
    package var isQuiescent: Bool {
        CATransaction.stack.isEmpty && !CALayer.needsLayoutPass && !CALayer.hasHeldLayout
            && !CADisplayLink.hasRunningLinks
            && pendingWork().isEmpty
    }

    /// Commits the caller's implicit transaction and processes animations at the current time, so
    /// that changes made since the last turn take effect before time moves. The tick is skipped
    /// when nothing changed since the last one at this time (it would find nothing new).
    private func flushCallerTransaction() {
        CATransaction.flushImplicit()
        AnimationEngine.shared.tickIfChanged(at: MediaClock.shared.now)
    }

    /// The most passes ``settleCurrentInstant()`` makes: work that keeps deferring more work
    /// (a block re-posting itself) waits for the next turn after this many.
    static let maximumSettlePasses = 100

    /// Runs, at the current time and before the clock moves, the work a device does in the run-loop
    /// turns that follow at once: due timers, blocks deferred with ``perform(_:)`` (and what they
    /// defer in turn), the layout pass and the implicit commit, with animations added by them
    /// beginning now. On a device the next run-loop turn comes immediately; only drawing waits
    /// for the display's next frame. Display links and event delivery wait for the next frame.
    func settleCurrentInstant() {
        let now = MediaClock.shared.now
        drainAfterCurrentWork()
        CALayer.beginLayoutTurn()
        for _ in 0..<Self.maximumSettlePasses {
            let due = takeDueTimers(at: now)
            if due.isEmpty, deferred.isEmpty, !CALayer.needsLayoutPass { break }
            for t in due { t.block() }
            if !deferred.isEmpty {
                let batch = deferred
                deferred.removeAll(keepingCapacity: true)
                for block in batch { block() }
            }
            drainAfterCurrentWork()
            for body in observers[.layout] ?? [] { body(now) }
            flushCallerTransaction()
            drainAfterCurrentWork()
        }
        flushCallerTransaction()
        drainAfterCurrentWork()
    }

    /// Removes and returns the timers due at `now`, in fire-time then creation order.
    private func takeDueTimers(at now: CFTimeInterval) -> [Timer] {
        guard !timers.isEmpty else { return [] }
        let due = timers.filter { $0.fireTime <= now + 1e-9 }.sorted {
            ($0.fireTime, $0.sequence) < ($1.fireTime, $1.sequence)
        }
        if !due.isEmpty {
            let dueIDs = Set(due.map(\.sequence))
            timers.removeAll { dueIDs.contains($0.sequence) }
        }
        return due
    }

    private func runTurn() {
        settleCurrentInstant()
        let now = MediaClock.shared.stepFrame()

        // Timers due, in fire-time then creation order.
        for t in takeDueTimers(at: now) { t.block() }
        // Blocks deferred before this turn.
        if !deferred.isEmpty {
            let batch = deferred
            deferred.removeAll(keepingCapacity: true)
            for block in batch { block() }
        }
        drainAfterCurrentWork()
        for body in observers[.events] ?? [] { body(now) }
        drainAfterCurrentWork()
        CADisplayLink.fireAll(at: now)
        drainAfterCurrentWork()
        for body in observers[.layout] ?? [] { body(now) }
        CATransaction.flushImplicit()
        drainAfterCurrentWork()
        AnimationEngine.shared.tick(at: now)
        drainAfterCurrentWork()
        for body in observers[.afterAnimations] ?? [] { body(now) }
        CATransaction.flushImplicit()
        drainAfterCurrentWork()
    }
}
