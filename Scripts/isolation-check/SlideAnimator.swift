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
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key),
            let view = transitionContext.view(forKey: presenting ? .to : .from)
        else { return transitionContext.completeTransition(false) }
        let shown = transitionContext.finalFrame(for: controller).offsetBy(dx: 0, dy: endsLowBy)
        let hidden = shown.offsetBy(dx: 0, dy: container.bounds.height)
        if presenting {
            view.frame = hidden
            container.addSubview(view)
        }
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveLinear],
            animations: { view.frame = self.presenting ? shown : hidden },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
