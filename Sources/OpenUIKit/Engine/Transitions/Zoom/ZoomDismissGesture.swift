import Foundation

/// The pan that dismisses (or pops) a zoomed controller: installed on its view when it is pushed
/// or presented with a zoom, it starts the interactive dismissal when the drag goes down, or right
/// from the leading edge (within 24 pt), unless `interactiveDismissShouldBegin` refuses.
@MainActor
enum ZoomDismissGesture {
    /// The width of the leading edge a rightward drag starts a dismissal from, in points.
    static let edgeWidth: CGFloat = 24
    /// The interactive dismissal a pan started, waiting for the planner to pick it up.
    private static var pending: [ObjectIdentifier: ZoomInteractiveDismissal] = [:]

    /// Forgets every pending dismissal (see `EngineWorld.discard()`).
    static func discardAll() { pending.removeAll() }

    /// Installs the pan on `zoomed`'s view once.
    static func install(on zoomed: UIViewController) {
        EngineWorld.willChange()
        let view: UIView = zoomed.view
        guard !(view.gestureRecognizers ?? []).contains(where: { $0.name == name }) else { return }
        var interaction: ZoomInteractiveDismissal?
        let pan = UIPanGestureRecognizer { [weak zoomed] g in
            guard let zoomed else { return }
            switch g.state {
            case .began:
                interaction = begin(zoomed, g)
            case .changed:
                interaction?.update(translation: g.translation(in: g.view))
            case .ended:
                interaction?.release(velocity: g.velocity(in: g.view))
                interaction = nil
            case .cancelled, .failed:
                interaction?.release(velocity: .zero)
                interaction = nil
            default:
                break
            }
        }
        pan.name = name
        view.addGestureRecognizer(pan)
    }

    static let name = "zoomInteractiveDismissGestureRecognizer"

    /// Whether `zoomed`'s own pan takes the back swipe: it prefers a view zoom, or a bar button
    /// zoom that ran (one that fell back to the slide installed no pan, and the navigation
    /// controller's swipes pop it).
    static func handlesBackSwipe(of zoomed: UIViewController) -> Bool {
        guard let transition = zoomed.preferredTransition, transition.zoom != nil else {
            return false
        }
        return !transition.zoomsFromBarButtonItem || isInstalled(on: zoomed)
    }

    /// Whether a zoom in installed the pan on `zoomed`'s view (the zoom ran).
    static func isInstalled(on zoomed: UIViewController) -> Bool {
        (zoomed.viewIfLoaded?.gestureRecognizers ?? []).contains { $0.name == name }
    }

    /// The interactive dismissal the pan started for `zoomed`, taken by the planner.
    static func takePending(for zoomed: UIViewController) -> ZoomInteractiveDismissal? {
        pending.removeValue(forKey: ObjectIdentifier(zoomed))
    }

    private static func begin(_ zoomed: UIViewController, _ g: UIPanGestureRecognizer)
        -> ZoomInteractiveDismissal?
    {
        guard zoomed.runningTransition == nil, let view = g.view else { return nil }
        let translation = g.translation(in: view)
        let location = g.location(in: view)
        let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        let fromEdge = start.x <= edgeWidth && translation.x > abs(translation.y)
        let downward = translation.y > abs(translation.x)
        let velocity = g.velocity(in: view)
        let willBegin = fromEdge || downward
        let nav = zoomed.navigationController
        let pushed =
            nav.map { $0.topViewController === zoomed && $0.viewControllers.count > 1 } ?? false
        let source: UIViewController?
        if pushed, let nav {
            source = nav.viewControllers[nav.viewControllers.count - 2]
        } else {
            source = zoomed.zoomDismissalSource
        }
        guard let source,
            let zoom = ZoomTransitionAnimator(zoomsIn: false, zoomed: zoomed, source: source)
        else { return nil }
        let context = UIViewController.Transition.ZoomOptions.InteractionContext(
            location: location, velocity: CGVector(dx: velocity.x, dy: velocity.y),
            willBegin: willBegin)
        let shouldBegin = zoom.options?.interactiveDismissShouldBegin?(context) ?? willBegin
        guard shouldBegin else { return nil }
        let interaction = ZoomInteractiveDismissal(zoom: zoom, fromEdge: fromEdge)
        pending[ObjectIdentifier(zoomed)] = interaction
        interaction.update(translation: translation)
        if pushed, let nav {
            nav.popViewController(animated: true)
        } else {
            zoomed.dismiss(animated: true)
        }
        return interaction
    }
}
