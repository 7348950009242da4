@_spi(Testing) import OpenUIKit
import Segue
import Testing

/// iOS 26's content back swipe beside the catalogue: once a navigation controller adopts Segue
/// (its delegate supplies the pop animator), UIKit's swipes stand aside and the catalogue's own
/// back swipe drives its pop. Apple's page for `interactiveContentPopGestureRecognizer`:
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
@MainActor
@Suite struct ContentBackSwipeBesideCatalogueTests {
    let window = UIWindow(frame: CGRect(origin: .zero, size: catalogueWindow))

    func pushedDetail(_ transition: SegueTransition) -> (UINavigationController, DetailScreen) {
        let nav = UINavigationController(rootViewController: HomeScreen())
        window.rootViewController = nav
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let detail = DetailScreen()
        nav.pushViewController(detail, transition: transition)
        UIApplication.shared.runUntilIdle()
        return (nav, detail)
    }

    /// A swipe from the middle does not start UIKit's slide under the catalogue's pop: the
    /// content recognizer never begins and the detail stays, untouched.
    @Test func theContentSwipeStandsAsideForTheCataloguesPop() throws {
        let (nav, detail) = pushedDetail(.cube())
        let content = try #require(nav.interactiveContentPopGestureRecognizer)
        var states: [UIGestureRecognizer.State] = []
        _ = content.addAction { states.append($0.state) }
        let w = catalogueWindow.width
        let y = catalogueWindow.height / 2
        window.touchSynthesizer.drag(
            from: CGPoint(x: w * 0.3, y: y), to: CGPoint(x: w * 0.9, y: y), duration: 0.3)
        UIApplication.shared.runUntilIdle()
        #expect(states.isEmpty)
        #expect(nav.viewControllers.count == 2 && nav.topViewController === detail)
        #expect(CATransform3DIsIdentity(detail.view.transform3D))
    }

    /// The catalogue's edge swipe still pops with the catalogue's transition.
    @Test func theCataloguesEdgeSwipeStillPops() {
        let (nav, _) = pushedDetail(.cube())
        window.touchSynthesizer.edgeSwipe(
            edge: .left, distance: catalogueWindow.width * 0.8, duration: 0.3)
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 1)
    }
}
