import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit

/// UIKit's invariants, checked after every scenario, controller snapshot and doctor run: each
/// broken one fails the test with what happened and what to change (Docs/Testing.md, "UIKit's
/// invariants").
///
/// The engine checks them after each transition (`TransitionDiagnostics.invariantViolations`):
/// the presenting view back in the window after a dismissal (for every style; a `.custom`
/// dismissal leaves it where it was), the presented view in the window, no transition container
/// left behind, every controller's appearance callbacks balanced. The kit adds one: nothing
/// still pending when the scenario ends.
public enum UIKitChecks {
    /// Whether the checks run (default true). Turn them off around a test that looks at a broken
    /// state on purpose: `UIKitChecks.$isEnabled.withValue(false) { … }`.
    @TaskLocal public static var isEnabled = true

    /// The problems the engine recorded since its diagnostics were last reset, each with its
    /// advice, plus what is still pending when `finished` is false.
    @MainActor
    static func problems(finished: Bool, since count: Int = 0) -> [String] {
        var problems = TransitionDiagnostics.shared.invariantViolations.dropFirst(count).map(
            explain)
        if !finished {
            let pending = MainRunLoop.shared.pendingWork()
            problems.append(neverFinished(pending))
        }
        return problems
    }

    /// Fails the running test once for each problem (when enabled).
    @MainActor
    static func report(_ problems: [String], at spot: SourceSpot?) {
        guard isEnabled else { return }
        for problem in problems { TestFailure.record(problem, at: spot) }
    }

    /// A violation as the engine words it ("[0.300] after dismissal: …"), with what to change.
    static func explain(_ violation: String) -> String {
        let text = violation.drop { $0 != "]" }.dropFirst().trimmingCharacters(in: .whitespaces)
        let advice: String
        if text.hasPrefix("after custom container transition") {
            advice =
                text.contains("disappeared")
                ? "a custom container that swaps children removes the old child's view (or hides it) before it calls endAppearanceTransition() on it."
                : "a custom container that swaps children adds the new child's view to its own view before it calls endAppearanceTransition() on it, and keeps it there."
        } else if text.contains("view is not in the window") && text.hasPrefix("after dismissal") {
            advice =
                "on a .custom dismissal, do not add the presenting view to the container: UIKit leaves it in place (view(forKey: .to) is nil), and the container, with everything added to it, is removed when the transition ends, which leaves the screen black. Animate the presenting view where it is, or add view(forKey: .to) only when it is not nil."
        } else if text.contains("view is not in the window") {
            advice =
                "the animator must add view(forKey: .to) to transitionContext.containerView (at finalFrame(for:)) before it calls completeTransition(true); a cancelled transition must leave the from-view where it was."
        } else if text.contains("still in the window under a full-screen presentation") {
            advice =
                "a full-screen presentation removes the presenting view when it completes; do not add it back (or keep it) in the window yourself."
        } else if text.contains("transition container view was left") {
            advice =
                "call completeTransition(_:) exactly once, when the animations end: the container is removed only then."
        } else if text.contains("is stuck in") {
            advice =
                "appearance callbacks must come in pairs: a controller whose viewWillAppear (or viewWillDisappear) ran gets its did callback. If you call beginAppearanceTransition yourself, end it with endAppearanceTransition; a custom animator must call completeTransition(_:) so that UIKit sends the did callbacks."
        } else {
            advice =
                "this is UIKit's own bookkeeping; if your code does not touch views outside the container, report it as an engine bug with this test."
        }
        return "UIKit invariant broken: \(text). To change: \(advice)"
    }

    /// The message for a scenario that did not finish, naming what was pending.
    static func neverFinished(_ pending: [String]) -> String {
        let waiting = pending.isEmpty ? "something" : pending.joined(separator: "; ")
        let advice =
            pending.contains { $0.contains("waiting for completeTransition") }
            ? "call transitionContext.completeTransition(!transitionContext.transitionWasCancelled) when the animations end, in every path (also when a cancelled interactive transition runs back)"
            : "an animation that repeats forever, a timer that re-arms itself or a property animator left running keeps the run loop busy; stop it when the transition ends"
        return
            "The transition never finished: \(waiting) at the scenario's timeout. To change: \(advice). The scene was torn down, so the next test starts clean."
    }
}
