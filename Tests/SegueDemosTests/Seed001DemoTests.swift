import Foundation
@_spi(Testing) import OpenUIKit
import SegueRender
import Testing

@testable import SegueDemos

@MainActor
@Suite struct Seed001DemoTests {
    @Test func modalDemoRunsTheShowloginSegueAndDismissesBackToMain() throws {
        let run = try DemoRun.play("seed001-modal")
        #expect(run.finished)
        #expect(TransitionDiagnostics.shared.invariantViolations.isEmpty)
        let main = try #require(run.scene.retained.first as? MainViewController)
        #expect(main.presentedViewController == nil)
        #expect(main.lastLogin == nil)  // prepare(for:) saw the login controller; it is released
        #expect(run.scene.window.subviews.count == 1 && run.scene.window.subviews[0] === main.view)
        #expect(main.view.alpha == 1)
    }

    @Test func modalLoginStartsOneScreenAboveAndTheMainScreenHalfFades() throws {
        let demo = try #require(DemoCatalog.demo(named: "seed001-modal"))
        let player = DemoPlayer(demo: demo)
        let scene = player.makeScene()
        let main = try #require(scene.retained.first as? MainViewController)
        // wait 0.3, tap (recognized on the lift 0.05 s later), then the 1 s spring.
        UIApplication.shared.advance(by: 0.3)
        if case .perform(_, let tap) = scene.steps[1] { tap() }
        UIApplication.shared.advance(by: 0.1)
        let login = try #require(main.presentedViewController as? LoginViewController)
        #expect(login.transitioningDelegate === main)
        let early = try #require(login.view.layer.presentation()).frame
        #expect(early.minY < -scene.window.bounds.height / 2)  // still mostly above the screen
        UIApplication.shared.advance(by: 0.5)
        let fading = try #require(main.view.layer.presentation()).opacity
        #expect(fading < 0.8 && fading > 0.4)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(login.view.frame == scene.window.bounds)
        main.presentedViewController?.dismiss(animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        withExtendedLifetime(scene) {}
    }

    @Test func pushDemoPushesAndPopsWithTheArticleAnimators() throws {
        let run = try DemoRun.play("seed001-push")
        #expect(run.finished)
        #expect(TransitionDiagnostics.shared.invariantViolations.isEmpty)
        let main = try #require(run.scene.retained.first as? MainViewController)
        let nav = try #require(main.navigationController)
        #expect(nav.delegate === main)
        #expect(nav.viewControllers.count == 1)
        #expect(main.lastLogin == nil)
        #expect(main.view.window === run.scene.window && main.view.alpha == 1)
    }

    @Test func tabDemoSwitchesToProfileAndBack() throws {
        let run = try DemoRun.play("seed001-tab")
        #expect(run.finished)
        #expect(TransitionDiagnostics.shared.invariantViolations.isEmpty)
        let tabs = try #require(run.scene.retained.first as? UITabBarController)
        let main = try #require(run.scene.retained[1] as? MainViewController)
        let profile = try #require(run.scene.retained[2] as? ProfileViewController)
        #expect(tabs.delegate === main)
        #expect(tabs.selectedIndex == 0)
        #expect(main.view.window === run.scene.window && main.view.alpha == 1)
        #expect(profile.view.superview == nil)
    }

    @Test(arguments: ["seed001-modal", "seed001-push", "seed001-tab"])
    func recordingShowsTheTransition(name: String) throws {
        let run = try DemoRun.record(name)
        #expect(run.finished)
        try run.expectProbesAndVisibleTransition()
    }
}
