import Foundation
@_spi(Testing) import OpenUIKit
import SegueRender
import Testing

@testable import SegueDemos

@MainActor
@Suite struct Seed000DemoTests {
    @Test func presentDemoTapsARowPresentsAndDismissesBackToTheList() throws {
        let run = try DemoRun.play("seed000-present")
        #expect(run.finished)
        #expect(TransitionDiagnostics.shared.invariantViolations.isEmpty)
        let list = try #require(run.scene.retained.first as? Seed000ViewController)
        #expect(list.presentedViewController == nil)
        #expect(list.lastShown == nil)  // the presented controller was deallocated
        #expect(run.scene.window.subviews.count == 1 && run.scene.window.subviews[0] === list.view)
        #expect(list.view.frame == run.scene.window.bounds)
    }

    @Test func pushDemoPushesWithMyAnimatorAndPopsBack() throws {
        let run = try DemoRun.play("seed000-push")
        #expect(run.finished)
        #expect(TransitionDiagnostics.shared.invariantViolations.isEmpty)
        let list = try #require(run.scene.retained.first as? Seed000ViewController)
        let nav = try #require(list.navigationController)
        #expect(nav.delegate === list)
        #expect(nav.viewControllers.count == 1 && nav.topViewController === list)
        #expect(list.lastShown == nil)
        #expect(list.view.window === run.scene.window)
    }

    @Test func presentDemoRecordingShowsTheDetailComingFromTheBottomRight() throws {
        let run = try DemoRun.record("seed000-present")
        #expect(run.finished)
        try run.expectProbesAndVisibleTransition()
        // Past the middle of the presentation (tap at 0.3 s, recognized ~0.35 s, 0.5 s ease-in-out):
        // the indigo detail covers the bottom-right corner but not the top-left.
        let w = run.scene.window.bounds
        let corner = try run.pixel(at: CGPoint(x: w.width - 10, y: w.height - 10), time: 0.8)
        let topLeft = try run.pixel(at: CGPoint(x: 10, y: w.height / 2), time: 0.8)
        #expect(corner.b > 150 && corner.r < 120)  // systemIndigo (88, 86, 214)
        #expect(topLeft.r > 230 && topLeft.b > 230)  // still the grouped background
    }

    @Test func pushDemoRecordingIsVisible() throws {
        let run = try DemoRun.record("seed000-push")
        #expect(run.finished)
        try run.expectProbesAndVisibleTransition()
    }
}
