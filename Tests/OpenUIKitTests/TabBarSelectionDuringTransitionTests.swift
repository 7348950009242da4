import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A tab selection made while a tab switch is running is ignored with a warning (engine choice;
/// UIKit's behaviour is undocumented — Docs/Behaviour-vc.md).
@MainActor
@Suite(.serialized) struct TabBarSelectionDuringTransitionTests {
    private static let warning =
        "UITabBarController <UITabBarController>: selection of tab 2 ignored while a transition is in progress."

    /// Three tabs whose switches a 0.5 s `RecordingAnimator` animates, through a logging delegate.
    private func setUp() -> (
        UITabBarController, [LoggingVC], LoggingTabBarDelegate, RecordingAnimator
    ) {
        let vcs = [LoggingVC(), LoggingVC(), LoggingVC()]
        let tab = UITabBarController()
        tab.viewControllers = vcs
        makeWindow(root: tab)
        tab.view.layoutIfNeeded()
        let d = LoggingTabBarDelegate()
        let animator = RecordingAnimator(presenting: true)
        animator.duration = 0.5
        d.animator = animator
        tab.delegate = d
        return (tab, vcs, d, animator)
    }

    @Test func aProgrammaticSelectionDuringATabSwitchIsIgnoredWithAWarning() {
        let (tab, vcs, d, animator) = setUp()
        let wmark = warningMark
        tab.selectedIndex = 1
        UIApplication.shared.advance(by: 0.1)
        #expect(tab.transitionCoordinator != nil)
        tab.selectedIndex = 2
        #expect(tab.selectedIndex == 1 && tab.selectedViewController === vcs[1])
        #expect(tab.tabBar.selectedItem === vcs[1].tabBarItem)
        #expect(warnings(since: wmark) == [Self.warning])
        #expect(vcs[2].viewIfLoaded == nil)  // the ignored tab never loads
        #expect(d.log == ["animator"])  // the delegate is not asked for a second animator
        // Selecting the tab being switched to again is a no-op without a warning.
        tab.selectedViewController = vcs[1]
        #expect(warnings(since: wmark).count == 1)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(tab.selectedIndex == 1)
        #expect(
            tab.transitionView.subviews.count == 1
                && tab.transitionView.subviews.first === vcs[1].view)
        #expect(animator.ended == true)
        // Once the switch has ended, the same selection goes through.
        tab.selectedIndex = 2
        #expect(tab.selectedIndex == 2)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(
            tab.transitionView.subviews.count == 1
                && tab.transitionView.subviews.first === vcs[2].view)
        #expect(TransitionDiagnostics.shared.invariantViolations == [])
    }

    @Test func aTapDuringATabSwitchIsIgnoredBeforeTheDelegateIsAsked() {
        let (tab, vcs, d, _) = setUp()
        let wmark = warningMark
        tab.selectTab(at: 1)
        #expect(d.log == ["should", "animator", "did"])
        UIApplication.shared.advance(by: 0.1)
        d.log.removeAll()
        tab.selectTab(at: 2)
        #expect(d.log == [])  // no shouldSelect, no didSelect
        #expect(tab.selectedViewController === vcs[1])
        #expect(warnings(since: wmark) == [Self.warning])
        // A tap on the tab being switched to is ignored without a warning.
        tab.selectTab(at: 1)
        #expect(d.log == [] && warnings(since: wmark).count == 1)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(tab.selectedIndex == 1)
    }
}
