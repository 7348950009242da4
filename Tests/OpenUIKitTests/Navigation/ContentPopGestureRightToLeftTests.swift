import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// The content back swipe right-to-left: Apple's page describes it as a pan "in a leading to
/// trailing direction", which in a right-to-left layout is leftward
/// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer).
@MainActor
@Suite struct ContentPopGestureRightToLeftTests {
    @Test func rightToLeftALeftwardSwipePopsAndARightwardOneDoesNot() {
        let a = UIViewController()
        let b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let window = makeWindow(root: nav)
        window.traitOverrides.layoutDirection = .rightToLeft
        nav.pushViewController(b, animated: false)
        UIApplication.shared.runUntilIdle()
        window.touchSynthesizer.drag(
            from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.4)
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 2, "toward the leading side: not a back swipe")
        window.touchSynthesizer.drag(
            from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.4)
        UIApplication.shared.advance(by: 0.2)
        #expect(b.transitionCoordinator?.isInteractive == true)
        // Half the drag: the finger has moved 100 pt left, and so has the popped view.
        let minX = (b.view.layer.presentation() ?? b.view.layer).frame.minX
        #expect(abs(minX + 100) < 9)
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers == [a])
    }
}
