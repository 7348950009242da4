#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

@MainActor private let tabDelegates = SegueStorage<SegueTabBarDelegate>()
@MainActor private let tabTransitions = SegueStorage<SegueTransition>()
@MainActor private let tabPans = SegueStorage<SegueGestureDriver>()

extension UITabBarController {
    /// The catalogue transition of tab changes, or nil for UIKit's (none).
    ///
    /// Setting it adopts Segue in one line: the delegate becomes a `SegueTabBarDelegate`
    /// (forwarding to the delegate you had); a later tab plays the transition forward, an earlier
    /// one backward, and a horizontal pan on the content moves to the neighbouring tab under the
    /// finger (a pan to the left goes to the next tab).
    public var tabSegueTransition: SegueTransition? {
        get { tabTransitions[self] }
        set {
            tabTransitions[self] = newValue
            adoptSegue()
        }
    }

    private func adoptSegue() {
        if let installed = tabDelegates[self] {
            if delegate !== installed { delegate = installed }
            return
        }
        let installed = SegueTabBarDelegate()
        installed.forwardingDelegate = delegate
        tabDelegates[self] = installed
        delegate = installed
        tabPans[self] = SegueGestureDriver(.horizontalPan, on: view) { [weak self] direction in
            guard let self, let controllers = self.viewControllers,
                let transition = self.tabSegueTransition
            else { return nil }
            let target = self.selectedIndex + (direction == .left ? 1 : -1)
            guard controllers.indices.contains(target) else { return nil }
            let interaction = SegueInteractionController(
                animator: SegueAnimator(
                    transition, operation: direction == .left ? .forward : .backward))
            installed.interaction = interaction
            self.selectedIndex = target
            return interaction
        }
    }
}
