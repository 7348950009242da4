import OpenUIKit

/// The transitioning delegate of the swipe sample: the swipe animator both ways, and the
/// interaction controller the swipe gesture set up, if any.
final class SwipeTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var targetEdge: UIRectEdge = .right
    /// Set by the gesture when a swipe starts the dismissal; nil for a non-interactive one.
    var interactionController: UIPercentDrivenInteractiveTransition?

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SwipeTransitionAnimator(targetEdge: targetEdge)
    }

    func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        SwipeTransitionAnimator(targetEdge: targetEdge)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interactionController
    }
}
