import Foundation
import OpenUIKit

// The objects a benchmark cycle creates: a custom animator, a presentation controller with a
// dimming view, and the delegates that vend them. Each cycle creates fresh ones, so that a retain
// cycle anywhere in the engine shows up as objects that stay alive.

/// Slides the presented (or pushed) view in from the right and out again, with a UIView block
/// animation of `duration` seconds, as a typical app animator does.
@MainActor
public final class SlideAnimator: UIViewControllerAnimatedTransitioning {
    /// True when the animator brings the to view in; false when it takes the from view away.
    let presenting: Bool
    /// The non-interactive duration, in seconds.
    let duration: TimeInterval

    init(presenting: Bool, duration: TimeInterval, tracker: LiveObjectTracker) {
        self.presenting = presenting
        self.duration = duration
        self.tracker = tracker
        tracker.track(self, as: .animator)
    }

    private let tracker: LiveObjectTracker

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        duration
    }

    public func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        tracker.track(ctx, as: .context)
        let container = ctx.containerView
        let width = container.bounds.width
        if presenting {
            guard let toVC = ctx.viewController(forKey: .to), let toView = ctx.view(forKey: .to)
            else {
                ctx.completeTransition(false)
                return
            }
            let end = ctx.finalFrame(for: toVC)
            toView.frame = end.offsetBy(dx: width, dy: 0)
            container.addSubview(toView)
            UIView.animate(
                withDuration: duration,
                animations: {
                    toView.frame = end
                },
                completion: { _ in
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                })
        } else {
            guard let fromView = ctx.view(forKey: .from) else {
                ctx.completeTransition(false)
                return
            }
            if let toVC = ctx.viewController(forKey: .to), let toView = ctx.view(forKey: .to),
                toView.superview == nil
            {
                toView.frame = ctx.finalFrame(for: toVC)
                container.insertSubview(toView, belowSubview: fromView)
            }
            let start = fromView.frame
            UIView.animate(
                withDuration: duration,
                animations: {
                    fromView.frame = start.offsetBy(dx: width, dy: 0)
                },
                completion: { _ in
                    let done = !ctx.transitionWasCancelled
                    if done { fromView.removeFromSuperview() }
                    ctx.completeTransition(done)
                })
        }
    }
}

/// A presentation controller that keeps the presenter's view, insets the presented view, and
/// fades a dimming view in and out alongside the transition (Apple's "custom presentation" recipe).
@MainActor
public final class DimmingPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    init(presented: UIViewController, presenting: UIViewController?, tracker: LiveObjectTracker) {
        super.init(presentedViewController: presented, presenting: presenting)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.alpha = 0
        tracker.track(self, as: .presentationController)
        tracker.track(dimmingView, as: .dimmingView)
    }

    public override var frameOfPresentedViewInContainerView: CGRect {
        (containerView?.bounds ?? .zero).insetBy(dx: 20, dy: 60)
    }

    public override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
        let dim = dimmingView
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dim.alpha = 1 }, completion: nil)
        } else {
            dim.alpha = 1
        }
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    public override func dismissalTransitionWillBegin() {
        let dim = dimmingView
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dim.alpha = 0 }, completion: nil)
        } else {
            dim.alpha = 0
        }
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }
}

/// Vends a fresh slide animator for each presentation and dismissal, and a dimming presentation
/// controller. Held strongly by the cycle (UIKit holds the transitioning delegate weakly).
@MainActor
final class ModalDelegate: UIViewControllerTransitioningDelegate {
    let tracker: LiveObjectTracker
    let duration: TimeInterval

    init(tracker: LiveObjectTracker, duration: TimeInterval) {
        self.tracker = tracker
        self.duration = duration
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimator(presenting: true, duration: duration, tracker: tracker)
    }

    func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        SlideAnimator(presenting: false, duration: duration, tracker: tracker)
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        DimmingPresentationController(
            presented: presented, presenting: presenting, tracker: tracker)
    }
}

/// Vends a fresh slide animator for every push and pop.
@MainActor
final class NavigationDelegate: UINavigationControllerDelegate {
    let tracker: LiveObjectTracker
    let duration: TimeInterval

    init(tracker: LiveObjectTracker, duration: TimeInterval) {
        self.tracker = tracker
        self.duration = duration
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimator(presenting: operation == .push, duration: duration, tracker: tracker)
    }
}
