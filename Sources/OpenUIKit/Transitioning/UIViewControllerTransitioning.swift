import Foundation

// UIKit's transitioning protocols. UIKit declares several requirements `optional` (an Objective-C
// feature); here every optional requirement has a default implementation in a protocol extension,
// which behaves as "not implemented" (see Docs/Porting-vc.md).

/// Keys for the two controllers of a transition, as UIKit's `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible at the start of the transition.
    public static let from = Self(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end of the transition.
    public static let to = Self(rawValue: "UITransitionContextToViewControllerKey")
}

/// Keys for the two views of a transition, as UIKit's `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving (nil when the animator must not touch it).
    public static let from = Self(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving (nil when the animator must not touch it).
    public static let to = Self(rawValue: "UITransitionContextToViewKey")
}

/// The context UIKit hands to animators and interaction controllers, as UIKit's
/// `UIViewControllerContextTransitioning`.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view in which the transition takes place; the from view is already in it when the
    /// presenter's view is removed by the presentation (full screen), the animator adds the to view.
    var containerView: UIView { get }
    /// False for an unanimated `.custom` presentation (the animator still runs, to set up views).
    var isAnimated: Bool { get }
    /// Whether an interaction controller is driving the transition right now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (pass `!transitionWasCancelled` to `completeTransition`).
    var transitionWasCancelled: Bool { get }
    /// The modal style for presentations and dismissals; `.none` for other transitions.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition is interruptible: true when the animator implements
    /// `interruptibleAnimator(using:)`, as UIKit decides (see `TransitionContext.isInterruptible`).
    var isInterruptible: Bool { get }
    /// Reports the interactive progress, 0…1 (interaction controllers only).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ended and the transition will finish.
    func finishInteractiveTransition()
    /// The interaction ended and the transition will be cancelled.
    func cancelInteractiveTransition()
    /// An interruptible transition was paused.
    func pauseInteractiveTransition()
    /// Ends the transition (true) or rolls it back (false). Must be called exactly once.
    func completeTransition(_ didComplete: Bool)
    /// The from or to controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The from or to view; nil when the animator must not manipulate it (UIKit-semantics.md §4.2).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation applied during the transition: identity in this engine (no rotation).
    var targetTransform: CGAffineTransform { get }
    /// Where `vc`'s view starts, in container coordinates; `.zero` when unknown.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view must end, in container coordinates; `.zero` iff it leaves the window.
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a transition, as UIKit's `UIViewControllerAnimatedTransitioning`.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The duration of the non-interactive transition, in seconds. May be called several times,
    /// with a nil context; keep it free of side effects.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    /// Runs the animations and calls `completeTransition(_:)` when they end.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// The interruptible animator driving the transition; return the same one for the whole
    /// transition. Optional in UIKit: the default returns a placeholder the engine recognises as
    /// "not implemented" (see `UIViewControllerAnimatedTransitioning.vendsInterruptibleAnimator`).
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    /// Called after `completeTransition(_:)`. Optional in UIKit; default does nothing.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        NoInterruptibleAnimator(
            duration: 0, timingParameters: UICubicTimingParameters(animationCurve: .linear))
    }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// The placeholder the default `interruptibleAnimator(using:)` returns: "this animator vends no
/// interruptible animator" (Swift has no optional protocol requirements without Objective-C).
final class NoInterruptibleAnimator: UIViewPropertyAnimator {}

extension UIViewControllerAnimatedTransitioning {
    /// The animator's interruptible animator, or nil when it does not implement the method.
    @MainActor
    func vendedInterruptibleAnimator(using ctx: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating?
    {
        let a = interruptibleAnimator(using: ctx)
        return a is NoInterruptibleAnimator ? nil : a
    }
}

/// An object that drives a transition interactively, as UIKit's
/// `UIViewControllerInteractiveTransitioning`.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition (and, for percent-driven ones, the animator).
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// Speed of the non-interactive completion. Optional in UIKit; default 1.
    var completionSpeed: CGFloat { get }
    /// Curve of the non-interactive completion. Optional in UIKit; default `.easeInOut`.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactively. Optional in UIKit; default true.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// Vends the objects of a modal presentation and dismissal, as UIKit's
/// `UIViewControllerTransitioningDelegate`. Every method is optional (default: nil, meaning
/// "use the built-in behaviour"). It is the PRESENTED controller's delegate, held weakly.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    { nil }
    public func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? { nil }
}
