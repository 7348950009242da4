import Foundation

/// The warnings the engine recorded where UIKit or Core Animation would have logged a message.
///
/// Nothing is printed: tests and tools read `warnings` (or `UIApplication.shared.diagnostics` in
/// OpenUIKit). Each entry carries the virtual time at which it was recorded.
@preconcurrency @MainActor
public final class EngineDiagnostics {
    /// The one collector of the process.
    public static let shared = EngineDiagnostics()

    /// One recorded warning.
    public struct Warning: Sendable, Equatable, CustomStringConvertible {
        /// Virtual time in seconds.
        public var time: CFTimeInterval
        /// The message, worded as UIKit or Core Animation words it.
        public var message: String
        public var description: String { String(format: "[%.3f] ", time) + message }
    }

    /// Every warning recorded since the last `reset()`, oldest first.
    public private(set) var warnings: [Warning] = []
    /// Observers told of each warning as it is recorded (used by OpenUIKit's timeline).
    package var observers: [@MainActor (Warning) -> Void] = []

    private init() {}

    /// Records a warning.
    public func warn(_ message: String) {
        let w = Warning(time: MediaClock.shared.now, message: message)
        warnings.append(w)
        for o in observers { o(w) }
    }

    /// Forgets every recorded warning.
    public func reset() { warnings.removeAll() }
}
