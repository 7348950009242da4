import Foundation

/// The push and pop between two `UICollectionViewController`s when the pushed one has
/// `useLayoutToLayoutNavigationTransitions`: no new view slides in; the top controller's
/// collection view stays on screen and animates into the pushed controller's layout (and back
/// into its own on the pop), as Apple documents the property.
///
/// The pushed controller's view is a clear container that holds the shared collection view
/// while it is on top (its `collectionView` is that shared view); the pop hands the collection
/// view back to the controller below. The change takes the navigation bar's 0.35 s.
@MainActor
final class LayoutToLayoutAnimator: UIViewControllerAnimatedTransitioning {
    let push: Bool
    let shared: UICollectionView
    let layout: UICollectionViewLayout

    /// The animator for a push onto `from` of `to`, or a pop of `from` back to `to`, when the
    /// controllers are collection view controllers and the pushed one asks for it; nil otherwise.
    init?(_ op: UINavigationController.Operation, from: UIViewController, to: UIViewController) {
        guard let fromGrid = from as? UICollectionViewController,
            let toGrid = to as? UICollectionViewController
        else { return nil }
        switch op {
        case .push:
            guard toGrid.useLayoutToLayoutNavigationTransitions, !toGrid.isViewLoaded,
                let view = fromGrid.collectionView
            else { return nil }
            push = true
            shared = view
            layout = toGrid.initialLayout
            toGrid.sharedCollectionView = view
            toGrid.layoutBeforeShare = view.collectionViewLayout
        case .pop:
            guard fromGrid.useLayoutToLayoutNavigationTransitions,
                let view = fromGrid.sharedCollectionView, let previous = fromGrid.layoutBeforeShare
            else { return nil }
            push = false
            shared = view
            layout = previous
        default:
            return nil
        }
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        NavigationSlideAnimator.duration
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let toVC = ctx.viewController(forKey: .to), let toView = ctx.view(forKey: .to)
        else {
            ctx.completeTransition(!ctx.transitionWasCancelled)
            return
        }
        let container = ctx.containerView
        toView.frame = ctx.finalFrame(for: toVC)
        let frame = shared.convert(shared.bounds, to: container)
        if push {
            container.addSubview(toView)
            toView.addSubview(shared)
            shared.frame = toView.convert(frame, from: container)
        } else {
            // The controller below gets its collection view back as its view.
            container.addSubview(toView)
        }
        shared.setCollectionViewLayout(layout, animated: true) { _ in
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
    }
}
