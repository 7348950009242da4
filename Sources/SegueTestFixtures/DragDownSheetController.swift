import OpenUIKit

/// Slides the presented view down off the container, linearly, over 0.3 s.
package final class SlideDownDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    package func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        0.3
    }

    package func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        let toView = transitionContext.view(forKey: .to)
        if let toView, let toViewController = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toViewController)
            container.insertSubview(toView, belowSubview: fromView)
        }
        let height = container.bounds.height
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveLinear],
            animations: { fromView.frame.origin.y = height },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled {
                    toView?.removeFromSuperview()
                } else {
                    fromView.removeFromSuperview()
                }
                transitionContext.completeTransition(!cancelled)
            })
    }
}

/// A sheet of one colour (`color`) the user drags down to dismiss: its pan recognizer starts the dismissal and
/// drives a percent-driven interaction controller, finishing past half the height.
package final class DragDownSheetController: UIViewController,
    UIViewControllerTransitioningDelegate
{
    package let interaction = UIPercentDrivenInteractiveTransition()
    private var interacting = false

    private let color: UIColor

    package init(color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) { nil }

    package override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        view.addGestureRecognizer(
            UIPanGestureRecognizer { [unowned self] pan in self.handle(pan) })
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        let height = max(1, view.bounds.height)
        let progress = min(1, max(0, pan.translation(in: view.window).y / height))
        switch pan.state {
        case .began:
            interacting = true
            dismiss(animated: true)
        case .changed:
            interaction.update(progress)
        case .ended:
            interacting = false
            if progress > 0.5 { interaction.finish() } else { interaction.cancel() }
        case .cancelled, .failed:
            interacting = false
            interaction.cancel()
        default:
            break
        }
    }

    package func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        SlideDownDismissAnimator()
    }

    package func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        interacting ? interaction : nil
    }
}
