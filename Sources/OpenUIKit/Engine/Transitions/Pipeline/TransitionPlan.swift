import Foundation

/// One transition, described before it runs: what a planner produces and the driver runs.
///
/// Every kind of view-controller transition (present, dismiss, push, pop, a stack replacement,
/// a tab selection, a child swap) is planned into this value and run by `TransitionDriver`
/// through the same phases: start, interact, complete or cancel, clean up. The plan holds the
/// participants, the views and frames the context answers with, the animator and interaction
/// controller, the presentation controller, the appearance callbacks owed, and the few steps
/// that only its kind knows (`TransitionBookkeeping`).
@MainActor
struct TransitionPlan {
    /// What kind of transition this is.
    enum Kind: String, CaseIterable {
        case present, dismiss, push, pop
        case tabSelection = "tab switch"
        case childSwap = "transition(from:to:)"

        /// A transition between two children of a container (not a modal one).
        var isContainerTransition: Bool { self != .present && self != .dismiss }
    }

    let kind: Kind
    /// The controller that runs the transition: the presenter, or the container.
    let owner: UIViewController
    let from: UIViewController
    let to: UIViewController
    let containerView: UIView
    /// What `view(forKey:)` answers (a missing key answers nil, UIKit's rules).
    var views: [UITransitionContextViewKey: UIView] = [:]
    var initialFrames: [ObjectIdentifier: CGRect] = [:]
    var finalFrames: [ObjectIdentifier: CGRect] = [:]
    let animator: UIViewControllerAnimatedTransitioning
    let interactor: UIViewControllerInteractiveTransitioning?
    let presentationController: UIPresentationController?
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    /// The appearance callbacks the transition owes.
    var appearance: OwedAppearance
    /// Which controllers answer `transitionCoordinator` with this transition, and when they stop.
    var coordination: Coordination
    /// Whether the animator's calls go on the diagnostics timeline (false for the engine's own
    /// animator behind `transition(from:to:…)`, which UIKit runs without a context).
    var tracesAnimator = true
    /// The label of the invariants check at the end ("presentation", "cancelled push", …).
    var invariantsLabel: (_ completed: Bool) -> String
    /// Runs between the coordinator completions and `animationEnded` when the transition
    /// completes (the present/dismiss completion handler).
    var completionHandler: (@MainActor () -> Void)?
    /// What only this kind of transition does, at fixed points of the phases.
    var bookkeeping = TransitionBookkeeping()

    /// The label for the timeline and pending-work reports.
    var label: String { kind.rawValue }
}

/// The appearance callbacks a transition owes its from and to controllers.
///
/// At the start the disappearing one gets `viewWillDisappear` and the appearing one
/// `viewWillAppear` (from first); when it completes both get their did callbacks; when it is
/// cancelled the to controller gets a will-disappear/did-disappear pair, then the from
/// controller a will-appear/did-appear pair (UIKit-semantics.md §6.3).
struct OwedAppearance {
    /// Whether the from controller gets appearance callbacks.
    var from: Bool
    /// Whether the to controller gets appearance callbacks.
    var to: Bool
    /// The order of the did callbacks of a completed transition: the to controller first for
    /// modal transitions, the from controller first for container transitions.
    var completedEndsToFirst: Bool
}

/// Which controllers answer `transitionCoordinator` with the running transition.
struct Coordination {
    /// Released after the views settle and before the did callbacks (container children).
    var releasedEarly: [UIViewController] = []
    /// Released after the kind's end callbacks (`presentationTransitionDidEnd`, …).
    var releasedLate: [UIViewController] = []

    var all: [UIViewController] { releasedEarly + releasedLate }
}

/// The steps only one kind of transition takes, called by the driver at fixed points.
@MainActor
struct TransitionBookkeeping {
    typealias Step = @MainActor (_ context: TransitionContext) -> Void
    typealias Outcome = @MainActor (_ context: TransitionContext, _ completed: Bool) -> Void

    /// Start, before the appearance will-callbacks (relocating the presenter's view,
    /// `presentationTransitionWillBegin`, …).
    var willBegin: Step = { _ in }
    /// Complete or cancel, first: the views settle into their final (or original) places.
    var settleViews: Outcome = { _, _ in }
    /// After the appearance did-callbacks, while the coordinator still answers
    /// (`presentationTransitionDidEnd`, …).
    var didSettle: Outcome = { _, _ in }
    /// Clean up, once no controller answers the coordinator any more (stack bookkeeping,
    /// `didShow`, tearing down a dismissed chain).
    var afterRelease: Outcome = { _, _ in }
    /// The very end, after `animationEnded` and the invariants check (deferred operations run).
    var afterEnd: Step = { _ in }
}
