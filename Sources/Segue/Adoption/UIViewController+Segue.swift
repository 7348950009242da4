#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

@MainActor private let transitions = SegueStorage<SegueTransition>()
@MainActor private let presentationDelegates = SegueStorage<SegueTransitioningDelegate>()
@MainActor private let dismissDrivers = SegueStorage<[SegueGestureDriver]>()

extension UIViewController {
    /// The catalogue transition this controller comes and goes with, or nil for UIKit's own.
    ///
    /// Presenting the controller uses it forward and dismissing it backward (setting it makes the
    /// controller's `transitioningDelegate` a `SegueTransitioningDelegate` and its
    /// `modalPresentationStyle` `.fullScreen`); a navigation or tab bar controller adopted with
    /// Segue uses it when this controller is pushed or popped, ahead of its own.
    public var segueTransition: SegueTransition? {
        get { transitions[self] }
        set {
            transitions[self] = newValue
            guard let newValue else {
                if transitioningDelegate === presentationDelegates[self] {
                    transitioningDelegate = nil
                }
                presentationDelegates[self] = nil
                return
            }
            let delegate =
                presentationDelegates[self] ?? SegueTransitioningDelegate(transition: newValue)
            delegate.transition = newValue
            presentationDelegates[self] = delegate
            transitioningDelegate = delegate
            modalPresentationStyle = .fullScreen
        }
    }

    /// Presents `viewControllerToPresent` with `transition`, in one line; with `interactive`
    /// (default true) a pan down on the presented screen dismisses it under the finger.
    @preconcurrency public func present(
        _ viewControllerToPresent: UIViewController, transition: SegueTransition,
        interactive: Bool = true, completion: (@MainActor () -> Void)? = nil
    ) {
        viewControllerToPresent.segueTransition = transition
        if interactive { viewControllerToPresent.installSegueDismissGesture() }
        present(viewControllerToPresent, animated: true, completion: completion)
    }

    /// Adds the gestures that dismiss this controller interactively with its `segueTransition`
    /// (done by `present(_:transition:interactive:completion:)`): a pan down, and for the zoom
    /// styles a pinch in as well.
    public func installSegueDismissGesture() {
        guard dismissDrivers[self] == nil else { return }
        let begin: (SegueTransition.Direction) -> SegueInteractionController? = { [weak self] _ in
            guard let self, let delegate = presentationDelegates[self],
                self.presentingViewController != nil
            else { return nil }
            let interaction = SegueInteractionController(
                animator: SegueAnimator(delegate.transition, operation: .backward))
            delegate.dismissalInteraction = interaction
            self.dismiss(animated: true)
            return interaction
        }
        var drivers = [SegueGestureDriver(.pan(.down), on: view, begin: begin)]
        switch segueTransition?.style {
        case .zoomIn, .zoomOut, .zoomSlide:
            drivers.append(SegueGestureDriver(.pinch, on: view, begin: begin))
        default:
            break
        }
        dismissDrivers[self] = drivers
    }
}
