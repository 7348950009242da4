import Foundation

/// The warnings the engine recorded where UIKit or Core Animation would have logged a message.
///
/// Nothing is printed: tests and tools read `warnings` (or `UIApplication.shared.diagnostics` in
/// OpenUIKit). Each entry carries the virtual time at which it was recorded.
@preconcurrency @MainActor
@_spi(Testing) public final class EngineDiagnostics {
    /// The one collector of the process.
    @_spi(Testing) public static let shared = EngineDiagnostics()

    /// One recorded warning.
    @_spi(Testing) public struct Warning: Sendable, Equatable, CustomStringConvertible {
        /// Virtual time in seconds.
        @_spi(Testing) public var time: CFTimeInterval
        /// The message, worded as UIKit or Core Animation words it.
        @_spi(Testing) public var message: String
        /// `[time] message`, time in seconds with three decimals.
        @_spi(Testing) public var description: String { String(format: "[%.3f] ", time) + message }
    }

    /// Every warning recorded since the last `reset()`, oldest first.
    @_spi(Testing) public var warnings: [Warning] {
        EngineWorld.willChange()
        return recorded
    }
    private var recorded: [Warning] = []
    /// Observers told of each warning as it is recorded (used by OpenUIKit's timeline).
    package var observers: [@MainActor (Warning) -> Void] = []

    private init() {}

    /// Records a warning.
    package func warn(_ message: String) {
        EngineWorld.willChange()
        let w = Warning(time: MediaClock.shared.now, message: message)
        recorded.append(w)
        for o in observers { o(w) }
    }

    /// Forgets every recorded warning.
    @_spi(Testing) public func reset() { recorded.removeAll() }
}
