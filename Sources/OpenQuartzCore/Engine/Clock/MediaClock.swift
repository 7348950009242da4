import Foundation

/// A time interval in seconds, as Core Foundation defines it.
public typealias CFTimeInterval = Double

/// The virtual media clock every animation, display link and run-loop timer reads.
///
/// Time only moves when the run loop is told to advance (`MainRunLoop.shared.advance(by:)`, or
/// `UIApplication.shared.advance(by:)` in OpenUIKit). It starts at 0 and is computed from a whole
/// frame count, so stepping 60 frames of 1/60 s lands on exactly 1.0 with no rounding drift.
@MainActor
package final class MediaClock {
    /// The one clock of the process.
    package static let shared = MediaClock()

    /// The time at which the current frame rate took effect.
    private var epoch: CFTimeInterval = 0
    /// Whole frames stepped since `epoch`.
    private var framesSinceEpoch: Int64 = 0
    /// Extra time added by non-frame steps (see `advanceExactly(by:)`), since `epoch`.
    private var loose: CFTimeInterval = 0

    /// Frames per second used by `advance(by:)`. Default 60, as an iPhone screen.
    package private(set) var framesPerSecond: Int = 60

    /// The current virtual time in seconds.
    package private(set) var now: CFTimeInterval = 0

    private init() {}

    /// The duration of one frame at the current rate, in seconds.
    package var frameDuration: CFTimeInterval { 1 / Double(framesPerSecond) }

    /// Changes the frame rate (for example to a device's `maximumFramesPerSecond`).
    package func setFramesPerSecond(_ fps: Int) {
        precondition(fps > 0, "Frames per second must be positive, got \(fps)")
        EngineWorld.willChange()
        rebase()
        framesPerSecond = fps
    }

    /// Steps one whole frame and returns the new time.
    @discardableResult
    func stepFrame() -> CFTimeInterval {
        framesSinceEpoch += 1
        now = epoch + loose + Double(framesSinceEpoch) / Double(framesPerSecond)
        return now
    }

    /// Moves time forward by a sub-frame amount (used to land exactly on a requested time).
    func advanceExactly(by dt: CFTimeInterval) {
        precondition(dt >= 0 && dt.isFinite, "The clock cannot move by \(dt) s")
        loose += dt
        now = epoch + loose + Double(framesSinceEpoch) / Double(framesPerSecond)
    }

    /// Resets the clock to 0 (for tests that want a fresh timeline; the engine must be idle).
    package func reset() {
        epoch = 0
        framesSinceEpoch = 0
        loose = 0
        now = 0
    }

    private func rebase() {
        epoch = now
        framesSinceEpoch = 0
        loose = 0
    }
}

/// The current virtual media time in seconds, as Core Animation's `CACurrentMediaTime()`.
///
/// Starts at 0 and only moves when the run loop advances; never reads the wall clock.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.shared.now }
