import Foundation
@_spi(Testing) import OpenQuartzCore

/// The record of what the view-controller machinery did, for tests and the `segue trace` tool.
///
/// Every delegate, animator, presentation-controller, appearance and containment call the engine
/// makes is appended to `timeline` with the virtual time at which it happened; warnings worded as
/// UIKit words them come from `EngineDiagnostics`. After every transition the engine checks the
/// invariants listed in `checkInvariants(in:)` when `checksInvariants` is on (the default in debug
/// builds), and records any violation in `invariantViolations`. UIKit has no such object: it is
/// the engine's window onto what UIKit would only log or do silently.
@preconcurrency @MainActor
@_spi(Testing) public final class TransitionDiagnostics {
    /// The one recorder of the process (also `UIApplication.shared.diagnostics`).
    package static let shared = TransitionDiagnostics()

    /// One call made by the engine.
    @_spi(Testing) public struct Entry: Sendable, Equatable, CustomStringConvertible {
        /// Virtual time in seconds (`CACurrentMediaTime()`).
        @_spi(Testing) public var time: CFTimeInterval
        /// The type name of the object that received the call (for example `"MyAnimator"`).
        @_spi(Testing) public var subject: String
        /// The call, named as UIKit names it (for example `"viewWillAppear(true)"`).
        @_spi(Testing) public var event: String
        /// Identity of the receiving object, to tell apart two objects of the same type.
        package var subjectID: ObjectIdentifier?

        /// `[time] subject.event`, time in seconds with three decimals.
        @_spi(Testing) public var description: String {
            String(format: "[%.3f] ", time) + "\(subject).\(event)"
        }
    }

    /// The calls recorded since the last `reset()`, in order: the newest `timelineCapacity` at most.
    /// Printing it lists one call per line, as `segue trace` does.
    @_spi(Testing) public var timeline: Timeline {
        EngineWorld.willChange()
        return entries
    }
    /// The calls themselves (`timeline` without the world's check).
    private var entries = Timeline()
    /// How many entries `timeline` keeps, at least 1. Default 100,000 (about 10 MB; a present or
    /// dismiss records about 20). When an entry would exceed it, the oldest tenth of the capacity
    /// is dropped at once, so a long-running process (thousands of transitions) stays bounded.
    /// UIKit has no timeline; the bound is the engine's choice (Docs/Behaviour-vc.md).
    @_spi(Testing) public var timelineCapacity: Int = 100_000 {
        didSet {
            timelineCapacity = max(1, timelineCapacity)
            if entries.count > timelineCapacity { dropOldest(entries.count - timelineCapacity) }
        }
    }
    /// How many entries were recorded since the last `reset()`, including those dropped to keep
    /// within `timelineCapacity`; `timeline` holds the last ones. A mark that survives trimming.
    @_spi(Testing) public var recordedCount: Int {
        EngineWorld.willChange()
        return droppedCount + entries.count
    }
    /// How many of the oldest entries were dropped since the last `reset()`.
    private(set) var droppedCount = 0
    /// Whether invariants are checked after every transition. Default true in debug builds.
    @_spi(Testing) public var checksInvariants: Bool = checksInvariantsByDefault
    /// True in debug builds.
    static var checksInvariantsByDefault: Bool {
        #if DEBUG
            return true
        #else
            return false
        #endif
    }
    /// Invariant violations found after transitions, oldest first (empty when all is well).
    @_spi(Testing) public var invariantViolations: [String] {
        EngineWorld.willChange()
        return violations
    }
    private var violations: [String] = []

    /// Called at the first `completeTransition(_:)` of every transition, with its context and
    /// flag, before the engine settles the views: the test kit's transition doctor reads the
    /// container as the animator left it. Nil (the default): nothing is called.
    package var completionObserver: ((any UIViewControllerContextTransitioning, Bool) -> Void)?

    /// A separate recorder (tests); the engine records into `shared`.
    init() {}

    /// The warnings recorded so far, worded as UIKit logs them.
    @_spi(Testing) public var warnings: [EngineDiagnostics.Warning] {
        EngineDiagnostics.shared.warnings
    }

    /// Appends a call to the timeline. Engine code calls this before invoking the method.
    package func record(_ subject: AnyObject, _ event: String) {
        EngineWorld.willChange()
        if entries.count >= timelineCapacity { dropOldest(max(1, timelineCapacity / 10)) }
        entries.append(
            Entry(
                time: MediaClock.shared.now, subject: String(describing: type(of: subject)),
                event: event, subjectID: ObjectIdentifier(subject)))
    }

    /// Appends a call to the timeline unless the newest entry is that same call on the same
    /// object at the same instant: for the base implementations of calls that the engine records
    /// before making them (`willMove(toParent:)`, `didMove(toParent:)`), so a call is recorded
    /// once whether the engine or the app's code makes it.
    func recordOnce(_ subject: AnyObject, _ event: String) {
        if let last = entries.last, last.subjectID == ObjectIdentifier(subject),
            last.event == event, last.time == MediaClock.shared.now
        {
            return
        }
        record(subject, event)
    }

    /// The entries recorded for one object, in order (events only).
    @_spi(Testing) public func events(of subject: AnyObject) -> [String] {
        let id = ObjectIdentifier(subject)
        return timeline.filter { $0.subjectID == id }.map(\.event)
    }

    /// Forgets the timeline and invariant violations (warnings live in `EngineDiagnostics`).
    @_spi(Testing) public func reset() {
        entries.removeAll()
        droppedCount = 0
        violations.removeAll()
    }

    /// Forgets the timeline and the invariant violations but keeps counting: `recordedCount`
    /// goes on from where it was, so a mark taken before stays a mark (see `EngineWorld.discard()`).
    func forget() {
        droppedCount += entries.count
        entries.removeAll()
        violations.removeAll()
    }

    private func dropOldest(_ n: Int) {
        let n = min(n, entries.count)
        entries.removeFirst(n)
        droppedCount += n
    }

    /// Forgets the invariant violations recorded since there were `count` of them (a tool that
    /// provokes violations on purpose, like SegueTesting's fuzzer, leaves the list as it found it).
    package func forgetInvariantViolations(after count: Int) {
        guard count < violations.count else { return }
        violations.removeSubrange(max(0, count)...)
    }

    func recordViolation(_ message: String) {
        violations.append(String(format: "[%.3f] ", MediaClock.shared.now) + message)
    }
}

extension UIApplication {
    /// The view-controller transition timeline, warnings and invariant checks of this engine.
    @_spi(Testing) public var diagnostics: TransitionDiagnostics {
        EngineWorld.willChange()
        return TransitionDiagnostics.shared
    }
}

/// Shorthand used by the engine: records `event` for `subject` in the shared timeline.
@MainActor
func trace(_ subject: AnyObject, _ event: String) {
    TransitionDiagnostics.shared.record(subject, event)
}

/// A readable name for a controller in warnings: `<TypeName>` as UIKit prints `<Class: 0x…>`.
@MainActor
func uikitName(_ object: AnyObject?) -> String {
    guard let object else { return "(null)" }
    return "<\(String(describing: type(of: object)))>"
}
