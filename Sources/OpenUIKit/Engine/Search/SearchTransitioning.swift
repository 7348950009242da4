import Foundation

/// The transitioning delegate a `UISearchController` owns: its activation and deactivation
/// animators.
@MainActor
final class SearchTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        presented is UISearchController ? SearchAnimator(presenting: true) : nil
    }

    func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        dismissed is UISearchController ? SearchAnimator(presenting: false) : nil
    }
}

/// Activates or deactivates a search controller in 0.35 s, ease in and out: the navigation
/// bar's row slides up (or back), the Cancel button comes in (or leaves), the dimming fades.
@MainActor
final class SearchAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        UISearchController.presentationDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let search = transitionContext.viewController(forKey: key) as? UISearchController
        else { return transitionContext.completeTransition(false) }
        let view: UIView = search.view
        if presenting {
            view.frame = transitionContext.finalFrame(for: search)
            (transitionContext.containerView as? UITransitionView)?.passesTouchesThrough = true
            transitionContext.containerView.addSubview(view)
            view.layoutIfNeeded()
        }
        let duration =
            transitionContext.isAnimated ? transitionDuration(using: transitionContext) : 0
        let presenting = presenting
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveEaseInOut],
            animations: { search.applyPresentedLook(presenting) },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if !presenting && !cancelled { view.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
    }
}

/// A search controller's view: it lets touches through where it shows nothing (above the
/// dimming, over the search bar), so the bar's field and Cancel button stay live.
@MainActor
final class SearchPresentationView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
