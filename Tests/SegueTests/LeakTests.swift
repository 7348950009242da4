@_spi(Testing) import OpenUIKit
import Segue
import Testing

/// No controller, view or animator outlives its transition: every entry, on every container,
/// forward and back.
@MainActor
@Suite struct LeakTests {
    nonisolated static let names = SegueTransition.catalogue.map(\.style.name)

    @Test(arguments: names) func nothingOutlivesARoundTrip(_ name: String) throws {
        let transition = try #require(SegueTransition.named(name))
        for container in Container.allCases {
            weak var detail: DetailScreen?
            weak var detailView: UIView?
            let window = UIWindow(frame: CGRect(origin: .zero, size: catalogueWindow))
            do {
                let shown = DetailScreen()
                detail = shown
                detailView = shown.view
                try roundTrip(shown, transition, on: container, in: window)
            }
            #expect(detail == nil, "\(name) on \(container): the detail controller")
            #expect(detailView == nil, "\(name) on \(container): its view")
            let content = window.rootViewController?.view
            #expect(
                content?.layer.presentation()?.transform.m41 ?? 0 == 0,
                "\(name) on \(container): the first screen is back in place")
        }
    }

    @Test func anInteractiveAnimatorIsReleasedWithItsTransition() {
        weak var animator: SegueAnimator?
        weak var interaction: SegueInteractionController?
        let window = UIWindow(frame: CGRect(origin: .zero, size: catalogueWindow))
        let nav = UINavigationController(rootViewController: HomeScreen())
        nav.navigationSegueTransition = .cube()
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(DetailScreen(), animated: true)
        UIApplication.shared.runUntilIdle()
        do {
            let made = SegueAnimator(.cube(), operation: .backward)
            let driving = SegueInteractionController(animator: made)
            animator = made
            interaction = driving
            (nav.delegate as? SegueNavigationDelegate)?.popInteraction = driving
            nav.popViewController(animated: true)
            driving.update(0.3)
            UIApplication.shared.advance(by: 0.1)
            driving.cancel()
        }
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 2)
        #expect(animator == nil)
        #expect(interaction == nil)
    }

    /// Shows `detail` with `transition` on `container` in `window`, then goes back, and lets go
    /// of everything but the window's first screen.
    private func roundTrip(
        _ detail: DetailScreen, _ transition: SegueTransition, on container: Container,
        in window: UIWindow
    ) throws {
        func settle() { UIApplication.shared.runUntilIdle() }
        switch container {
        case .present:
            let home = HomeScreen()
            window.rootViewController = home
            window.makeKeyAndVisible()
            settle()
            home.present(detail, transition: transition)
            settle()
            home.dismiss(animated: true)
        case .push:
            let nav = UINavigationController(rootViewController: HomeScreen())
            window.rootViewController = nav
            window.makeKeyAndVisible()
            settle()
            nav.pushViewController(detail, transition: transition)
            settle()
            nav.popViewController(animated: true)
        case .tab:
            let tabs = UITabBarController()
            tabs.viewControllers = [HomeScreen(), detail]
            tabs.tabSegueTransition = transition
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            settle()
            tabs.selectedIndex = 1
            settle()
            tabs.selectedIndex = 0
            settle()
            tabs.viewControllers = [tabs.viewControllers![0]]
        case .child:
            let screen = CardContainerScreen()
            window.rootViewController = screen
            window.makeKeyAndVisible()
            settle()
            screen.swapChild(
                from: screen.first, to: detail, in: screen.card, transition: transition)
            settle()
            screen.swapChild(
                from: detail, to: HomeScreen(), in: screen.card, transition: transition,
                operation: .backward)
        }
        settle()
    }
}
