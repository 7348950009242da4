import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// Container transitions whose container goes off screen (covered by a full-screen presentation,
/// its tab unselected) while they run: the children's appearance callbacks stay balanced and end
/// in the container's state, and the shown child's view is in the window once the container is
/// back (the classes of violation the transition fuzzer found; Docs/Behaviour-vc.md).
@MainActor
@Suite(.serialized) struct TransitionUnderCoverTests {
    /// A screen that records its appearance callbacks, as an app would log them.
    final class Screen: UIViewController {
        var events: [String] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            events.append("willAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            events.append("didAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            events.append("willDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            events.append("didDisappear")
        }
    }

    /// A navigation controller that records its own appearance callbacks.
    final class Navigation: UINavigationController {
        var events: [String] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            events.append("willAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            events.append("didAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            events.append("willDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            events.append("didDisappear")
        }
    }

    /// The engine's invariants recorded since `mark` (checked after every transition).
    private func violations(since mark: Int) -> [String] {
        Array(UIApplication.shared.diagnostics.invariantViolations.dropFirst(mark))
    }

    private func window(root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        window.rootViewController = root
        window.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle(timeout: 10)
        return window
    }

    @Test func aPushCoveredByAFullScreenPresentationEndsDisappearedAndAppearsWithTheDismissal() {
        let mark = UIApplication.shared.diagnostics.invariantViolations.count
        let first = Screen()
        let nav = Navigation(rootViewController: first)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        let window = window(root: tabs)
        first.events = []
        nav.events = []

        let second = Screen()
        nav.pushViewController(second, animated: true)
        UIApplication.shared.advance(by: 0.05)
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        tabs.present(modal, animated: true)
        #expect(UIApplication.shared.runUntilIdle(timeout: 10))

        #expect(nav.viewControllers == [first, second])
        #expect(tabs.view.window == nil)
        #expect(nav.events == ["willDisappear", "didDisappear"])
        // Caught appearing when its container went off screen: never told it appeared.
        #expect(second.events == ["willAppear", "willDisappear", "didDisappear"])
        #expect(first.events == ["willDisappear", "didDisappear"])

        tabs.dismiss(animated: true)
        #expect(UIApplication.shared.runUntilIdle(timeout: 10))
        #expect(nav.events == ["willDisappear", "didDisappear", "willAppear", "didAppear"])
        #expect(
            second.events == [
                "willAppear", "willDisappear", "didDisappear", "willAppear", "didAppear",
            ])
        #expect(first.events == ["willDisappear", "didDisappear"])
        #expect(second.view.window === window)
        #expect(second.view.frame == nav.view.bounds)
        #expect(first.view.superview == nil)
        #expect(violations(since: mark).isEmpty)
    }

    @Test func aChildSwapUnderAFullScreenPresentationLeavesTheNewChildAppearingWithItsParent() {
        let mark = UIApplication.shared.diagnostics.invariantViolations.count
        let parent = Screen()
        let old = Screen()
        let window = window(root: parent)
        parent.addChild(old)
        old.view.frame = parent.view.bounds
        parent.view.addSubview(old.view)
        old.didMove(toParent: parent)
        parent.events = []
        old.events = []

        let new = Screen()
        old.willMove(toParent: nil)
        parent.addChild(new)
        new.view.frame = parent.view.bounds
        var swapFinished = false
        parent.transition(
            from: old, to: new, duration: 0.3, options: [.transitionCrossDissolve],
            animations: nil
        ) { _ in
            old.removeFromParent()
            new.didMove(toParent: parent)
            swapFinished = true
        }
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        parent.present(modal, animated: true)
        #expect(UIApplication.shared.runUntilIdle(timeout: 10))

        #expect(swapFinished)
        #expect(parent.view.window == nil)
        #expect(parent.events == ["willDisappear", "didDisappear"])
        #expect(old.events == ["willDisappear", "didDisappear"])
        #expect(new.events == ["willAppear", "willDisappear", "didDisappear"])

        parent.dismiss(animated: false)
        #expect(UIApplication.shared.runUntilIdle(timeout: 10))
        #expect(parent.events == ["willDisappear", "didDisappear", "willAppear", "didAppear"])
        #expect(
            new.events == [
                "willAppear", "willDisappear", "didDisappear", "willAppear", "didAppear",
            ])
        #expect(old.events == ["willDisappear", "didDisappear"])
        #expect(new.view.window === window)
        #expect(new.view.frame == parent.view.bounds)
        #expect(old.view.superview == nil)
        #expect(violations(since: mark).isEmpty)
    }

    @Test func aPushWhoseTabIsUnselectedMidFlightEndsDisappearedAndAppearsWhenReselected() {
        let mark = UIApplication.shared.diagnostics.invariantViolations.count
        let first = Screen()
        let nav = Navigation(rootViewController: first)
        let other = Screen()
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, other]
        let window = window(root: tabs)
        first.events = []
        nav.events = []

        let second = Screen()
        nav.pushViewController(second, animated: true)
        UIApplication.shared.advance(by: 0.05)
        tabs.selectedIndex = 1
        #expect(UIApplication.shared.runUntilIdle(timeout: 10))

        #expect(nav.events == ["willDisappear", "didDisappear"])
        #expect(second.events == ["willAppear", "willDisappear", "didDisappear"])
        #expect(first.events == ["willDisappear", "didDisappear"])
        #expect(other.events == ["willAppear", "didAppear"])
        #expect(nav.view.window == nil)

        tabs.selectedIndex = 0
        #expect(UIApplication.shared.runUntilIdle(timeout: 10))
        #expect(
            second.events == [
                "willAppear", "willDisappear", "didDisappear", "willAppear", "didAppear",
            ])
        #expect(second.view.window === window)
        #expect(nav.topViewController === second)
        #expect(first.view.superview == nil)
        #expect(violations(since: mark).isEmpty)
    }

    @Test func aScreenPresentedFullScreenKeepsItsPresenterOutOfTheWindowWhileItPresentsASheet() {
        let mark = UIApplication.shared.diagnostics.invariantViolations.count
        let root = Screen()
        let window = window(root: root)
        let cover = Screen()
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        #expect(UIApplication.shared.runUntilIdle(timeout: 10))
        let sheet = Screen()
        sheet.modalPresentationStyle = .pageSheet
        cover.present(sheet, animated: true)
        UIApplication.shared.advance(by: 0.1)

        // Mid-way through the sheet's presentation the full-screen cover still hides the root.
        #expect(root.view.window == nil)
        #expect(cover.view.window === window)
        #expect(UIApplication.shared.runUntilIdle(timeout: 10))
        #expect(root.view.window == nil)
        #expect(cover.events == ["willAppear", "didAppear"])
        #expect(sheet.events == ["willAppear", "didAppear"])
        #expect(root.events.suffix(2) == ["willDisappear", "didDisappear"])
        #expect(violations(since: mark).isEmpty)
    }
}
