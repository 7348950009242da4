import OpenUIKit

/// Correct: slides the presented screen up from the bottom, and back down.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    /// How far below its final frame the screen ends (0: where UIKit says).
    let endsLowBy: CGFloat

    init(presenting: Bool, endsLowBy: CGFloat = 0) {
        self.presenting = presenting
        self.endsLowBy = endsLowBy
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let presenting = self.presenting
        guard
            let moving = transitionContext.view(forKey: presenting ? .to : .from),
            let movingController = transitionContext.viewController(
                forKey: presenting ? .to : .from)
        else { return transitionContext.completeTransition(false) }
        let shown =
            presenting
            ? transitionContext.finalFrame(for: movingController).offsetBy(dx: 0, dy: endsLowBy)
            : transitionContext.initialFrame(for: movingController)
        let hidden = shown.offsetBy(dx: 0, dy: container.bounds.height)
        // The screen underneath: on a full-screen dismissal or a pop, UIKit hands it over to be
        // put back (view(forKey: .to)); on a presentation it stays where it is.
        let beneath = presenting ? nil : transitionContext.view(forKey: .to)
        if let beneath, let beneathController = transitionContext.viewController(forKey: .to) {
            beneath.frame = transitionContext.finalFrame(for: beneathController)
            container.insertSubview(beneath, belowSubview: moving)
        }
        if presenting {
            moving.frame = hidden
            container.addSubview(moving)
        }
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveLinear],
            animations: { moving.frame = presenting ? shown : hidden },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled { (presenting ? moving : beneath)?.removeFromSuperview() }
                transitionContext.completeTransition(!cancelled)
            })
    }
}
