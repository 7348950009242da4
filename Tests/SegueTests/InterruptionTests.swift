@_spi(Testing) import OpenUIKit
import Segue
import Testing

/// A second operation mid-flight, or a window that changes size, still ends in a consistent
/// screen: the right controllers, every view at rest, no stand-ins left.
@MainActor
@Suite struct InterruptionTests {
    let window = UIWindow(frame: CGRect(origin: .zero, size: catalogueWindow))

    func show(_ root: UIViewController) {
        window.rootViewController = root
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
    }

    /// Every view under `view` at rest: identity transform, opaque.
    func atRest(_ view: UIView) -> Bool {
        CATransform3DIsIdentity(view.transform3D) && view.alpha == 1
            && (view.layer.animationKeys() ?? []).isEmpty
    }

    @Test func aSecondPushMidFlightEndsWithBothOnTheStack() {
        let nav = UINavigationController(rootViewController: HomeScreen())
        show(nav)
        let first = DetailScreen()
        let second = HomeScreen()
        nav.pushViewController(first, transition: .cube())
        UIApplication.shared.advance(by: 0.2)
        nav.pushViewController(second, transition: .explode)
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 3)
        #expect(nav.topViewController === second)
        let left = second.view.superview?.subviews ?? []
        #expect(left.count == 1 && left.first === second.view, "only the top screen is left")
        #expect(atRest(second.view))
    }

    @Test func aDismissMidPresentationIsRefusedAsUIKitDoesAndTheScreenSettles() {
        let home = HomeScreen()
        show(home)
        let detail = DetailScreen()
        home.present(detail, transition: .flip())
        UIApplication.shared.advance(by: 0.2)
        // UIKit refuses a dismissal while the presentation runs ("Attempt to dismiss from view
        // controller … while a presentation or dismiss is in progress!").
        home.dismiss(animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(home.presentedViewController === detail)
        #expect(atRest(detail.view))
        #expect(detail.view.layer.isDoubleSided, "the flip's faces are put back")
        home.dismiss(animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(home.presentedViewController == nil)
        #expect(detail.view.window == nil)
        #expect(home.view.window === window)
        #expect(atRest(home.view))
    }

    @Test func aWindowThatTurnsMidTransitionEndsLaidOutForItsNewSize() {
        let nav = UINavigationController(rootViewController: HomeScreen())
        show(nav)
        let detail = DetailScreen()
        nav.pushViewController(detail, transition: .slide())
        UIApplication.shared.advance(by: 0.15)
        // The phone turns: the window swaps its width and height.
        window.frame = CGRect(
            x: 0, y: 0, width: catalogueWindow.height, height: catalogueWindow.width)
        UIApplication.shared.runUntilIdle()
        #expect(nav.view.frame == window.bounds)
        #expect(detail.view.frame.width == window.bounds.width)
        #expect(detail.view.frame.maxY == window.bounds.height)
        #expect(atRest(detail.view))
    }
}
