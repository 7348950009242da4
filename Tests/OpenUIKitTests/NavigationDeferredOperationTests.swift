import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// Navigation operations issued while a transition runs are deferred until it ends, as UIKit does
/// since iOS 11 (radar 44091459: `viewControllers` is not updated synchronously then).
@MainActor
@Suite struct NavigationDeferredOperationTests {
    func ids(_ vcs: [UIViewController]) -> [ObjectIdentifier] { vcs.map { ObjectIdentifier($0) } }

    @Test func pushDuringAModalPresentationWaitsForItToEnd() {
        let a = LoggingVC()
        let b = LoggingVC()
        let c = LoggingVC()
        let nav = UINavigationController(rootViewController: a)
        let w = makeWindow(root: nav)
        b.modalPresentationStyle = .overFullScreen
        a.present(b, animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)  // the presentation runs
        #expect(nav.transitionCoordinator != nil)
        nav.pushViewController(c, animated: true)
        #expect(ids(nav.viewControllers) == ids([a]))  // deferred
        #expect(c.parent == nil)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(ids(nav.viewControllers) == ids([a, c]))
        #expect(c.parent === nav && c.view.window === w)
        #expect(nav.presentedViewController === b)
        b.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(TransitionDiagnostics.shared.invariantViolations == [])
    }

    @Test func pushDuringADismissalWaitsForItToEnd() {
        let a = LoggingVC()
        let b = LoggingVC()
        let c = LoggingVC()
        let nav = UINavigationController(rootViewController: a)
        makeWindow(root: nav)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        b.dismiss(animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        nav.pushViewController(c, animated: false)
        #expect(ids(nav.viewControllers) == ids([a]))
        #expect(UIApplication.shared.runUntilIdle())
        #expect(ids(nav.viewControllers) == ids([a, c]))
        #expect(c.view.window != nil && a.view.window == nil)
    }

    @Test func popDuringAPushRunsAfterItAndFreesThePopped() {
        let a = LoggingVC()
        let nav = UINavigationController(rootViewController: a)
        let w = makeWindow(root: nav)
        weak var weakB: LoggingVC?
        do {
            let b = LoggingVC()
            weakB = b
            nav.pushViewController(b, animated: true)
            let mark = timelineMark
            nav.popViewController(animated: true)
            #expect(ids(nav.viewControllers) == ids([a, b]))  // the pop waits for the push
            #expect(UIApplication.shared.runUntilIdle())
            #expect(ids(nav.viewControllers) == ids([a]))
            // b fully appeared before it was popped: balanced callbacks.
            #expect(
                appearanceEvents(b, since: mark) == [
                    "viewIsAppearing(true)", "viewDidAppear(true)", "viewWillDisappear(true)",
                    "viewDidDisappear(true)",
                ])
        }
        #expect(UIApplication.shared.runUntilIdle())
        #expect(weakB == nil)
        #expect(a.view.window === w)
        #expect(TransitionDiagnostics.shared.invariantViolations == [])
    }

    @Test func pushDuringAnInteractivePopRunsAfterTheCancel() {
        let a = LoggingVC()
        let b = LoggingVC()
        let c = LoggingVC()
        let nav = UINavigationController(rootViewController: a)
        let w = makeWindow(root: nav)
        nav.pushViewController(b, animated: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.beginInteractivePop())
        UIApplication.shared.advance(by: 1.0 / 60)
        nav.updateInteractivePop(0.2)
        nav.pushViewController(c, animated: true)
        #expect(ids(nav.viewControllers) == ids([a]))  // the pop's stack, until it ends
        nav.endInteractivePop(finish: false)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(ids(nav.viewControllers) == ids([a, b, c]))
        #expect(c.view.window === w && b.view.window == nil)
        #expect(TransitionDiagnostics.shared.invariantViolations == [])
    }
}
