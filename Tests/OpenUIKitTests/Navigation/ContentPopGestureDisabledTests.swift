import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// When the content back swipe does nothing: one controller in the stack, `isEnabled` false, a
/// transition running. Apple's pages for `interactiveContentPopGestureRecognizer` and
/// `UIGestureRecognizer.isEnabled`:
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
@MainActor
@Suite struct ContentPopGestureDisabledTests {
    let swipeFrom = CGPoint(x: 120, y: 420)
    let swipeTo = CGPoint(x: 360, y: 420)

    /// With only the root there is nothing to pop: the swipe is not recognized at all.
    @Test func withOneControllerTheSwipeIsNotRecognized() throws {
        let nav = UINavigationController(rootViewController: UIViewController())
        let window = makeWindow(root: nav)
        UIApplication.shared.runUntilIdle()
        let content = try #require(nav.interactiveContentPopGestureRecognizer)
        var states: [UIGestureRecognizer.State] = []
        _ = content.addAction { states.append($0.state) }
        window.touchSynthesizer.drag(from: swipeFrom, to: swipeTo, duration: 0.4)
        UIApplication.shared.runUntilIdle()
        #expect(states.isEmpty)
        #expect(nav.viewControllers.count == 1)
    }

    /// `isEnabled = false` turns the content swipe off and leaves the edge swipe on.
    @Test func disablingItLeavesTheEdgeSwipe() throws {
        let nav = UINavigationController(rootViewController: UIViewController())
        let window = makeWindow(root: nav)
        nav.pushViewController(UIViewController(), animated: false)
        UIApplication.shared.runUntilIdle()
        try #require(nav.interactiveContentPopGestureRecognizer).isEnabled = false
        window.touchSynthesizer.drag(from: swipeFrom, to: swipeTo, duration: 0.4)
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 2)
        window.touchSynthesizer.edgeSwipe(edge: .left, distance: 300, duration: 0.4)
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 1)
    }

    /// During a push the swipe does not start a second transition: the push ends, and the stack
    /// is the pushed one.
    @Test func duringAPushTheSwipeDoesNothing() throws {
        let nav = UINavigationController(rootViewController: UIViewController())
        let window = makeWindow(root: nav)
        nav.pushViewController(UIViewController(), animated: false)
        UIApplication.shared.runUntilIdle()
        let content = try #require(nav.interactiveContentPopGestureRecognizer)
        var states: [UIGestureRecognizer.State] = []
        _ = content.addAction { states.append($0.state) }
        nav.pushViewController(UIViewController(), animated: true)
        window.touchSynthesizer.drag(from: swipeFrom, to: swipeTo, duration: 0.3)
        UIApplication.shared.runUntilIdle()
        #expect(states.isEmpty)
        #expect(nav.viewControllers.count == 3)
    }
}
