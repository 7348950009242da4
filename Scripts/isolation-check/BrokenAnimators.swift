import OpenUIKit

/// Broken: when its interactive dismissal is cancelled, it never calls `completeTransition(_:)`.
final class CancelNeverCompletesAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let view = transitionContext.view(forKey: .from) else { return }
        let container = transitionContext.containerView
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveLinear],
            animations: { view.frame.origin.y = container.bounds.height },
            completion: { _ in
                if !transitionContext.transitionWasCancelled {
                    transitionContext.completeTransition(true)
                }
            })
    }
}

/// Broken, the black screen: on a dismissal it adds the presenting view to the container, which
/// a `.custom` presentation left in place.
final class BlackScreenAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if presenting {
            guard let card = transitionContext.view(forKey: .to),
                let cardController = transitionContext.viewController(forKey: .to)
            else { return transitionContext.completeTransition(false) }
            card.frame = transitionContext.finalFrame(for: cardController)
            card.alpha = 0
            container.addSubview(card)
            UIView.animate(
                withDuration: 0.3, animations: { card.alpha = 1 },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
            return
        }
        guard let presentingController = transitionContext.viewController(forKey: .to),
            let card = transitionContext.view(forKey: .from)
        else { return transitionContext.completeTransition(false) }
        container.insertSubview(presentingController.view, belowSubview: card)
        UIView.animate(
            withDuration: 0.3, animations: { card.alpha = 0 },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Broken: keeps the transition context in a property (a retain cycle: the context holds it).
final class ContextKeepingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var transitionContext: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        let forward = transitionContext.view(forKey: .to) != nil
        let view = transitionContext.view(forKey: forward ? .to : .from)!
        if forward {
            view.frame = transitionContext.finalFrame(
                for: transitionContext.viewController(forKey: .to)!)
            view.alpha = 0
            transitionContext.containerView.addSubview(view)
        }
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveLinear],
            animations: { view.alpha = forward ? 1 : 0 },
            completion: { _ in
                self.transitionContext?.completeTransition(
                    !(self.transitionContext?.transitionWasCancelled ?? false))
            })
    }
}
