import Foundation
@_spi(Testing) import OpenUIKit
import SegueRender
import Testing

@testable import SegueDemos

@MainActor
@Suite struct Seed003DemoTests {
    @Test func pushDemoPushesAndPopsBackToTheGrid() throws {
        let run = try DemoRun.play("seed003-push")
        #expect(run.finished)
        #expect(TransitionDiagnostics.shared.invariantViolations.isEmpty)
        let home = try #require(run.scene.retained.first as? TransitionHomeViewController)
        #expect(home.navigationController?.delegate === home)
        #expect(home.navigationController?.viewControllers.count == 1)
        #expect(home.lastShown == nil)
        #expect(home.view.window === run.scene.window)
    }

    @Test func presentDemoPresentsFullScreenAndDismisses() throws {
        let run = try DemoRun.play("seed003-present")
        #expect(run.finished)
        #expect(TransitionDiagnostics.shared.invariantViolations.isEmpty)
        let home = try #require(run.scene.retained.first as? TransitionHomeViewController)
        #expect(home.presentedViewController == nil && home.lastShown == nil)
        #expect(run.scene.window.subviews.count == 1 && run.scene.window.subviews[0] === home.view)
    }

    @Test func presentationControllerTakesTheRightHalfOverTheDimmingView() throws {
        let demo = try #require(DemoCatalog.demo(named: "seed003-presentation-controller"))
        TransitionDiagnostics.shared.reset()
        let scene = DemoPlayer(demo: demo).makeScene()
        let home = try #require(scene.retained.first as? TransitionHomeViewController)
        UIApplication.shared.advance(by: 0.3)
        if case .perform(_, let tap) = scene.steps[1] { tap() }
        UIApplication.shared.advance(by: 0.1)
        let shown = try #require(home.presentedViewController)
        let pc = try #require(shown.presentationController as? MoPresentationController)
        #expect(pc.containerView?.subviews.first === pc.moDimmingView)
        #expect(UIApplication.shared.runUntilIdle())
        let w = scene.window.bounds
        let half = (w.width / 2).rounded(.down)
        #expect(shown.view.frame == CGRect(x: w.width - half, y: 0, width: half, height: w.height))
        #expect(pc.moDimmingView.alpha == 1 && home.view.window === scene.window)
        shown.dismiss(animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(pc.moDimmingView.superview == nil)
        #expect(scene.window.subviews.count == 1)
        #expect(TransitionDiagnostics.shared.invariantViolations.isEmpty)
    }

    @Test func presentationControllerRecordingDimsTheLeftHalf() throws {
        let run = try DemoRun.record("seed003-presentation-controller")
        #expect(run.finished)
        try run.expectProbesAndVisibleTransition()
        // Presented (tap 0.3 s + 0.05, 0.5 s show): at ~1.2 s the pink tile (top right) is under the
        // presented teal half, and the white gap on the left is 40% black: 255 × 0.6 = 153.
        let home = try #require(run.scene.retained.first as? TransitionHomeViewController)
        let leftGap = CGPoint(x: 8, y: home.tiles[0].frame.midY)
        let dimmed = try run.pixel(at: leftGap, time: 1.2)
        #expect(abs(Int(dimmed.r) - 153) <= 6 && abs(Int(dimmed.b) - 153) <= 6)
    }

    @Test(arguments: ["seed003-push", "seed003-present"])
    func recordingShowsTheTransition(name: String) throws {
        let run = try DemoRun.record(name)
        #expect(run.finished)
        try run.expectProbesAndVisibleTransition()
    }
}
