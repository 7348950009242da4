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
    /// Whether the source is a bar button item's view (iOS 26): its snapshot (a title or a
    /// symbol) is not stretched over the card, which alone grows out of and shrinks into it.
    let fromBarButtonItem: Bool
    let sourceViewProvider:
        @MainActor (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView?
    private var animator: UIViewPropertyAnimator?
    private weak var context: UIViewControllerContextTransitioning?

    /// An animator for `zoomed`'s transition, zooming in (push, present) or out (pop, dismiss),
    /// or nil when `zoomed` prefers no zoom.
    /// A bar button item zoom in whose item is in no bar is nil (the standard transition runs);
    /// its zoom out runs when its zoom in did (the item is measured later, once the bar is back
    /// in the window and shows it).
    init?(zoomsIn: Bool, zoomed: UIViewController, source: UIViewController) {
        guard let transition = zoomed.preferredTransition, let zoom = transition.zoom else {
            return nil
        }
        if transition.zoomsFromBarButtonItem {
            let runs =
                zoomsIn
                ? transition.zoomRuns(zoomed: zoomed, source: source)
                : ZoomDismissGesture.isInstalled(on: zoomed)
            guard runs else { return nil }
        }
        self.zoomsIn = zoomsIn
        self.zoomed = zoomed
        self.source = source
        self.options = zoom.options
        self.fromBarButtonItem = transition.zoomsFromBarButtonItem
        self.sourceViewProvider = zoom.sourceViewProvider
        super.init()
        if zoomsIn, transition.zoomsFromBarButtonItem, let item = currentSourceView(),
            let bar = item.superview, let snapshot = item.snapshotView(afterScreenUpdates: false)
        {
            snapshot.frame = item.frame
            standIn = snapshot
            standInBar = bar
        }
    }

    /// A snapshot of the bar button item's view where it stood when a push began: the bar
    /// shows the pushed controller's items at once, so the item's own view leaves the bar before
    /// the zoom measures it; the snapshot stands in for it in the bar until the zoom ends.
    private var standIn: UIView?
    private weak var standInBar: UIView?

    /// Asks the provider for the source view (it may be asked several times, as Apple says).
    func currentSourceView() -> UIView? {
        let view = sourceViewProvider(
            .init(sourceViewController: source, zoomedViewController: zoomed))
        if let view { return view }
        guard let standIn, let bar = standInBar, bar.window != nil else { return nil }
        if standIn.superview !== bar { bar.addSubview(standIn) }
        return standIn
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
            self?.standIn?.removeFromSuperview()
            self?.animator = nil
            ctx.completeTransition(!cancelled)
        }
        return animator
    }
}
