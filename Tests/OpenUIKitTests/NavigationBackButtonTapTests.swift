import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// The navigation bar's back button pops the top controller when tapped, as in UIKit; the rest
/// of the bar does not.
@MainActor
@Suite struct NavigationBackButtonTapTests {
    private func makeStack() -> (UINavigationController, UIWindow) {
        let first = UIViewController()
        first.title = "Inbox"
        let second = UIViewController()
        second.title = "Message"
        let nav = UINavigationController(rootViewController: first)
        let window = makeWindow(root: nav)
        UIApplication.shared.runUntilIdle()
        nav.pushViewController(second, animated: true)
        UIApplication.shared.runUntilIdle()
        return (nav, window)
    }

    @Test func tappingTheBackButtonPopsAnimated() {
        let (nav, window) = makeStack()
        let back = nav.navigationBar.backButton
        let chevron = back.chevron.convert(
            CGPoint(x: back.chevron.bounds.midX, y: back.chevron.bounds.midY), to: window)
        window.simulateTap(at: chevron)
        UIApplication.shared.advance(by: 0.2)
        #expect(nav.viewControllers.count == 1, "popped at once")
        #expect(nav.topViewController?.title == "Inbox")
        #expect(nav.transitionCoordinator != nil, "and animated")
        UIApplication.shared.runUntilIdle()
        #expect(nav.navigationBar.titleLabel.text == "Inbox")
        #expect(nav.navigationBar.backButton.isHidden)
    }

    @Test func tappingTheTitleDoesNotPop() {
        let (nav, window) = makeStack()
        let title = nav.navigationBar.titleLabel
        window.simulateTap(at: title.convert(CGPoint(x: title.bounds.midX, y: 10), to: window))
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 2)
    }
}
