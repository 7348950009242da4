import OpenUIKit  // in the app: import UIKit

final class ListViewController: UIViewController {
    let fade = FadeTransitioningDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
    }

    func showBadge() {
        let badge = BadgeViewController()
        badge.modalPresentationStyle = .fullScreen
        badge.transitioningDelegate = fade
        present(badge, animated: true)
    }
}

final class BadgeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let badge = UIView(frame: CGRect(x: 30, y: 40, width: 60, height: 40))
        badge.backgroundColor = .orange
        view.addSubview(badge)
    }
}

final class FadeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { FadeAnimator() }
}

final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using context: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let to = context.viewController(forKey: .to), let toView = context.view(forKey: .to)
        else { return context.completeTransition(false) }
        let fromView = context.view(forKey: .from)
        toView.frame = context.finalFrame(for: to)
        toView.alpha = 0
        context.containerView.addSubview(toView)
        UIView.animate(
            withDuration: transitionDuration(using: context),
            animations: { toView.alpha = 1 },
            completion: { _ in
                let cancelled = context.transitionWasCancelled
                if cancelled {
                    toView.removeFromSuperview()  // the screen as it was
                } else {
                    fromView?.removeFromSuperview()  // nothing left behind
                }
                context.completeTransition(!cancelled)
            })
    }
}
