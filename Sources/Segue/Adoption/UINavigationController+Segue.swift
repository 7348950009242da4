#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

@MainActor private let navigationDelegates = SegueStorage<SegueNavigationDelegate>()
@MainActor private let navigationTransitions = SegueStorage<SegueTransition>()
@MainActor private let backSwipes = SegueStorage<SegueGestureDriver>()

extension UINavigationController {
    /// The catalogue transition of every push and pop that its controllers do not choose
    /// themselves (`UIViewController.segueTransition`), or nil for UIKit's own.
    ///
    /// Setting it adopts Segue: the delegate becomes a `SegueNavigationDelegate` (which forwards
    /// `willShow`/`didShow` to the delegate you had), and the back swipe from the left edge keeps
    /// working, driving the custom pop under the finger.
    public var navigationSegueTransition: SegueTransition? {
        get { navigationTransitions[self] }
        set {
            navigationTransitions[self] = newValue
            adoptSegue()
        }
    }

    /// Pushes `viewController` with `transition`, in one line; popping it plays the transition
    /// backwards, and the back swipe drives that pop.
    public func pushViewController(_ viewController: UIViewController, transition: SegueTransition)
    {
        viewController.segueTransition = transition
        adoptSegue()
        pushViewController(viewController, animated: true)
    }

    /// Installs the Segue delegate and back swipe (once).
    func adoptSegue() {
        if let installed = navigationDelegates[self] {
            if delegate !== installed { delegate = installed }
            return
        }
        let installed = SegueNavigationDelegate()
        installed.forwardingDelegate = delegate
        navigationDelegates[self] = installed
        delegate = installed
        // UIKit's own back swipe stops when a delegate returns an animator: Segue's takes over.
        interactivePopGestureRecognizer?.isEnabled = false
        backSwipes[self] = SegueGestureDriver(.edgePan(.left), on: view) { [weak self] _ in
            guard let self, self.viewControllers.count > 1,
                let popped = self.topViewController,
                let transition = popped.segueTransition ?? self.navigationSegueTransition
            else { return nil }
            let interaction = SegueInteractionController(
                animator: SegueAnimator(transition, operation: .backward))
            installed.popInteraction = interaction
            self.popViewController(animated: true)
            return interaction
        }
    }
}
