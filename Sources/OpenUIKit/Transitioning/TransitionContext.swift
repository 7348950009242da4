import Foundation
@_spi(Testing) import OpenQuartzCore

/// The engine's transition context and coordinator: one object per transition (modal, navigation,
/// tab, child), answering both `UIViewControllerContextTransitioning` (animators, interaction
/// controllers) and `UIViewControllerTransitionCoordinator` (everyone else).
///
/// The owner (presentation, navigation controller, …) fills in the controllers, views and frames,
/// calls `start()`, and receives `onComplete(didComplete)` when the animator calls
/// `completeTransition(_:)`; the owner then does UIKit's clean-up and calls `finish(didComplete:)`
/// to run the coordinator completions and `animationEnded`.
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
    var views: [UITransitionContextViewKey: UIView] = [:]
    var initialFrames: [ObjectIdentifier: CGRect] = [:]
    var finalFrames: [ObjectIdentifier: CGRect] = [:]
    let animator: UIViewControllerAnimatedTransitioning
    let interactor: UIViewControllerInteractiveTransitioning?
    /// Called once, from `completeTransition(_:)`.
    var onComplete: (@MainActor (Bool) -> Void)?
    /// A short label for the timeline and pending-work reports ("present", "push", …).
    let kind: String

    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    private(set) var hasCompleted = false
    private(set) var hasFinished = false
    let initiallyInteractive: Bool
    private var alongside: [(UIView?, @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)] = []
    private var completions: [@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var alongsideStarted = false
    /// Layers outside the container that alongside animations registered (scrubbed with it).
    private(set) var extraScrubbedViews: [UIView] = []

    init(kind: String, containerView: UIView, isAnimated: Bool, presentationStyle: UIModalPresentationStyle,
         animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?) {
        self.kind = kind
        self.containerView = containerView
        self.isAnimated = isAnimated
        self.presentationStyle = presentationStyle
        self.animator = animator
        self.interactor = interactor
        let interactive = interactor != nil && isAnimated && (interactor?.wantsInteractiveStart ?? true)
        self.isInteractive = interactive
        self.initiallyInteractive = interactive
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

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = min(1, max(0, percentComplete))
    }

    func finishInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        notifyInteractionChanged()
    }

    func cancelInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = true
        notifyInteractionChanged()
    }

    func pauseInteractiveTransition() {
        guard !isInteractive else { return }
        isInteractive = true
        notifyInteractionChanged()
    }

    func completeTransition(_ didComplete: Bool) {
        guard !hasCompleted else {
            EngineDiagnostics.shared.warn("completeTransition: called more than once for the transition driven by \(String(describing: type(of: animator))); ignored")
            return
        }
        hasCompleted = true
        trace(self, "completeTransition(\(didComplete))")
        if !alongsideStarted { runAlongsideAnimations() }
        TransitionRegistry.shared.remove(self)
        onComplete?(didComplete)
        onComplete = nil
    }

    // MARK: Coordinator

    @discardableResult
    func animate(alongsideTransition animation: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animateAlongsideTransition(in: nil, animation: animation, completion: completion)
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
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

    func notifyWhenInteractionChanges(_ handler: @escaping @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    // MARK: Running

    /// Starts the transition: the interaction controller's `startInteractiveTransition` if there is
    /// one, else the animator's `animateTransition`; then the queued alongside animations.
    func start() {
        TransitionRegistry.shared.add(self)
        if let interactor {
            trace(interactor, "startInteractiveTransition(_:)")
            interactor.startInteractiveTransition(self)
        } else {
            trace(animator, "animateTransition(using:)")
            animator.animateTransition(using: self)
        }
        if !alongsideStarted && !hasCompleted { runAlongsideAnimations() }
    }

    private func runAlongsideAnimations() {
        alongsideStarted = true
        let blocks = alongside
        alongside.removeAll()
        guard !blocks.isEmpty else { return }
        runInTransaction { for (_, b) in blocks { b(self) } }
    }

    /// Runs alongside animations in the transition's animation context: one Core Animation
    /// transaction and one UIView animation block with the animator's duration (ease-in-ease-out),
    /// so UIView property changes in them animate, and scrub with the container's layer time.
    private func runInTransaction(_ body: @escaping @MainActor () -> Void) {
        let duration = isAnimated ? animator.transitionDuration(using: self) : 0
        CATransaction.begin()
        CATransaction.setAnimationDuration(duration)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
        if isAnimated && duration > 0 {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: { body() }, completion: nil)
        } else {
            CATransaction.setDisableActions(true)
            body()
        }
        CATransaction.commit()
    }

    private func notifyInteractionChanged() {
        for h in interactionHandlers { h(self) }
    }

    /// Runs the coordinator completions and the animator's `animationEnded`, after the owner's
    /// clean-up. `beforeAnimationEnded` runs between them (the present/dismiss completion handler).
    func finish(didComplete: Bool, beforeAnimationEnded: (@MainActor () -> Void)? = nil) {
        let blocks = completions
        completions.removeAll()
        for c in blocks { c(self) }
        hasFinished = true
        beforeAnimationEnded?()
        trace(animator, "animationEnded(\(didComplete))")
        animator.animationEnded(didComplete)
    }
}

/// The transitions in flight, so `runUntilIdle` waits for them and names the animator of one that
/// never calls `completeTransition(_:)`.
@MainActor
final class TransitionRegistry {
    static let shared = TransitionRegistry()
    private var active: [TransitionContext] = []
    private var reporterInstalled = false

    func add(_ ctx: TransitionContext) {
        if !reporterInstalled {
            reporterInstalled = true
            MainRunLoop.shared.addPendingWorkReporter { [unowned self] in
                self.active.map {
                    "\($0.kind) transition driven by \(String(describing: type(of: $0.animator))) is waiting for completeTransition(_:)"
                }
            }
        }
        active.append(ctx)
    }

    func remove(_ ctx: TransitionContext) { active.removeAll { $0 === ctx } }

    var count: Int { active.count }
}
