import Foundation

/// The engine's process-wide state seen as one world that a test owns: the hook through which a
/// test kit learns that the world is about to change, and the discarding of Core Animation's
/// part of it.
///
/// Every place that adds to the world (work deferred on the run loop, an animation added to a
/// layer, a display link scheduled, the clock stepped) calls ``willChange()`` first. With no
/// ``boundaryCheck`` installed (an app, the `segue` tool) that is one load of a nil closure.
/// SegueTesting installs one when it is loaded: it compares the running test with the world's
/// owner and, on a new test, discards the previous test's world before the new test adds to it
/// (Docs/Testing.md, "Isolation").
package enum EngineWorld {
    /// Called before the world changes; nil (the default) outside a test kit.
    nonisolated(unsafe) package static var boundaryCheck: (@MainActor () -> Void)?
    /// True while the world is being discarded (its own changes are no boundary).
    nonisolated(unsafe) package static var isDiscarding = false

    /// Tells the installed check, if any, that the world is about to change.
    @MainActor @inline(__always)
    package static func willChange() {
        guard let check = boundaryCheck, !isDiscarding else { return }
        check()
    }

    /// Forgets Core Animation's part of the world without running anything of it: every
    /// animation (no delegate or completion is called), display link, deferred block and timer;
    /// the frame rate goes back to 60 Hz and the warnings are cleared. Layers keep their model
    /// values.
    ///
    /// Left alone, because the new test may already have begun them before its first change:
    /// open transactions and animation blocks, layers waiting for layout, and the clock, which
    /// goes on from where it was (timing reads intervals, so frames do not depend on the start;
    /// Docs/Behaviour-runtime.md).
    @MainActor
    package static func discardCoreAnimationState() {
        AnimationEngine.shared.discardAll()
        CADisplayLink.discardAll()
        LayoutFeedbackLoop.discard()
        MainRunLoop.shared.discardPendingWork()
        if MediaClock.shared.framesPerSecond != 60 { MediaClock.shared.setFramesPerSecond(60) }
        EngineDiagnostics.shared.reset()
    }
}
