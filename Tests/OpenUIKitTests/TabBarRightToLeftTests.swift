import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Right-to-left, a tab bar lays its items out from the right edge, the first item rightmost,
/// and a tap selects the item under the finger (Docs/Behaviour-traits.md, "Right-to-left").
@MainActor
@Suite struct TabBarRightToLeftTests {
    func tabs(rightToLeft: Bool) -> (UITabBarController, UIWindow) {
        let controllers = ["One", "Two", "Three"].map { title -> UIViewController in
            let vc = UIViewController()
            vc.title = title
            return vc
        }
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        if rightToLeft { w.traitOverrides.layoutDirection = .rightToLeft }
        w.rootViewController = tabs
        w.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle()
        tabs.tabBar.layoutIfNeeded()
        return (tabs, w)
    }

    @Test func theFirstItemIsRightmostAndTheFramesMirror() {
        let (ltr, w1) = tabs(rightToLeft: false)
        let (rtl, w2) = tabs(rightToLeft: true)
        let l = ltr.tabBar.itemViews.map(\.frame)
        let r = rtl.tabBar.itemViews.map(\.frame)
        #expect(l.map(\.minX) == [0, 131, 262])
        #expect(r.map(\.minX) == [262, 131, 0])
        for (a, b) in zip(l, r) {
            #expect(b == CGRect(x: 393 - a.maxX, y: a.minY, width: a.width, height: a.height))
        }
        #expect(rtl.tabBar.itemLabels.map(\.text) == ["One", "Two", "Three"])
        withExtendedLifetime((w1, w2)) {}
    }

    @Test func aTapAtTheRightEdgeSelectsTheFirstTab() {
        let (rtl, w) = tabs(rightToLeft: true)
        rtl.selectedIndex = 1
        let bar = rtl.tabBar.convert(rtl.tabBar.bounds, to: w)
        let finger = TouchSynthesizer(window: w)
        finger.tap(at: CGPoint(x: bar.maxX - 20, y: bar.minY + 20))
        _ = UIApplication.shared.runUntilIdle()
        #expect(rtl.selectedIndex == 0)
        finger.tap(at: CGPoint(x: bar.minX + 20, y: bar.minY + 20))
        _ = UIApplication.shared.runUntilIdle()
        #expect(rtl.selectedIndex == 2)
    }
}
