import Foundation
@_spi(Testing) import OpenUIKit
import SegueRender
import Testing

@testable import SegueDemos

@MainActor
@Suite struct Seed004DemoTests {
    @Test(arguments: ["seed004-curl", "seed004-slide"])
    func demoSwitchesToTheSecondChildAndBack(name: String) throws {
        let run = try DemoRun.play(name)
        #expect(run.finished)
        #expect(TransitionDiagnostics.shared.invariantViolations.isEmpty)
        let root = try #require(run.scene.retained.first as? SwitchViewController)
        let container = try #require(root.containerVC)
        #expect(container.parent === root && container.view.superview === root.containerView)
        #expect(container.children.count == 1 && container.children[0] is FirstController)
        #expect(container.view.subviews.count == 1)
        #expect(container.children[0].view.frame == container.view.bounds)
        #expect(container.currentSegue == container.segue1)
        #expect(root.selectedSegment == 0)
    }

    @Test func slideMovesTheSecondChildInFromTheRight() throws {
        let demo = try #require(DemoCatalog.demo(named: "seed004-slide"))
        let scene = DemoPlayer(demo: demo).makeScene()
        let root = try #require(scene.retained.first as? SwitchViewController)
        let container = try #require(root.containerVC)
        if case .perform(_, let tap) = scene.steps[1] { tap() }
        UIApplication.shared.advance(by: 0.1)
        let second = try #require(container.children.last as? SecondController)
        UIApplication.shared.advance(by: 0.1)
        let x = try #require(second.view.layer.presentation()).frame.minX
        #expect(x > 0 && x < container.view.bounds.width)  // coming from the right
        #expect(UIApplication.shared.runUntilIdle())
        #expect(second.view.frame.minX == 0)
    }

    @Test func curlLiftsTheRedPageFromTheBottomOverTheBlueOne() throws {
        let run = try DemoRun.record("seed004-curl")
        let root = try #require(run.scene.retained.first as? SwitchViewController)
        let host = root.containerView
        // Tap at 0.3 s (lifted 0.05 s later), curl 0.4 s: at 0.6 s the fold is above the middle.
        // The bottom already shows the blue child (a cross-dissolve would give purple there), a
        // quarter down the red page is still there (flat or its lightened back).
        let bottom = try run.pixel(
            at: host.convert(
                CGPoint(x: host.bounds.midX, y: host.bounds.maxY - 20), to: run.scene.window),
            time: 0.6)
        let upper = try run.pixel(
            at: host.convert(
                CGPoint(x: host.bounds.midX, y: host.bounds.height * 0.25), to: run.scene.window),
            time: 0.6)
        #expect(bottom.b > 200 && bottom.r < 40, "bottom \(bottom)")
        #expect(upper.r > 200 && upper.b < 200, "upper \(upper)")
    }

    @Test(arguments: ["seed004-curl", "seed004-slide"])
    func recordingShowsTheSwap(name: String) throws {
        let run = try DemoRun.record(name)
        #expect(run.finished)
        try run.expectProbesAndVisibleTransition()
        // Midway (0.3 s wait + tap, after ~0.9 s) the blue second child shows in the container.
        let root = try #require(run.scene.retained.first as? SwitchViewController)
        let host = root.containerView
        let p = host.convert(
            CGPoint(x: host.bounds.midX, y: host.bounds.midY + 60), to: run.scene.window)
        let blue = try run.pixel(at: p, time: 1.0)
        #expect(blue.b > 200 && blue.r < 60)
    }
}
