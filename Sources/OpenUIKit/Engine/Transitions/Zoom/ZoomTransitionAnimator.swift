import Foundation

/// The animator of iOS 18's zoom transition (`UIViewController.Transition.zoom`), for a push or
/// pop and for a presentation or dismissal.
///
/// Zooming in, the zoomed controller's view grows out of the source view inside a clipping
/// wrapper whose frame and corner radius go from the source's to the full view's, while a snapshot
/// of the source fades out over it and a dimming view fades in over the source controller; zooming
/// out is the reverse, toward the source view as it stands then (the provider is asked again).
/// The source view is hidden while the zoomed controller shows. The animation is a critically
/// damped spring of 0.5 s run by a `UIViewPropertyAnimator`, so the transition is interruptible:
/// a pop or dismissal requested mid-flight reverses it (Docs/Behaviour-vc.md).
@MainActor
final class ZoomTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The duration of the zoom, in seconds (engine choice).
    static let duration: TimeInterval = 0.5
    /// The dimming colour when the options give none (engine choice).
    static let defaultDimmingColor = UIColor.black.withAlphaComponent(0.25)

    let zoomsIn: Bool
    let zoomed: UIViewController
    let source: UIViewController
    let options: UIViewController.Transition.ZoomOptions?
    let sourceViewProvider:
        @MainActor (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView?
    private var animator: UIViewPropertyAnimator?
    private weak var context: UIViewControllerContextTransitioning?

    /// An animator for `zoomed`'s transition, zooming in (push, present) or out (pop, dismiss),
    /// or nil when `zoomed` prefers no zoom.
    init?(zoomsIn: Bool, zoomed: UIViewController, source: UIViewController) {
        guard let zoom = zoomed.preferredTransition?.zoom else { return nil }
        self.zoomsIn = zoomsIn
        self.zoomed = zoomed
        self.source = source
        self.options = zoom.options
        self.sourceViewProvider = zoom.sourceViewProvider
    }

    /// Asks the provider for the source view (it may be asked several times, as Apple says).
    func currentSourceView() -> UIView? {
        sourceViewProvider(.init(sourceViewController: source, zoomedViewController: zoomed))
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let animator = makeAnimator(ctx)
        self.animator = animator
        return animator
    }

    /// Reverses the running zoom (a pop or dismissal asked for mid-flight): the transition is
    /// cancelled and runs back from where it stands. Returns false when nothing is running.
    func reverse() -> Bool {
        guard let animator, let ctx = context, animator.state == .active,
            !ctx.transitionWasCancelled
        else { return false }
        ctx.pauseInteractiveTransition()
        animator.pauseAnimation()
        animator.isReversed = true
        ctx.cancelInteractiveTransition()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        return true
    }

    private func makeAnimator(_ ctx: UIViewControllerContextTransitioning) -> UIViewPropertyAnimator
    {
        context = ctx
        let scene = ZoomScene(context: ctx, zoom: self)
        let zoomsIn = self.zoomsIn
        if zoomsIn { scene.collapse() } else { scene.expand() }
        let animator = UIViewPropertyAnimator(duration: Self.duration, dampingRatio: 1) {
            if zoomsIn { scene.expand() } else { scene.collapse() }
        }
        animator.addCompletion { [weak self] _ in
            let cancelled = ctx.transitionWasCancelled
            scene.tearDown(zoomedStays: zoomsIn != cancelled)
            self?.animator = nil
            ctx.completeTransition(!cancelled)
        }
        return animator
    }
}
