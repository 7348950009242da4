import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

@MainActor
@Suite struct TabBarTests {
    @Test func switchingTabsWithoutAnimatorSwapsAtOnceWithAppearance() {
        let a = LoggingVC()
        let b = LoggingVC()
        a.title = "One"
        b.title = "Two"
        let tab = UITabBarController()
        tab.viewControllers = [a, b]
        let w = makeWindow(root: tab)
        tab.view.layoutIfNeeded()
        #expect(tab.tabBar.displayedTitles == ["One", "Two"])
        #expect(tab.tabBar.itemLabels.map(\.text) == ["One", "Two"])
        tab.tabBar.layoutIfNeeded()
        #expect(tab.tabBar.itemViews[1].frame.minX == w.bounds.width / 2)
        #expect(tab.tabBar.frame.height == 49 + w.safeAreaInsets.bottom)
        #expect(tab.tabBar.frame.maxY == w.bounds.height)
        #expect(a.view.safeAreaInsets.bottom == w.safeAreaInsets.bottom + 49)
        #expect(tab.selectedIndex == 0 && a.view.window === w)
        let mark = timelineMark
        tab.selectedIndex = 1
        #expect(b.view.window === w && a.view.window == nil)
        #expect(
            events(since: mark, of: [("A", a), ("B", b)]) {
                $0.hasPrefix("viewWill") || $0.hasPrefix("viewDidA") || $0.hasPrefix("viewDidD")
            }
                == [
                    "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                    "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
                ])
        #expect(UIApplication.shared.pendingWork.isEmpty || UIApplication.shared.runUntilIdle())
    }

    @Test func userTapsAskTheDelegateProgrammaticSelectionDoesNot() {
        let a = LoggingVC()
        let b = LoggingVC()
        let tab = UITabBarController()
        tab.viewControllers = [a, b]
        makeWindow(root: tab)
        let d = LoggingTabBarDelegate()
        tab.delegate = d
        tab.selectedIndex = 1
        #expect(d.log == ["animator"])
        d.log.removeAll()
        d.allow = false
        tab.selectTab(at: 0)
        #expect(d.log == ["should"])
        #expect(tab.selectedIndex == 1)
        d.allow = true
        d.log.removeAll()
        tab.selectTab(at: 0)
        #expect(d.log == ["should", "animator", "did"])
        #expect(tab.selectedViewController === a)
    }

    @Test func delegateAnimatorAnimatesTheSwitch() {
        let a = LoggingVC()
        let b = LoggingVC()
        let tab = UITabBarController()
        tab.viewControllers = [a, b]
        makeWindow(root: tab)
        let d = LoggingTabBarDelegate()
        let anim = RecordingAnimator(presenting: true)
        d.animator = anim
        tab.delegate = d
        tab.selectedIndex = 1
        #expect(anim.fromView === a.view && anim.toView === b.view)
        #expect(anim.isAnimated == true)
        #expect(tab.transitionCoordinator != nil)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(a.view.window == nil && b.view.window != nil)
        #expect(anim.ended == true)
    }

    @Test func hidesBottomBarWhenPushedHidesTheTabBar() {
        let root = LoggingVC()
        let detail = LoggingVC()
        detail.hidesBottomBarWhenPushed = true
        let nav = UINavigationController(rootViewController: root)
        let tab = UITabBarController()
        tab.viewControllers = [nav]
        makeWindow(root: tab)
        #expect(!tab.tabBar.isHidden)
        nav.pushViewController(detail, animated: false)
        #expect(tab.tabBar.isHidden)
        nav.popViewController(animated: false)
        #expect(!tab.tabBar.isHidden)
        #expect(UIApplication.shared.runUntilIdle())
    }
}
