import Foundation
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueDemos

/// Seed article 001's own code (`CustomAnimatedTransitioning`, the mirrored
/// `DismissAnimatedTransitioning`, `MainViewController`'s delegate methods) run as tests for the
/// storyboard modal segue, a navigation push/pop and a tab switch: frames at chosen times and the
/// final hierarchy.
@MainActor
@Suite struct Seed001ArticleTests {
    /// The article's spring: 1 s, damping ratio 0.5, no initial velocity.
    static let omega = ArticleReference.oneSecondSpringOmega(zeta: 0.5)  // ≈ 12.7169 rad/s

    /// Checks the drop-in a quarter and half a second in: the to-view is one screen height above its
    /// final frame, less the spring's progress; the from-view's alpha goes 1 → 0.5 on the same spring.
    func expectDropIn(_ to: UIView, from: UIView, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let screen = UIScreen.main.bounds.height
        let final = to.frame  // the model value is already the final frame
        let start = try ArticleClock.start(of: to.layer)
        for t in [0.25, 0.5] {
            let elapsed = ArticleClock.advance(to: t, after: start)
            let r = ArticleReference.springRemaining(elapsed, zeta: 0.5, omega: Self.omega)
            let y = try ArticleClock.presented(to).minY
            #expect(
                abs(y - (final.minY - screen * r)) < 1e-3, "minY \(y) at \(elapsed) s",
                sourceLocation: sourceLocation)
            let alpha = Double(
                try #require(from.layer.presentation(), sourceLocation: sourceLocation).opacity)
            #expect(
                abs(alpha - (0.5 + 0.5 * r)) < 1e-4, "alpha \(alpha) at \(elapsed) s",
                sourceLocation: sourceLocation)
        }
        // Underdamped: r first reaches 0 where tan(ω_d t) = −ω_d/(ζω₀) = −√3, ω_d t = 2π/3 (t ≈ 0.19 s),
        // so a quarter second in the new screen has overshot, slightly below its place.
        #expect(
            ArticleReference.springRemaining(0.25, zeta: 0.5, omega: Self.omega) < 0,
            sourceLocation: sourceLocation)
    }

    /// Checks the mirrored close 0.3 s in (half of its 0.6 s ease-in-out): the from-view has risen
    /// half a screen, the to-view is at alpha 0.75 (0.5 → 1).
    func expectLiftAway(
        _ from: UIView, to: UIView, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let screen = UIScreen.main.bounds.height
        // model: already lifted by a screen
        let startFrame = from.frame.offsetBy(dx: 0, dy: screen)
        let start = try ArticleClock.start(of: from.layer)
        #expect(
            abs(ArticleClock.advance(to: 0.3, after: start) - 0.3) < 1e-9,
            sourceLocation: sourceLocation)
        #expect(
            close(try ArticleClock.presented(from), startFrame.offsetBy(dx: 0, dy: -screen / 2)),
            sourceLocation: sourceLocation)
        let alpha = Double(
            try #require(to.layer.presentation(), sourceLocation: sourceLocation).opacity)
        #expect(abs(alpha - 0.75) < 1e-6, sourceLocation: sourceLocation)
    }

    @Test func showloginSegueDropsTheLoginInOnASpringAndDismissLiftsItAway() throws {
        let main = try #require(
            Seed001.storyboard().instantiateInitialViewController() as? MainViewController)
        let window = DemoScenery.window(root: main)
        main.performSegue(withIdentifier: "showlogin", sender: nil)
        UIApplication.shared.advance(by: 1.0 / 60)
        let login = try #require(main.presentedViewController as? LoginViewController)
        // prepare(for:sender:)
        #expect(login.transitioningDelegate === main && main.lastLogin === login)
        try expectDropIn(login.view, from: main.view)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(login.view.frame == window.bounds)
        #expect(main.view.alpha == 1.0)  // reset in the article's completion
        #expect(main.view.window == nil)

        login.dismiss(animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        try expectLiftAway(login.view, to: main.view)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(main.presentedViewController == nil && login.view.window == nil)
        #expect(window.subviews.count == 1 && window.subviews[0] === main.view)
        #expect(main.view.frame == window.bounds && main.view.alpha == 1)
    }

    @Test func navigationPushDropsInAndPopLiftsAway() throws {
        let main = MainViewController()
        let nav = UINavigationController(rootViewController: main)
        let window = DemoScenery.window(root: nav)
        #expect(nav.delegate === main)
        let login = LoginViewController()
        nav.pushViewController(login, animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        try expectDropIn(login.view, from: main.view)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(login.view.frame == nav.view.bounds && login.view.window === window)
        #expect(main.view.alpha == 1)

        nav.popViewController(animated: true)
        UIApplication.shared.advance(by: 1.0 / 60)
        try expectLiftAway(login.view, to: main.view)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.viewControllers.count == 1 && nav.topViewController === main)
        #expect(main.view.window === window && main.view.alpha == 1)
        #expect(login.view.window == nil)
    }

    @Test func laterTabDropsInAndEarlierTabLiftsAway() throws {
        let tabs = UITabBarController()
        let main = MainViewController()
        let profile = ProfileViewController()
        tabs.viewControllers = [main, profile]
        let window = DemoScenery.window(root: tabs)
        #expect(tabs.delegate === main)
        tabs.selectTab(at: 1)
        UIApplication.shared.advance(by: 1.0 / 60)
        try expectDropIn(profile.view, from: main.view)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(tabs.selectedIndex == 1 && profile.view.window === window)
        #expect(main.view.superview == nil && main.view.alpha == 1)

        tabs.selectTab(at: 0)
        UIApplication.shared.advance(by: 1.0 / 60)
        try expectLiftAway(profile.view, to: main.view)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(tabs.selectedIndex == 0)
        #expect(main.view.window === window && main.view.alpha == 1)
        #expect(profile.view.superview == nil)
    }
}
