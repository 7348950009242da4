import Foundation

/// What a transition coordinator tells alongside animations and completions, as UIKit's
/// `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The modal style, or `.none` for navigation, tab and child transitions.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactively (never changes).
    var initiallyInteractive: Bool { get }
    /// Whether the transition is interruptible: true when the animator implements
    /// `interruptibleAnimator(using:)` (UIKit's rule); false for the engine's built-in animators.
    var isInterruptible: Bool { get }
    /// Whether an interaction is driving it right now.
    var isInteractive: Bool { get }
    /// Whether the (interactive) transition was cancelled.
    var isCancelled: Bool { get }
    /// The full duration if run non-interactively, in seconds.
    var transitionDuration: TimeInterval { get }
    /// The last interactive progress, 0…1.
    var percentComplete: CGFloat { get }
    /// The completion speed of the interaction controller (1 when none).
    var completionVelocity: CGFloat { get }
    /// The completion curve of the interaction controller (`.easeInOut` when none).
    var completionCurve: UIView.AnimationCurve { get }
    /// The from or to controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The from or to view (same nil rules as the transition context).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The container view of the transition.
    var containerView: UIView { get }
    /// The rotation of the transition (identity in this engine).
    var targetTransform: CGAffineTransform { get }
}

/// Lets code run animations alongside a transition and be told when it ends, as UIKit's
/// `UIViewControllerTransitionCoordinator` (available as `transitionCoordinator` on every
/// controller involved while a transition is in flight).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
    /// Queues `animation` to run with the transition's animations (inside the same Core Animation
    /// transaction and duration, after `animateTransition` returns) and `completion` to run after
    /// the transition completes. Returns true when queued.
    @discardableResult
    func animate(
        alongsideTransition animation: (
            @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void
        )?,
        completion: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// As `animate(alongsideTransition:completion:)`, for a view outside the container: its layer is
    /// scrubbed with the transition when an interaction controller drives it.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Registers a handler called each time the transition moves between interactive and not
    /// (before the reversed will-callbacks of a cancel).
    func notifyWhenInteractionChanges(
        _ handler: @escaping @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewController {
    /// The coordinator of the transition this controller (or an ancestor) is part of, if any.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        if let t = runningTransition, !t.hasFinished { return t }
        return parent?.transitionCoordinator
    }
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion (UIKit's default argument).
    @discardableResult
    public func animate(
        alongsideTransition animation:
            @escaping @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// `animateAlongsideTransition(in:animation:completion:)` without a completion (UIKit's
    /// default argument), so a trailing closure is the animation.
    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?,
        animation: @escaping @MainActor (UIViewControllerTransitionCoordinatorContext) -> Void
    ) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
