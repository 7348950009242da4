import Foundation

/// Change counters that let the engine reuse per-frame work (issue 2).
///
/// - `tree` moves whenever a layer's time mapping may have changed: a layer's `beginTime`,
///   `speed` or `timeOffset` was set, the tree was edited (sublayers, masks), or a layer that had
///   sublayers went away. Each layer caches its mapping from global to local time and rebuilds it
///   only when `tree` differs from the stamp it was built at.
/// - `engine` moves whenever the set of attached animations or an attached animation's timing
///   changed. `MainRunLoop.advance(by:)` skips its flush tick when neither counter nor the clock
///   moved since the last tick: that tick could not find anything the last one did not.
///
/// Both start at 1; a cache stamped 0 is never valid. They are plain globals because a layer's
/// `deinit` (which is not isolated to the main actor) must be able to bump `tree`; every engine
/// object is used from the main thread only.
enum TimingStamps {
    nonisolated(unsafe) package static var tree: UInt64 = 1
    nonisolated(unsafe) package static var engine: UInt64 = 1

    /// Records a change to some layer's time mapping (timing property or tree edit).
    @inline(__always)
    static func treeChanged() { tree &+= 1 }

    /// Records a change to the attached animations or to an attached animation's timing.
    @inline(__always)
    static func engineChanged() { engine &+= 1 }
}
