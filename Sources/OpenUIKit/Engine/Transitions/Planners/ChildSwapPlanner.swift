import Foundation

/// Plans `transition(from:to:duration:options:animations:completion:)`, the child swap of a
/// custom container.
///
/// The engine's `ChildSwapAnimator` adds the to view beside the from view and runs the caller's
/// animations (with the options' built-in effect, if any); the from view is removed (or hidden,
/// with `.showHideTransitionViews`) when the animations end; the children get appearance
/// callbacks when the parent forwards them automatically and is on screen. UIKit runs this swap
/// without a transition context, so no controller answers `transitionCoordinator` and the
/// engine's animator stays off the timeline.
@MainActor
enum ChildSwapPlanner {
    static func plan(
        parent: UIViewController, from: UIViewController, to: UIViewController,
        duration: TimeInterval, options: UIView.AnimationOptions,
        animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)?
    ) -> TransitionPlan {
        let fromView: UIView = from.view
        let toView: UIView = to.view
        guard let container = fromView.superview else {
            preconditionFailure(
                "The from view of -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:] must be in a superview (\(uikitName(from)) has none)"
            )
        }
        let forward =
            parent.shouldAutomaticallyForwardAppearanceMethods
            && parent.appearance.state == .appeared
        let animator = ChildSwapAnimator(
            duration: duration, options: options, animations: animations)
        var plan = TransitionPlan(
            kind: .childSwap, owner: parent, from: from, to: to, containerView: container,
            animator: animator, interactor: nil, presentationController: nil,
            isAnimated: duration > 0, presentationStyle: .none,
            appearance: OwedAppearance(from: forward, to: forward, completedEndsToFirst: false),
            coordination: Coordination(),
            invariantsLabel: { _ in "transition(from:to:)" },
            completionHandler: { [animator] in completion?(animator.finished) })
        plan.tracesAnimator = false
        plan.views = [.from: fromView, .to: toView]
        plan.bookkeeping.settleViews = { _, _ in
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
            } else {
                fromView.removeFromSuperview()
            }
        }
        return plan
    }
}

/// The engine's animator behind `transition(from:to:…)`: the view swap and the caller's
/// animations in one Core Animation transaction of `duration` seconds (`ViewTransitionEffect`).
/// It always completes the transition; whether the animations ran to their end is `finished`,
/// handed to the caller's completion.
@MainActor
final class ChildSwapAnimator: UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let options: UIView.AnimationOptions
    let animations: (@MainActor () -> Void)?
    private(set) var finished = true

    init(
        duration: TimeInterval, options: UIView.AnimationOptions,
        animations: (@MainActor () -> Void)?
    ) {
        self.duration = duration
        self.options = options
        self.animations = animations
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    { duration }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let fromView = ctx.view(forKey: .from), let toView = ctx.view(forKey: .to) else {
            return
        }
        let container = ctx.containerView
        let showHide = options.contains(.showHideTransitionViews)
        let animations = self.animations
        ViewTransitionEffect.perform(
            in: container, duration: duration, options: options,
            before: {
                if showHide {
                    toView.isHidden = false
                    if toView.superview !== container { container.addSubview(toView) }
                } else {
                    container.insertSubview(toView, aboveSubview: fromView)
                }
            }, animations: { animations?() },
            completion: { [self] finished in
                self.finished = finished
                ctx.completeTransition(true)
            })
    }
}
