import Foundation

/// The interactive dismissal (or pop) of a zoomed controller: the view shrinks into a card that
/// follows the finger; released, it zooms into the source view, or springs back when released
/// early, with a spring whose initial velocity is the finger's.
///
/// Progress is the downward travel over the view's height (the rightward travel over its width for
/// a drag from the leading edge). Released, it finishes when flung toward the source faster than
/// 300 pt/s, or past a fifth of the way unless flung back faster than 300 pt/s (engine choices,
/// Docs/Behaviour-vc.md).
@MainActor
final class ZoomInteractiveDismissal: NSObject, UIViewControllerInteractiveTransitioning {
    /// The progress past which a release finishes (engine choice).
    static let finishProgress: CGFloat = 0.2
    /// The release speed toward (or away from) the source that decides by itself, in pt/s.
    static let decisiveSpeed: CGFloat = 300

    let zoom: ZoomTransitionAnimator
    /// Whether the drag started at the leading edge (progress is horizontal then).
    let fromEdge: Bool
    private var context: UIViewControllerContextTransitioning?
    private var scene: ZoomScene?
    private var translation: CGPoint = .zero
    private var pendingRelease: CGPoint?

    init(zoom: ZoomTransitionAnimator, fromEdge: Bool) {
        self.zoom = zoom
        self.fromEdge = fromEdge
    }

    var wantsInteractiveStart: Bool { true }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        let scene = ZoomScene(context: transitionContext, zoom: zoom)
        self.scene = scene
        follow()
        if let velocity = pendingRelease { release(velocity: velocity) }
    }

    /// The finger moved: `translation` from where it started, in points.
    func update(translation: CGPoint) {
        self.translation = translation
        follow()
    }

    /// The finger lifted with `velocity` (points per second): finish or cancel.
    func release(velocity: CGPoint) {
        guard let ctx = context, let scene else {
            pendingRelease = velocity
            return
        }
        let progress = self.progress
        let speed = fromEdge ? velocity.x : velocity.y
        let finish =
            speed > Self.decisiveSpeed
            || (progress > Self.finishProgress && speed > -Self.decisiveSpeed)
        ctx.updateInteractiveTransition(progress)
        let distance: CGFloat
        if finish {
            ctx.finishInteractiveTransition()
            let target = scene.geometry.sourceFrame
            distance = hypot(
                target.midX - scene.wrapper.center.x, target.midY - scene.wrapper.center.y)
        } else {
            ctx.cancelInteractiveTransition()
            distance = hypot(translation.x, translation.y)
        }
        let fingerSpeed = hypot(velocity.x, velocity.y)
        let initialVelocity = distance > 1 ? min(fingerSpeed / distance, 20) : 0
        UIView.animate(
            withDuration: ZoomTransitionAnimator.duration, delay: 0, usingSpringWithDamping: 0.9,
            initialSpringVelocity: initialVelocity, options: [],
            animations: {
                scene.wrapper.transform = .identity
                if finish { scene.collapse() } else { scene.expand() }
            },
            completion: { _ in
                scene.tearDown(zoomedStays: !finish)
                ctx.completeTransition(finish)
            })
    }

    /// The share of the way to the source, 0…1.
    var progress: CGFloat {
        let size = zoom.zoomed.viewIfLoaded?.bounds.size ?? CGSize(width: 1, height: 1)
        let p = fromEdge ? translation.x / max(size.width, 1) : translation.y / max(size.height, 1)
        return min(1, max(0, p))
    }

    private func follow() {
        guard let ctx = context, let scene, pendingRelease == nil else { return }
        scene.follow(translation: translation, progress: progress)
        ctx.updateInteractiveTransition(progress)
    }
}
