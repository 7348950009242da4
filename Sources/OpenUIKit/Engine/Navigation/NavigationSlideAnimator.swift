import Foundation

/// UINavigationController's built-in push/pop animation.
///
/// Engine choice (Apple does not document it; see Docs/Behaviour-vc.md): 0.35 s, ease-in-ease-out.
/// Push: the to view slides in from the right edge while the from view moves to −30 % of the
/// width under a black dimming view that fades to alpha 0.1. Pop: the reverse. Right-to-left
/// (the container's layout direction), mirrored: a push comes in from the left edge, as UIKit's.
@MainActor
final class NavigationSlideAnimator: UIViewControllerAnimatedTransitioning {
    /// Duration of the built-in push and pop, in seconds.
    static let duration: TimeInterval = 0.35
    /// How far the covered view moves, as a fraction of the width.
    static let parallax: CGFloat = 0.3
    /// Alpha of the dimming over the covered view at the end of a push.
    static let dimming: CGFloat = 0.1

    let operation: UINavigationController.Operation
    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        (transitionContext?.isAnimated ?? true) ? Self.duration : 0
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let fromVC = ctx.viewController(forKey: .from),
            let toVC = ctx.viewController(forKey: .to),
            let fromView = ctx.view(forKey: .from), let toView = ctx.view(forKey: .to)
        else {
            ctx.completeTransition(!ctx.transitionWasCancelled)
            return
        }
        let container = ctx.containerView
        // Right-to-left, every horizontal offset is mirrored.
        let w = container.bounds.width * (container.isRightToLeft ? -1 : 1)
        let final = ctx.finalFrame(for: toVC)
        let fromStart = ctx.initialFrame(for: fromVC)
        let push = operation != .pop
        let dim = UIView(frame: push ? fromStart : final)
        dim.backgroundColor = .black
        dim.isUserInteractionEnabled = false
        let animated = transitionDuration(using: ctx) > 0
        // Linear while an interaction drives it (UIKit scrubs linearly), ease-in-ease-out otherwise.
        let timing = CAMediaTimingFunction(name: ctx.isInteractive ? .linear : .easeInEaseOut)
        EngineAnimation.run(
            duration: transitionDuration(using: ctx), timing: timing,
            {
                toView.frame = final
                if push {
                    container.addSubview(toView)
                    container.insertSubview(dim, belowSubview: toView)
                    let c = toView.layer.position
                    EngineAnimation.move(
                        toView, from: CGPoint(x: c.x + w, y: c.y), to: c, animated: animated)
                    let fc = fromView.layer.position
                    EngineAnimation.move(
                        fromView, from: fc, to: CGPoint(x: fc.x - w * Self.parallax, y: fc.y),
                        animated: animated)
                    EngineAnimation.move(
                        dim, from: fc, to: CGPoint(x: fc.x - w * Self.parallax, y: fc.y),
                        animated: animated)
                    EngineAnimation.fade(dim, from: 0, to: Self.dimming, animated: animated)
                } else {
                    container.insertSubview(toView, belowSubview: fromView)
                    container.insertSubview(dim, aboveSubview: toView)
                    let c = toView.layer.position
                    EngineAnimation.move(
                        toView, from: CGPoint(x: c.x - w * Self.parallax, y: c.y), to: c,
                        animated: animated)
                    EngineAnimation.move(
                        dim, from: CGPoint(x: c.x - w * Self.parallax, y: c.y), to: c,
                        animated: animated)
                    EngineAnimation.fade(dim, from: Self.dimming, to: 0, animated: animated)
                    let fc = fromView.layer.position
                    EngineAnimation.move(
                        fromView, from: fc, to: CGPoint(x: fc.x + w, y: fc.y), animated: animated)
                }
            },
            completion: {
                dim.removeFromSuperview()
                let cancelled = ctx.transitionWasCancelled
                fromView.frame = fromStart
                if cancelled {
                    toView.removeFromSuperview()
                } else {
                    fromView.removeFromSuperview()
                }
                ctx.completeTransition(!cancelled)
            })
    }
}
