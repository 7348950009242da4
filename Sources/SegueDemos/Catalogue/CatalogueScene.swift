@_spi(Testing) import OpenUIKit
import Segue

/// Builds a catalogue demo's window and script.
@MainActor
enum CatalogueScene {
    static func make(
        _ transition: SegueTransition, on container: CatalogueDemos.Container,
        wayBack: CatalogueDemos.WayBack, matched: Bool = false
    ) -> DemoScene {
        let detail = CatalogueDetailScreen()
        if matched {
            detail.headerColor = CatalogueHomeScreen.tileColors[0]
            detail.header.segueMatchID = "photo"
        }
        let root: UIViewController
        let there: @MainActor () -> Void
        let back: @MainActor () -> Void
        switch container {
        case .present:
            let home = CatalogueHomeScreen()
            root = home
            there = { home.present(detail, transition: transition) }
            back = { home.dismiss(animated: true) }
        case .push:
            let home = CatalogueHomeScreen()
            let nav = UINavigationController(rootViewController: home)
            if matched {
                home.loadViewIfNeeded()
                home.tiles.first?.segueMatchID = "photo"
            }
            root = nav
            there = { nav.pushViewController(detail, transition: transition) }
            back = { nav.popViewController(animated: true) }
        case .tab:
            let tabs = UITabBarController()
            tabs.viewControllers = [CatalogueHomeScreen(), detail]
            tabs.tabSegueTransition = transition
            root = tabs
            there = { tabs.selectedIndex = 1 }
            back = { tabs.selectedIndex = 0 }
        case .child:
            let screen = CatalogueContainerScreen()
            root = screen
            let second = CatalogueHomeScreen()
            there = {
                screen.swapChild(
                    from: screen.first, to: detail, in: screen.card, transition: transition)
            }
            back = {
                screen.swapChild(
                    from: detail, to: second, in: screen.card, transition: transition,
                    operation: .backward)
            }
        }
        let window = DemoScenery.window(root: root)
        window.layoutIfNeeded()
        var steps: [DemoStep] = [
            .wait(0.3), .perform("there", there), .settle(timeout: 3), .wait(0.4),
        ]
        switch wayBack {
        case .animated:
            steps += [.perform("back", back), .settle(timeout: 3)]
        case .finish, .cancel:
            steps += fingerBack(
                on: container, in: window, finishes: wayBack == .finish, root: root,
                detail: detail, transition: transition)
        }
        steps.append(.wait(0.4))
        return DemoScene(window: window, steps: steps, retaining: [root, detail])
    }

    /// The way back under a finger: the gesture each container ships (pan down, back swipe,
    /// horizontal pan), or, for a child swap, an interaction controller stepped by hand.
    private static func fingerBack(
        on container: CatalogueDemos.Container, in window: UIWindow, finishes: Bool,
        root: UIViewController, detail: UIViewController, transition: SegueTransition
    ) -> [DemoStep] {
        let size = window.bounds.size
        let hand = window.touchSynthesizer
        // Finishing: most of the way at a steady pace. Cancelling: a fifth, slowly.
        let reach: CGFloat = finishes ? 0.7 : 0.2
        let time: TimeInterval = finishes ? 0.5 : 0.8
        let gesture: @MainActor () -> Void
        switch container {
        case .present:
            gesture = {
                hand.drag(
                    from: CGPoint(x: size.width / 2, y: size.height * 0.2),
                    to: CGPoint(x: size.width / 2, y: size.height * (0.2 + reach)), duration: time)
            }
        case .push:
            gesture = { hand.edgeSwipe(edge: .left, distance: size.width * reach, duration: time) }
        case .tab:
            gesture = {
                hand.drag(
                    from: CGPoint(x: size.width * 0.1, y: size.height / 2),
                    to: CGPoint(x: size.width * (0.1 + reach), y: size.height / 2),
                    duration: time)
            }
        case .child:
            guard let screen = root as? CatalogueContainerScreen else { return [] }
            let interaction = SegueInteractionController(
                animator: SegueAnimator(transition, operation: .backward))
            let second = CatalogueHomeScreen()
            var steps: [DemoStep] = [
                .perform("begin") {
                    screen.swapChild(
                        from: detail, to: second, in: screen.card, transition: transition,
                        interaction: interaction)
                }
            ]
            let frames = 12
            for i in 1...frames {
                let p = reach * CGFloat(i) / CGFloat(frames)
                steps += [
                    .perform("update") { interaction.update(p) }, .wait(time / Double(frames)),
                ]
            }
            steps.append(
                .perform(finishes ? "finish" : "cancel") {
                    if finishes { interaction.finish() } else { interaction.cancel() }
                })
            steps.append(.settle(timeout: 3))
            return steps
        }
        return [.perform(finishes ? "drag back" : "short drag back", gesture), .settle(timeout: 3)]
    }
}
