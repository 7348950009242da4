import OpenUIKit

/// A presentation animator as an app writes it: the presented view fades in, linearly, over
/// `duration` seconds, and the transition completes unless it was cancelled.
package final class FadeInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    package let duration: TimeInterval

    package init(duration: TimeInterval = 0.5) {
        self.duration = duration
    }

    package func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        duration
    }

    package func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
            let toViewController = transitionContext.viewController(forKey: .to)
        else { return }
        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            options: [.curveLinear],
            animations: { toView.alpha = 1 },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Presents with a `FadeInAnimator` of `duration` seconds; dismisses with UIKit's own animation.
package final class FadeTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    package let duration: TimeInterval

    package init(duration: TimeInterval = 0.5) {
        self.duration = duration
    }

    package func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        FadeInAnimator(duration: duration)
    }
}
