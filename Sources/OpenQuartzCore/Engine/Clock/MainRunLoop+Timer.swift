import Foundation

extension MainRunLoop {
    /// Schedules a Foundation `Timer` on the virtual clock: the replacement for
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` (and the target–selector form),
    /// whose timers never fire here because nothing runs Foundation's run loop.
    ///
    /// `interval` is in virtual seconds; as Foundation does, an interval of 0 or less counts as
    /// 0.1 ms. The block runs on the first turn at or after each due time, a repeating timer
    /// every `interval` from then on, until `invalidate()`; `fire()` and `isValid` work as
    /// Foundation's. A repeating timer keeps `runUntilIdle` from returning true, as it keeps a
    /// device's run loop busy.
    @_spi(Testing) @discardableResult
    public static func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool,
        block: @escaping @MainActor (Timer) -> Void
    ) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats) { timer in
            // Fired by the run loop below or by `fire()`, on the main actor either way.
            let fired = MainActorTimer(timer: timer)
            MainActor.assumeIsolated { block(fired.timer) }
        }
        schedule(timer, every: interval > 0 ? interval : 0.000_1)
        return timer
    }

    private static func schedule(_ timer: Timer, every interval: TimeInterval) {
        perform(after: interval) {
            guard timer.isValid else { return }
            timer.fire()
            if timer.isValid { schedule(timer, every: interval) }
        }
    }
}

/// A timer handed from Foundation's `Sendable` block to the main actor it already runs on.
private struct MainActorTimer: @unchecked Sendable {
    let timer: Timer
}
