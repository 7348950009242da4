import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// The built-in gestures wired to the transition machinery: the navigation controller's left-edge
/// swipe and the sheet's pan, driven by synthesized touches.
@MainActor
@Suite struct InteractiveGestureTests {
    @Test func longEdgeSwipePopsInteractively() throws {
        let a = LoggingVC()
        let b = LoggingVC()
        let nav = UINavigationController(rootViewController: a)
        let w = makeWindow(root: nav)
        nav.pushViewController(b, animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
        w.simulateEdgeSwipe(edge: .left, distance: w.bounds.width * 0.7, duration: 0.4)
        UIApplication.shared.advance(by: 0.2)
        #expect(b.transitionCoordinator?.isInteractive == true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.viewControllers.count == 1)
        #expect(a.view.window === w && b.view.window == nil)
    }

    @Test func shortSlowEdgeSwipeIsCancelled() {
        let a = LoggingVC()
        let b = LoggingVC()
        let nav = UINavigationController(rootViewController: a)
        let w = makeWindow(root: nav)
        nav.pushViewController(b, animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        w.simulateEdgeSwipe(edge: .left, distance: 60, duration: 1.0)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.viewControllers.count == 2)
        #expect(b.view.window === w && a.view.window == nil)
        #expect(b.appearance.state == .appeared && a.appearance.state == .disappeared)
    }

    @Test func draggingASheetDownDismissesIt() {
        let a = LoggingVC()
        let b = LoggingVC()
        let w = makeWindow(root: a)
        a.present(b, animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        let top = b.view.frame.minY
        w.simulateDrag(
            from: CGPoint(x: 200, y: top + 40), to: CGPoint(x: 200, y: w.bounds.height - 20),
            duration: 0.3)
        UIApplication.shared.advance(by: 0.2)
        #expect(b.view.frame.minY > top + 100)
        // Mid-drag the swipe is an interactive dismissal (Docs/Behaviour-vc.md).
        #expect(b.transitionCoordinator?.isInteractive == true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(a.presentedViewController == nil)
        #expect(b.view.window == nil)
    }
}
