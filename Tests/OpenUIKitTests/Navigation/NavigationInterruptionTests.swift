import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// iOS 26's interruptible navigation transitions (WWDC25 "What's new in UIKit" and "Build a UIKit
/// app with the new design": a person can go back while a push is still running). Apple
/// documents no timing; the choices are in Docs/Behaviour-today.md, "Interrupted navigation
/// transitions". UIKit's documented deferral of programmatic operations stays
/// (NavigationDeferredOperationTests).
@MainActor
@Suite struct NavigationInterruptionTests {
    final class Screen: UIViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
    }

    func apparentMinX(_ view: UIView) -> CGFloat {
        (view.layer.presentation() ?? view.layer).frame.minX
    }

    /// The centre of the back button's chevron, in the window.
    func backButtonPoint(_ nav: UINavigationController, _ window: UIWindow) -> CGPoint {
        let bar = nav.navigationBar
        return bar.convert(CGPoint(x: 24, y: bar.bounds.midY), to: window)
    }

    /// A back-button tap 0.15 s into the 0.35 s slide: the pushed view stops and slides back out
    /// to the right from where it stood, the stack ends as the one before the push, and the pushed
    /// controller's appearance ends as a cancelled one (will appear, will and did disappear).
    @Test func tappingBackDuringAPushRunsThePushBack() {
        let a = Screen()
        let nav = UINavigationController(rootViewController: a)
        let window = makeWindow(root: nav)
        UIApplication.shared.runUntilIdle()
        let b = Screen()
        b.title = "Detail"
        nav.pushViewController(b, animated: true)
        UIApplication.shared.advance(by: 0.15)
        let whenTapped = apparentMinX(b.view)
        #expect(whenTapped > 20 && whenTapped < 380, "mid-slide")
        window.touchSynthesizer.tap(at: backButtonPoint(nav, window))
        // The tap holds 0.05 s: the push goes on meanwhile, then stops where it stands.
        UIApplication.shared.advance(by: 0.05 + 1.0 / 60)
        let whenLifted = apparentMinX(b.view)
        #expect(whenLifted < whenTapped)
        #expect(b.transitionCoordinator?.isCancelled == true)
        UIApplication.shared.advance(by: 0.1)
        let runningBack = apparentMinX(b.view)
        #expect(runningBack > whenLifted + 50, "it runs back toward the right edge")
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers == [a])
        #expect(b.parent == nil && b.view.window == nil)
        #expect(a.view.window === window && apparentMinX(a.view) == 0)
        #expect(b.log == ["willAppear", "willDisappear", "didDisappear"])
        #expect(a.log == ["willAppear", "didAppear", "willDisappear", "willAppear", "didAppear"])
    }

    /// The push runs back over about the time it had run (0.2 s of 0.35 s when the finger lifts):
    /// still running 0.15 s after, over 0.25 s after, before a full pop (0.35 s) would be.
    @Test func theRunBackTakesAboutTheTimeThePushHadRun() {
        let nav = UINavigationController(rootViewController: Screen())
        let window = makeWindow(root: nav)
        UIApplication.shared.runUntilIdle()
        nav.pushViewController(Screen(), animated: true)
        UIApplication.shared.advance(by: 0.15)
        window.touchSynthesizer.tap(at: backButtonPoint(nav, window))
        // Lifted 0.05 s later, about 0.2 s into the push: it runs back over about 0.2 s.
        UIApplication.shared.advance(by: 0.05 + 0.15)
        #expect(nav.transitionCoordinator != nil, "still running back")
        UIApplication.shared.advance(by: 0.1)
        #expect(nav.transitionCoordinator == nil)
        #expect(nav.viewControllers.count == 1)
    }

    /// After a push has run back, the navigation bar's layer time runs normally again (speed 1,
    /// no offset), so the bar's next animations play: the run back froze it alongside the
    /// container while the time ran back.
    @Test func theBarsLayerTimeRunsAgainAfterThePushRanBack() {
        let nav = UINavigationController(rootViewController: Screen())
        let window = makeWindow(root: nav)
        UIApplication.shared.runUntilIdle()
        nav.pushViewController(Screen(), animated: true)
        UIApplication.shared.advance(by: 0.15)
        window.touchSynthesizer.tap(at: backButtonPoint(nav, window))
        UIApplication.shared.advance(by: 0.05 + 1.0 / 60)
        #expect(nav.navigationBar.layer.speed == 0, "frozen while the time runs back")
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers.count == 1)
        #expect(nav.navigationBar.layer.speed == 1)
        #expect(nav.navigationBar.layer.timeOffset == 0)
    }

    /// A push asked for while a push runs is not an interruption: it waits, and runs after it, as
    /// UIKit has done since iOS 11.
    @Test func aPushDuringAPushRunsAfterIt() {
        let a = Screen()
        let nav = UINavigationController(rootViewController: a)
        makeWindow(root: nav)
        UIApplication.shared.runUntilIdle()
        let b = Screen()
        let c = Screen()
        nav.pushViewController(b, animated: true)
        UIApplication.shared.advance(by: 0.1)
        nav.pushViewController(c, animated: true)
        #expect(nav.viewControllers == [a, b])
        UIApplication.shared.runUntilIdle()
        #expect(nav.viewControllers == [a, b, c])
        #expect(b.log == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }
}
