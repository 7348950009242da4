import Foundation
@_spi(Testing) import OpenUIKit
import SegueRender
import Testing

@testable import SegueDemos

/// The large-title push (issue 23 §4): the bar goes from 96 pt to 44 pt with the push, the large
/// title shrinking into the back button, and back with the pop.
@MainActor
@Suite(.serialized) struct LargeTitlePushDemoTests {
    func perform(_ step: DemoStep) {
        if case .perform(_, let action) = step { action() }
    }
    func height(_ bar: UINavigationBar) -> CGFloat { bar.layer.presentation()!.bounds.height }
    func eased(_ f: CGFloat) -> CGFloat {
        CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).value(at: Double(f)))
    }

    @Test func theBarLosesItsStripWithThePushAndGetsItBackWithThePop() throws {
        let demo = try #require(DemoCatalog.demo(named: "large-title-push"))
        let scene = DemoPlayer(demo: demo).makeScene()
        let list = try #require(scene.retained.first as? LargeTitleMailboxes)
        let nav = try #require(list.navigationController)
        let bar = nav.navigationBar
        #expect(bar.frame.height == 96)
        #expect(list.tableView.contentOffset.y == -155)
        perform(scene.steps[1])
        // The tap ends, the push starts on the next turn: step to its first frame (0 %).
        var t0: CFTimeInterval?
        for _ in 0..<30 where t0 == nil {
            UIApplication.shared.advance(by: 1.0 / 60)
            if nav.viewControllers.count == 2 { t0 = CACurrentMediaTime() }
        }
        let start = try #require(t0)
        #expect(nav.topViewController?.title == "iCloud")
        #expect(abs(height(bar) - (96 - 52 * eased(1.0 / 60 / 0.35))) < 1)
        // 50 %.
        UIApplication.shared.advance(by: 0.175 - (CACurrentMediaTime() - start))
        let p = eased((CACurrentMediaTime() - start) / 0.35)
        #expect(abs(height(bar) - (96 - 52 * p)) < 0.5)
        // 100 %.
        #expect(UIApplication.shared.runUntilIdle())
        #expect(height(bar) == 44 && bar.backItem?.title == "Mailboxes")
        // The pop grows it back: 50 % and 100 %.
        nav.popViewController(animated: true)
        let popStart = CACurrentMediaTime()
        UIApplication.shared.advance(by: 0.175)
        let q = eased((CACurrentMediaTime() - popStart) / 0.35)
        #expect(abs(height(bar) - (44 + 52 * q)) < 0.5)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(height(bar) == 96 && bar.topItem?.title == "Mailboxes")
    }

    @Test func recordingTheDemoFinishes() throws {
        let demo = try #require(DemoCatalog.demo(named: "large-title-push"))
        let player = DemoPlayer(demo: demo)
        let scene = player.makeScene()
        let recording = try player.record(scene, fps: 15, scale: 1)
        #expect(recording.frames.count > 20)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/demos", withIntermediateDirectories: true)
        if let strip = try? recording.filmstrip(columns: 6, maximumFrames: 24) {
            try? strip.pngData().write(to: URL(fileURLWithPath: "/tmp/demos/large-title-push.png"))
        }
    }
}
