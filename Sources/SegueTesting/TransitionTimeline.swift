import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit

/// The calls the engine made during a transition, in order, with assertions over them.
public struct TransitionTimeline: Sendable, CustomStringConvertible {
    /// One call: when (seconds from the scenario's action) and what (`Subject.event`).
    public struct Call: Sendable, Equatable {
        /// Seconds of virtual time after the action.
        public var time: TimeInterval
        /// `"Subject.event"`, for example `"DetailViewController.viewWillAppear(true)"`.
        public var name: String
    }

    /// The calls, oldest first.
    public var calls: [Call]
    /// The engine's warnings (what UIKit would log), with their times.
    public var warnings: [Call]

    /// A timeline of explicit calls (for tests of code that reads timelines).
    public init(calls: [Call], warnings: [Call] = []) {
        self.calls = calls
        self.warnings = warnings
    }

    init(
        start: TimeInterval, entries: [TransitionDiagnostics.Entry],
        warnings: [EngineDiagnostics.Warning]
    ) {
        calls = entries.map { Call(time: $0.time - start, name: "\($0.subject).\($0.event)") }
        self.warnings = warnings.map { Call(time: $0.time - start, name: $0.message) }
    }

    /// One line per call, as `segue trace` prints: time with three decimals, then the call;
    /// warnings after, marked `warning:`.
    public var lines: [String] {
        calls.map { String(format: "%8.3f  ", $0.time) + $0.name }
            + warnings.map { String(format: "%8.3f  warning: ", $0.time) + $0.name }
    }

    public var description: String { lines.joined(separator: "\n") }

    /// The call names, oldest first.
    public var names: [String] { calls.map(\.name) }

    /// Whether every pattern matches some call, each after the one before (other calls may come
    /// between). A pattern matches a call whose name contains it: `"animateTransition"` matches
    /// `"FadeAnimator.animateTransition(using:)"`.
    public func contains(inOrder patterns: [String]) -> Bool {
        firstMissing(inOrder: patterns) == nil
    }

    /// The first pattern of `patterns` not found in order (see ``contains(inOrder:)``), or nil.
    public func firstMissing(inOrder patterns: [String]) -> String? {
        var index = calls.startIndex
        for pattern in patterns {
            guard let found = calls[index...].firstIndex(where: { $0.name.contains(pattern) })
            else { return pattern }
            index = found + 1
        }
        return nil
    }

    /// A message for a failed ``contains(inOrder:)``: which pattern was missing, after which
    /// match, and the whole timeline. Nil when all are found.
    public func explainMissing(inOrder patterns: [String]) -> String? {
        guard let missing = firstMissing(inOrder: patterns) else { return nil }
        let found = patterns.prefix { $0 != missing }
        return """
            "\(missing)" not found\
            \(found.isEmpty ? "" : " after \"\(found.last!)\"") in the timeline:
            \(description)
            """
    }
}
