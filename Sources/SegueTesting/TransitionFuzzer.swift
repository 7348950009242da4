import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit

/// Random sequences of transitions with the engine's invariants checked after every step: a
/// seeded generator of operations — present and dismiss in every modal style, push, pop,
/// `setViewControllers`, tab selection, child swaps, interactive pops begun, moved, finished and
/// cancelled, operations started while another transition is in flight, and the window turning —
/// run on the virtual clock.
///
/// ```swift
/// let report = TransitionFuzzer(seed: 42, operations: 500).run()
/// #expect(report.violations.isEmpty, "\(report)")   // the report names the seed to replay
/// ```
public struct TransitionFuzzer: Sendable {
    /// The seed of the operation sequence (print it; the same seed replays the same run).
    public var seed: UInt64
    /// How many operations to run.
    public var operations: Int

    /// A run of `operations` operations from `seed`.
    public init(seed: UInt64, operations: Int) {
        self.seed = seed
        self.operations = operations
    }

    /// One broken invariant: where, after what, and what.
    public struct Violation: Sendable, CustomStringConvertible {
        /// The seed of the run.
        public var seed: UInt64
        /// The operation after which it was found (0-based).
        public var step: Int
        /// The last operations before it, oldest first.
        public var recentOperations: [String]
        /// What is wrong.
        public var message: String

        public var description: String {
            "seed \(seed), step \(step): \(message)\n  after: "
                + recentOperations.joined(separator: " → ")
        }
    }

    /// What a run found.
    public struct Report: Sendable, CustomStringConvertible {
        /// The seed of the run.
        public var seed: UInt64
        /// Operations run.
        public var operations: Int
        /// How many times each kind of operation ran.
        public var counts: [String: Int]
        /// Broken invariants, in order (the run stops at the first).
        public var violations: [Violation]

        public var description: String {
            violations.isEmpty
                ? "seed \(seed): \(operations) operations, no violation"
                : violations.map(\.description).joined(separator: "\n")
        }
    }

    /// Runs the operations in a new window and reports what broke, stopping at the first
    /// violation.
    @MainActor
    public func run() -> Report {
        var world = FuzzWorld(seed: seed)
        var report = Report(seed: seed, operations: 0, counts: [:], violations: [])
        var recent: [String] = []
        let diagnostics = UIApplication.shared.diagnostics
        let wasChecking = diagnostics.checksInvariants
        let violationsBefore = diagnostics.invariantViolations.count
        diagnostics.checksInvariants = true
        defer {
            world.tearDown()
            diagnostics.checksInvariants = wasChecking
            // What the run provoked is in the report; other tests read the list as they left it.
            diagnostics.forgetInvariantViolations(after: violationsBefore)
        }
        for step in 0..<operations {
            let before = diagnostics.invariantViolations.count
            let name = world.step()
            report.operations += 1
            report.counts[name.prefix { $0 != "(" }.description, default: 0] += 1
            recent = Array((recent + [name]).suffix(8))
            var problems = Array(diagnostics.invariantViolations.dropFirst(before))
            if world.isSettled { problems += world.settledProblems() }
            if let first = problems.first {
                report.violations.append(
                    Violation(seed: seed, step: step, recentOperations: recent, message: first))
                break
            }
        }
        return report
    }
}
