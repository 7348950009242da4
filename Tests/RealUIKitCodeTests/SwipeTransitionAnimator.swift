import OpenUIKit

/// The animator of Apple's CustomTransitions sample ("Swipe"), in Swift: the presented view
/// slides in from `targetEdge` and out towards it. On a cancelled transition it only removes the
/// to view; it relies on UIKit to bring the from view back where it was.
final class SwipeTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let targetEdge: UIRectEdge

    init(targetEdge: UIRectEdge) {
        self.targetEdge = targetEdge
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromViewController = transitionContext.viewController(forKey: .from),
            let toViewController = transitionContext.viewController(forKey: .to)
        else { return }
        let containerView = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let isPresenting = toViewController.presentingViewController === fromViewController
        let fromFrame = transitionContext.initialFrame(for: fromViewController)
        let toFrame = transitionContext.finalFrame(for: toViewController)

        let offset: CGVector
        switch targetEdge {
        case .top: offset = CGVector(dx: 0, dy: 1)
        case .bottom: offset = CGVector(dx: 0, dy: -1)
        case .left: offset = CGVector(dx: 1, dy: 0)
        default: offset = CGVector(dx: -1, dy: 0)
        }

        if isPresenting {
            fromView?.frame = fromFrame
            toView?.frame = toFrame.offsetBy(
                dx: toFrame.width * offset.dx * -1, dy: toFrame.height * offset.dy * -1)
            if let toView { containerView.addSubview(toView) }
        } else {
            fromView?.frame = fromFrame
            toView?.frame = toFrame
            if let toView, let fromView {
                containerView.insertSubview(toView, belowSubview: fromView)
            }
        }

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                if isPresenting {
                    toView?.frame = toFrame
                } else {
                    fromView?.frame = fromFrame.offsetBy(
                        dx: fromFrame.width * offset.dx, dy: fromFrame.height * offset.dy)
                }
            },
            completion: { _ in
                let wasCancelled = transitionContext.transitionWasCancelled
                if wasCancelled { toView?.removeFromSuperview() }
                transitionContext.completeTransition(!wasCancelled)
            })
    }
}
