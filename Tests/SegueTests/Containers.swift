@_spi(Testing) import OpenUIKit
import Segue
import SegueTesting

/// The four containers a catalogue transition is adopted on, and the two ways through each.
enum Container: String, CaseIterable, Sendable {
    case present, push, tab, child
}

/// A container holding a child in a card inset from its edges, for child swaps.
final class CardContainerScreen: UIViewController {
    let card = UIView()
    let first = HomeScreen()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        card.frame = view.bounds.insetBy(dx: 8, dy: 8)
        card.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        card.clipsToBounds = true
        view.addSubview(card)
        addChild(first)
        first.view.frame = card.bounds
        card.addSubview(first.view)
        first.didMove(toParent: self)
    }
}

/// The catalogue's test window: small, so references stay small.
let catalogueWindow = CGSize(width: 180, height: 320)

extension TransitionScenario {
    /// `transition` adopted in one line on `container`: forward (present, push, the second tab,
    /// swap to the detail) or, with `backward`, the way back from the detail already shown.
    static func catalogue(
        _ transition: SegueTransition, on container: Container, backward: Bool = false
    ) -> TransitionScenario {
        switch (container, backward) {
        case (.present, false):
            return TransitionScenario(windowSize: catalogueWindow, root: { HomeScreen() }) {
                $0.present(DetailScreen(), transition: transition)
            }
        case (.present, true):
            return TransitionScenario(
                windowSize: catalogueWindow,
                root: {
                    let home = HomeScreen()
                    let detail = DetailScreen()
                    detail.segueTransition = transition
                    MainRunLoop.perform { home.present(detail, animated: false) }
                    return home
                }, action: { $0.dismiss(animated: true) })
        case (.push, false):
            return TransitionScenario(
                windowSize: catalogueWindow,
                root: { UINavigationController(rootViewController: HomeScreen()) }
            ) {
                ($0 as? UINavigationController)?.pushViewController(
                    DetailScreen(), transition: transition)
            }
        case (.push, true):
            return TransitionScenario(
                windowSize: catalogueWindow,
                root: {
                    let nav = UINavigationController(rootViewController: HomeScreen())
                    nav.navigationSegueTransition = transition
                    nav.setViewControllers([HomeScreen(), DetailScreen()], animated: false)
                    return nav
                },
                action: { _ = ($0 as? UINavigationController)?.popViewController(animated: true) })
        case (.tab, _):
            return TransitionScenario(
                windowSize: catalogueWindow,
                root: {
                    let tabs = UITabBarController()
                    tabs.viewControllers = [HomeScreen(), DetailScreen()]
                    tabs.tabSegueTransition = transition
                    tabs.selectedIndex = backward ? 1 : 0
                    return tabs
                }, action: { ($0 as? UITabBarController)?.selectedIndex = backward ? 0 : 1 })
        case (.child, _):
            return TransitionScenario(windowSize: catalogueWindow, root: { CardContainerScreen() })
            {
                guard let screen = $0 as? CardContainerScreen else { return }
                screen.swapChild(
                    from: screen.first, to: DetailScreen(), in: screen.card, transition: transition,
                    operation: backward ? .backward : .forward)
            }
        }
    }
}

extension TransitionScenario {
    /// The way back of `transition` on `container` under an interaction controller: a quarter at
    /// once, half after 0.11 s, then `finish` or `cancel` 0.1 s later, released at rest. (The
    /// times fall between 60 Hz frames, so rounding can never move a step to another frame.)
    static func catalogueInteractive(
        _ transition: SegueTransition, on container: Container, finishes: Bool
    ) -> TransitionScenario {
        let back = catalogue(transition, on: container, backward: true)
        return TransitionScenario(windowSize: back.windowSize, root: back.root) { root in
            let interaction = SegueInteractionController(
                animator: SegueAnimator(transition, operation: .backward))
            switch container {
            case .present:
                let delegate = root.presentedViewController?.transitioningDelegate
                (delegate as? SegueTransitioningDelegate)?.dismissalInteraction = interaction
                root.dismiss(animated: true)
            case .push:
                let nav = root as? UINavigationController
                (nav?.delegate as? SegueNavigationDelegate)?.popInteraction = interaction
                nav?.popViewController(animated: true)
            case .tab:
                let tabs = root as? UITabBarController
                (tabs?.delegate as? SegueTabBarDelegate)?.interaction = interaction
                tabs?.selectedIndex = 0
            case .child:
                guard let screen = root as? CardContainerScreen else { return }
                screen.swapChild(
                    from: screen.first, to: DetailScreen(), in: screen.card,
                    transition: transition, operation: .backward, interaction: interaction)
            }
            interaction.update(0.25)
            MainRunLoop.perform(after: 0.11) { interaction.update(0.5) }
            MainRunLoop.perform(after: 0.21) {
                if finishes { interaction.finish() } else { interaction.cancel() }
            }
        }
    }
}
