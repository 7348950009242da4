import Foundation

/// Runs one `TransitionPlan` through the phases every transition shares.
///
/// ```
/// planner ──plan──▶ start ──▶ (interact)* ──▶ complete ─┐
///                                        └──▶ cancel  ──┴──▶ clean up
/// ```
/// - start (`+Start`): the participants answer `transitionCoordinator`, the kind's will-begin
///   step, the appearance will-callbacks, then the interaction controller or the animator.
/// - interact (`+Interact`): update, pause, finish and cancel of an interactive transition.
/// - complete / cancel (`+Complete`, `+Cancel`): after `completeTransition(_:)`, the views
///   settle and the owed appearance did-callbacks (or their reversal) are sent.
/// - clean up (`+CleanUp`): the coordinator is released, the kind's bookkeeping, the coordinator
///   completions, the completion handler, `animationEnded`, and the invariants check.
///
/// `RunningTransitions` owns the driver while it runs.
@MainActor
final class TransitionDriver {
    let plan: TransitionPlan
    let context: TransitionContext

    init(plan: TransitionPlan) {
        self.plan = plan
        self.context = TransitionContext(plan: plan)
        context.driver = self
    }

    /// Plans are run through here: builds the driver and starts it.
    static func run(_ plan: TransitionPlan) {
        TransitionDriver(plan: plan).start()
    }

    /// Records a call on the diagnostics timeline unless the plan keeps its animator off it.
    func traceAnimator(_ object: AnyObject, _ call: String) {
        if plan.tracesAnimator { trace(object, call) }
    }
}
