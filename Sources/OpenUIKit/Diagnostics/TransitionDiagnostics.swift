import Foundation

/// The record of what the view-controller machinery did, for tests and the `segue trace` tool.
///
/// Every delegate, animator, presentation-controller, appearance and containment call the engine
/// makes is appended to `timeline` with the virtual time at which it happened; warnings worded as
/// UIKit words them come from `EngineDiagnostics`. After every transition the engine checks the
/// invariants listed in `checkInvariants(in:)` when `checksInvariants` is on (the default in debug
/// builds), and records any violation in `invariantViolations`. UIKit has no such object: it is
/// the engine's window onto what UIKit would only log or do silently.
@MainActor
public final class TransitionDiagnostics {
    /// The one recorder of the process (also `UIApplication.shared.diagnostics`).
    public static let shared = TransitionDiagnostics()

    /// One call made by the engine.
    public struct Entry: Sendable, Equatable, CustomStringConvertible {
        /// Virtual time in seconds (`CACurrentMediaTime()`).
        public var time: CFTimeInterval
        /// The type name of the object that received the call (for example `"MyAnimator"`).
        public var subject: String
        /// The call, named as UIKit names it (for example `"viewWillAppear(true)"`).
        public var event: String
        /// Identity of the receiving object, to tell apart two objects of the same type.
        public var subjectID: ObjectIdentifier?

        public var description: String { String(format: "[%.3f] ", time) + "\(subject).\(event)" }
    }

    /// Every call recorded since the last `reset()`, in order.
    public private(set) var timeline: [Entry] = []
    /// Whether invariants are checked after every transition. Default true in debug builds.
    public var checksInvariants: Bool = {
        #if DEBUG
        return true
        #else
        return false
        #endif
    }()
    /// Invariant violations found after transitions, oldest first (empty when all is well).
    public private(set) var invariantViolations: [String] = []

    private init() {}

    /// The warnings recorded so far, worded as UIKit logs them.
    public var warnings: [EngineDiagnostics.Warning] { EngineDiagnostics.shared.warnings }

    /// Appends a call to the timeline. Engine code calls this before invoking the method.
    public func record(_ subject: AnyObject, _ event: String) {
        timeline.append(Entry(time: MediaClock.shared.now, subject: String(describing: type(of: subject)),
                              event: event, subjectID: ObjectIdentifier(subject)))
    }

    /// The entries recorded for one object, in order (events only).
    public func events(of subject: AnyObject) -> [String] {
        let id = ObjectIdentifier(subject)
        return timeline.filter { $0.subjectID == id }.map(\.event)
    }

    /// Forgets the timeline and invariant violations (warnings live in `EngineDiagnostics`).
    public func reset() {
        timeline.removeAll()
        invariantViolations.removeAll()
    }

    func recordViolation(_ message: String) {
        invariantViolations.append(String(format: "[%.3f] ", MediaClock.shared.now) + message)
    }
}

extension UIApplication {
    /// The view-controller transition timeline, warnings and invariant checks of this engine.
    public var diagnostics: TransitionDiagnostics { TransitionDiagnostics.shared }
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
