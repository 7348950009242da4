import Foundation

/// The transitioning delegate a `UIAlertController` owns: its presentation controller and its
/// animators (none for an action sheet shown as a popover, which fades in as every popover).
@MainActor
final class AlertTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard presented.modalPresentationStyle == .custom,
            let alert = presented as? UIAlertController
        else { return nil }
        return AlertAnimator(presenting: true, style: alert.preferredStyle)
    }

    func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        guard dismissed.modalPresentationStyle == .custom,
            let alert = dismissed as? UIAlertController
        else { return nil }
        return AlertAnimator(presenting: false, style: alert.preferredStyle)
    }
}

/// Dims the screen behind an alert or action sheet (black at 20 %, faded with the transition)
/// and places the alert: centred at its card's size, or a sheet at the bottom, 8 pt in from
/// the sides and above the home indicator.
@MainActor
final class AlertPresentationController: UIPresentationController {
    /// The dimming's colour at full strength.
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)
    let dimmingView = UIView()

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.backgroundColor = AlertPresentationController.dimmingColor
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
        } else {
            dimmingView.alpha = 1
        }
    }

    override func dismissalTransitionWillBegin() {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
        } else {
            dimmingView.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    /// The space an alert keeps from the safe area's top and bottom edges when its content is
    /// taller than the screen allows (it scrolls inside), in points.
    static let alertVerticalMargin: CGFloat = 16
    /// The space an action sheet keeps under the safe area's top edge, in points.
    static let sheetTopMargin: CGFloat = 8

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView,
            let content = presentedViewController.view as? AlertContentView,
            let alert = presentedViewController as? UIAlertController
        else { return .zero }
        let bounds = container.bounds
        let safe = container.safeAreaInsets
        if alert.preferredStyle == .alert {
            let size = content.fittingSize(width: AlertContentView.alertWidth)
            let margin = AlertPresentationController.alertVerticalMargin
            let tallest = max(0, bounds.height - safe.top - safe.bottom - 2 * margin)
            if size.height > tallest {
                return CGRect(
                    x: ((bounds.width - size.width) / 2).rounded(), y: safe.top + margin,
                    width: size.width, height: tallest)
            }
            return CGRect(
                x: ((bounds.width - size.width) / 2).rounded(),
                y: ((bounds.height - size.height) / 2).rounded(),
                width: size.width, height: size.height)
        }
        let width = min(bounds.width - safe.left - safe.right - 16, 414)
        let size = content.fittingSize(width: width)
        let bottom = max(8, safe.bottom)
        let tallest = max(
            0, bounds.height - safe.top - AlertPresentationController.sheetTopMargin - bottom)
        let height = min(size.height, tallest)
        return CGRect(
            x: ((bounds.width - width) / 2).rounded(), y: bounds.height - bottom - height,
            width: width, height: height)
    }

    override func containerViewWillLayoutSubviews() {
        if let container = containerView { dimmingView.frame = container.bounds }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// The alert's animations: an alert fades in while shrinking from 1.2× (0.3 s, ease out) and
/// fades out (0.2 s); an action sheet slides up from below the screen (0.4 s, critically damped
/// spring) and back down (0.3 s, ease in). Choices: Docs/Behaviour-today.md, "Alerts".
@MainActor
final class AlertAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let style: UIAlertController.Style

    init(presenting: Bool, style: UIAlertController.Style) {
        self.presenting = presenting
        self.style = style
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        switch (style, presenting) {
        case (.alert, true): return 0.3
        case (.alert, false): return 0.2
        case (.actionSheet, true): return 0.4
        case (.actionSheet, false): return 0.3
        }
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration =
            transitionContext.isAnimated ? transitionDuration(using: transitionContext) : 0
        if presenting {
            guard let alert = transitionContext.viewController(forKey: .to),
                let view = transitionContext.view(forKey: .to)
            else { return transitionContext.completeTransition(false) }
            let final = transitionContext.finalFrame(for: alert)
            view.frame = final
            container.addSubview(view)
            if style == .alert {
                view.alpha = 0
                view.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
                UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut]) {
                    view.alpha = 1
                    view.transform = .identity
                } completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            } else {
                view.frame.origin.y = container.bounds.maxY
                UIView.animate(
                    withDuration: duration, delay: 0, usingSpringWithDamping: 1,
                    initialSpringVelocity: 0, options: []
                ) {
                    view.frame = final
                } completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
            }
        } else {
            guard let view = transitionContext.view(forKey: .from) else {
                return transitionContext.completeTransition(false)
            }
            UIView.animate(
                withDuration: duration, delay: 0,
                options: [style == .alert ? .curveEaseOut : .curveEaseIn]
            ) {
                if self.style == .alert {
                    view.alpha = 0
                } else {
                    view.frame.origin.y = container.bounds.maxY
                }
            } completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if !cancelled { view.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            }
        }
    }
}
