import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// iOS 26's content back swipe (`interactiveContentPopGestureRecognizer`): a pan that starts
/// anywhere in the content pops interactively, as the edge swipe does. Apple's page:
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
/// ("when a person initially pans horizontally in a leading to trailing direction in the view",
/// "in cases that are not covered by interactivePopGestureRecognizer"). Its threshold and angle
/// are engine choices: Docs/Behaviour-today.md, "Content back swipe".
@MainActor
@Suite struct ContentPopGestureTests {
    /// A navigation controller with two controllers, settled in a window (393 × 852 pt).
    func stack() -> (UINavigationController, UIViewController, UIViewController, UIWindow) {
        let a = UIViewController()
        let b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let window = makeWindow(root: nav)
        nav.pushViewController(b, animated: false)
        UIApplication.shared.runUntilIdle()
        return (nav, a, b, window)
    }

    /// The apparent frame of `view`, in window coordinates, at the current time.
    func apparentMinX(_ view: UIView) -> CGFloat {
        let layer = view.layer.presentation() ?? view.layer
        return layer.frame.minX
    }

    /// The page's first discussion sentence: a horizontal pan in the view pops the top controller,
    /// and the pushed view follows the finger while it is held.
    @Test func aSwipeFromTheMiddleOfTheContentPopsFollowingTheFinger() {
        let (nav, a, b, window) = stack()
        #expect(nav.interactiveContentPopGestureRecognizer is UIPanGestureRecognizer)
        window.touchSynthesizer.drag(
            from: CGPoint(x: 150, y: 400), to: CGPoint(x: 350, y: 400), duration: 0.4)
        UIApplication.shared.advance(by: 0.2)
        #expect(b.transitionCoordinator?.isInteractive == true)
        // Half the drag: the finger has moved 100 pt, and so has the popped view.
        #expect(abs(apparentMinX(b.view) - 100) < 9)
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers == [a])
        #expect(a.view.window === window && b.view.window == nil)
    }

    /// "Initially pans horizontally … leading to trailing": a pan 20° off the horizontal pops, one
    /// at 45° does not (the limit is 30°), nor does one toward the leading side.
    @Test func onlyAMostlyHorizontalPanTowardTheTrailingSidePops() {
        let (nav, _, _, window) = stack()
        window.touchSynthesizer.drag(
            from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 500), duration: 0.4)
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 2, "45°: not a back swipe")
        window.touchSynthesizer.drag(
            from: CGPoint(x: 350, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.4)
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 2, "toward the leading side: not a back swipe")
        window.touchSynthesizer.drag(
            from: CGPoint(x: 100, y: 300), to: CGPoint(x: 375, y: 400), duration: 0.4)
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 1, "20°: a back swipe")
    }

    /// "Cases that are not covered by interactivePopGestureRecognizer": a swipe from the leading
    /// edge is the edge recognizer's, and the content recognizer never begins for it.
    @Test func aSwipeFromTheEdgeBelongsToTheEdgeRecognizer() throws {
        let (nav, _, _, window) = stack()
        let content = try #require(nav.interactiveContentPopGestureRecognizer)
        let edge = try #require(nav.interactivePopGestureRecognizer)
        var contentStates: [UIGestureRecognizer.State] = []
        var edgeStates: [UIGestureRecognizer.State] = []
        _ = content.addAction { contentStates.append($0.state) }
        _ = edge.addAction { edgeStates.append($0.state) }
        window.touchSynthesizer.edgeSwipe(edge: .left, distance: 300, duration: 0.4)
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 1)
        #expect(edgeStates.first == .began)
        #expect(contentStates.isEmpty)
    }

    /// A released swipe that went less than half the width, slowly, is cancelled: the stack
    /// stays, as the edge swipe's (Docs/Behaviour-vc.md).
    @Test func aShortSlowSwipeIsCancelled() {
        let (nav, a, b, window) = stack()
        window.touchSynthesizer.drag(
            from: CGPoint(x: 150, y: 400), to: CGPoint(x: 210, y: 400), duration: 1.0)
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers == [a, b])
        #expect(b.view.window === window && a.view.window == nil)
        #expect(apparentMinX(b.view) == 0)
    }
}
