@_spi(Testing) import OpenUIKit
import Segue
import Testing

/// A push to a controller that `hidesBottomBarWhenPushed` takes the tab bar away with the old
/// screen, and the pop (or a cancelled pop) brings it back, as UIKit's own push does.
@MainActor
@Suite struct TabBarRideTests {
    let window = UIWindow(frame: CGRect(origin: .zero, size: CGSize(width: 180, height: 360)))

    func tabs() -> (UITabBarController, UINavigationController) {
        let nav = UINavigationController(rootViewController: HomeScreen())
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, DetailScreen()]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        return (tabs, nav)
    }

    /// The detail, hiding the bar, pushed and settled.
    func pushed(_ nav: UINavigationController) -> DetailScreen {
        let detail = DetailScreen()
        detail.hidesBottomBarWhenPushed = true
        nav.pushViewController(detail, transition: SegueTransition.push().timing(.linear))
        return detail
    }

    @Test func theTabBarLeavesWithTheOldScreen() throws {
        let (tabs, nav) = tabs()
        let home = try #require(nav.topViewController)
        let barFrame = tabs.tabBar.frame
        _ = pushed(nav)
        UIApplication.shared.advance(by: 6.0 / 60)
        // The real bar is hidden; its picture is pinned to the bottom of the home screen, which
        // moves a third of the width to the left over the linear 0.35 s push.
        #expect(tabs.tabBar.isHidden)
        let rider = try #require(home.view.subviews.first { $0.frame.size == barFrame.size })
        #expect(rider.frame.maxY == home.view.bounds.maxY)
        let shift = home.view.layer.presentation()?.transform.m41 ?? 0
        #expect(abs(shift + 60 * (0.1 / 0.35)) < 0.5)
        UIApplication.shared.runUntilIdle()
        #expect(tabs.tabBar.isHidden)
        #expect(!home.view.subviews.contains(rider), "the picture is gone")
    }

    @Test func thePopBringsItBackAndACancelledPopDoesNot() {
        let (tabs, nav) = tabs()
        _ = pushed(nav)
        UIApplication.shared.runUntilIdle()
        // A short, slow back swipe: cancelled, the bar stays away.
        window.touchSynthesizer.edgeSwipe(edge: .left, distance: 30, duration: 0.6)
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 2)
        #expect(tabs.tabBar.isHidden)
        nav.popViewController(animated: true)
        UIApplication.shared.advance(by: 0.1)
        #expect(tabs.tabBar.isHidden, "the picture rides in with the home screen")
        #expect(
            nav.viewControllers[0].view.subviews.contains {
                $0.frame.size == tabs.tabBar.frame.size
            })
        UIApplication.shared.runUntilIdle()
        #expect(!tabs.tabBar.isHidden)
        #expect(nav.viewControllers.count == 1)
    }
}
