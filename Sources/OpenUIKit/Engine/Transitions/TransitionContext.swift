import Foundation
@_spi(Testing) import OpenQuartzCore

/// The engine's transition context and coordinator: one object per transition (modal, navigation,
/// tab, child), answering both `UIViewControllerContextTransitioning` (animators, interaction
/// controllers) and `UIViewControllerTransitionCoordinator` (everyone else).
///
/// It answers from its `TransitionPlan` and hands every event to its `TransitionDriver`, which
/// runs the phases (Docs/Architecture.md).
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning,
    UIViewControllerTransitionCoordinator
{
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let controllers: [UITransitionContextViewControllerKey: UIViewController]
    /// What `view(forKey:)` answers; a presentation's to view is read again after
    /// `presentationTransitionWillBegin` (a presentation controller may wrap it there).
    var views: [UITransitionContextViewKey: UIView]
    let initialFrames: [ObjectIdentifier: CGRect]
    let finalFrames: [ObjectIdentifier: CGRect]
    let animator: UIViewControllerAnimatedTransitioning
    let interactor: UIViewControllerInteractiveTransitioning?
    /// The driver running this transition (it is owned by `RunningTransitions` while it runs).
    weak var driver: TransitionDriver?
    /// A short label for the timeline and pending-work reports ("present", "push", …).
    let kind: String
    private let tracesCalls: Bool

    var isInteractive: Bool
    var transitionWasCancelled = false
    var percentComplete: CGFloat = 0
    private(set) var hasCompleted = false
    private(set) var hasFinished = false
    let initiallyInteractive: Bool
    private var alongside:
        [(UIView?, @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)] = []
    private var completions: [@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void] =
        []
    private(set) var interactionHandlers:
        [@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var alongsideStarted = false
    /// Layers outside the container that alongside animations registered (scrubbed with it).
    private(set) var extraScrubbedViews: [UIView] = []

    /// How many contexts have been made (only drivers make them; the structure test compares).
    private(set) static var madeCount = 0

    init(plan: TransitionPlan) {
        TransitionContext.madeCount += 1
        kind = plan.label
        containerView = plan.containerView
        isAnimated = plan.isAnimated
        presentationStyle = plan.presentationStyle
        animator = plan.animator
        interactor = plan.interactor
        controllers = [.from: plan.from, .to: plan.to]
        views = plan.views
        initialFrames = plan.initialFrames
        finalFrames = plan.finalFrames
        tracesCalls = plan.tracesAnimator
        let interactive =
            interactor != nil && isAnimated && (interactor?.wantsInteractiveStart ?? true)
        isInteractive = interactive
        initiallyInteractive = interactive
    }

    // MARK: Context

    var targetTransform: CGAffineTransform { .identity }
    /// Whether the animator implements `interruptibleAnimator(using:)`, as UIKit's
    /// `isInterruptible` is (UIKit asks `respondsToSelector:`). Swift has no optional requirements,
    /// so the engine calls the method once, on first read, and checks for the default's
    /// placeholder; the answer is kept for the whole transition. Apple requires the method to
    /// return the same animator throughout the transition, so asking early is harmless for a
    /// conforming animator (Docs/Behaviour-vc.md).
    var isInterruptible: Bool {
        if let known = interruptibleAnswer { return known }
        trace(animator, "interruptibleAnimator(using:)")
        let answer = animator.vendedInterruptibleAnimator(using: self) != nil
        interruptibleAnswer = answer
        return answer
    }
    private var interruptibleAnswer: Bool?
    var isCancelled: Bool { transitionWasCancelled }
    var transitionDuration: TimeInterval { animator.transitionDuration(using: self) }
    var completionVelocity: CGFloat { interactor?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { interactor?.completionCurve ?? .easeInOut }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        controllers[key]
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    func initialFrame(for vc: UIViewController) -> CGRect {
        initialFrames[ObjectIdentifier(vc)] ?? .zero
    }
    func finalFrame(for vc: UIViewController) -> CGRect {
        finalFrames[ObjectIdentifier(vc)] ?? .zero
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) { driver?.update(percentComplete) }
    func finishInteractiveTransition() { driver?.finishInteraction() }
    func cancelInteractiveTransition() { driver?.cancelInteraction() }
    func pauseInteractiveTransition() { driver?.pauseInteraction() }

    func completeTransition(_ didComplete: Bool) {
        guard !hasCompleted else {
            EngineDiagnostics.shared.warn(
                "completeTransition: called more than once for the transition driven by \(String(describing: type(of: animator))); ignored"
            )
            return
        }
        hasCompleted = true
        if tracesCalls { trace(self, "completeTransition(\(didComplete))") }
        TransitionDiagnostics.shared.completionObserver?(self, didComplete)
        if !alongsideStarted { startAlongsideAnimations() }
        driver?.transitionDidComplete(didComplete)
    }

    // MARK: Coordinator

    @discardableResult
    func animate(
        alongsideTransition animation: (
            @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void
        )?,
        completion: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: nil, animation: animation, completion: completion)
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !hasFinished else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if alongsideStarted {
            // Registered after the animations began: run now, in the transition's timing.
            runInTransaction { animation(self) }
            return true
        }
        if let view, !view.isDescendant(of: containerView) { extraScrubbedViews.append(view) }
        alongside.append((view, animation))
        return true
    }

    func notifyWhenInteractionChanges(
        _ handler: @escaping @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        interactionHandlers.append(handler)
    }

    // MARK: Running (called by the driver)

    /// Runs the queued alongside animations, once: after `animateTransition` returns, or at
    /// `completeTransition` if that comes first.
    func startAlongsideAnimations() {
        guard !alongsideStarted else { return }
        alongsideStarted = true
        let blocks = alongside
        alongside.removeAll()
        guard !blocks.isEmpty else { return }
        // An interactive transition driven through the animator's interruptible animator runs
        // the alongside animations in that animator ("the same animation context as the
        // transition"), so they follow its fraction, its reversal on cancel and its completion.
        if isInteractive,
            let propertyAnimator = animator.vendedInterruptibleAnimator(using: self)
                as? UIViewPropertyAnimator,
            propertyAnimator.state != .stopped
        {
            propertyAnimator.addAnimations { [self] in for (_, b) in blocks { b(self) } }
            return
        }
        runInTransaction { for (_, b) in blocks { b(self) } }
    }

    private func runInTransaction(_ body: @escaping @MainActor () -> Void) {
        let duration = isAnimated ? animator.transitionDuration(using: self) : 0
        CATransaction.begin()
        CATransaction.setAnimationDuration(duration)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
        if isAnimated && duration > 0 {
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseInOut],
                animations: { body() }, completion: nil)
        } else {
            CATransaction.setDisableActions(true)
            body()
        }
        CATransaction.commit()
    }

    /// Runs the coordinator completions; the coordinator takes no more blocks afterwards.
    func runCompletions() {
        let blocks = completions
        completions.removeAll()
        for c in blocks { c(self) }
        hasFinished = true
    }
}
