import OpenUIKit

/// Broken, the classic black screen: on a dismissal it adds the presenting controller's view to
/// the container, even when the presentation is `.custom` (UIKit left that view where it was,
/// and removes the container with it when the transition ends).
final class BlackScreenAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        0.2
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toController = transitionContext.viewController(forKey: .to),
            let fromController = transitionContext.viewController(forKey: .from)
        else { return }
        let toView = toController.view!
        let fromView = fromController.view!
        toView.frame = transitionContext.finalFrame(for: toController)
        container.addSubview(toView)
        if !presenting { container.bringSubviewToFront(fromView) }
        UIView.animate(
            withDuration: 0.2, delay: 0, options: [.curveLinear],
            animations: { (self.presenting ? toView : fromView).alpha = self.presenting ? 1 : 0 },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Presents its screens `.custom` with a ``BlackScreenAnimator``.
final class BlackScreenDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        BlackScreenAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        BlackScreenAnimator(presenting: false)
    }
}

/// A screen presented `.custom` through a ``BlackScreenDelegate`` (which it keeps: the
/// transitioning delegate is weak, as in UIKit).
final class CustomCardViewController: UIViewController {
    private let keeper = BlackScreenDelegate()

    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        modalPresentationStyle = .custom
        transitioningDelegate = keeper
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
    }
}
