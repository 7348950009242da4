import Foundation
@_spi(Testing) import OpenUIKit
import SegueRender
import Testing

@testable import SegueDemos

/// The large-title search demo: the bar at rest, scrolled (search bar first), the activation at
/// 0, 50 and 100 %, typing, and Cancel back to rest.
@MainActor
@Suite(.serialized) struct LargeTitleSearchDemoTests {
    func perform(_ step: DemoStep) {
        if case .perform(_, let action) = step { action() }
    }
    func top(_ bar: UINavigationBar) -> CGFloat { bar.layer.presentation()!.frame.minY }

    @Test func scrollActivateTypeAndCancel() throws {
        let demo = try #require(DemoCatalog.demo(named: "large-title-search"))
        let scene = DemoPlayer(demo: demo).makeScene()
        let list = try #require(scene.retained.first as? LargeTitleMailboxes)
        let search = try #require(scene.retained[2] as? UISearchController)
        let results = try #require(scene.retained[3] as? MailboxSearchResults)
        let nav = try #require(list.navigationController)
        let bar = nav.navigationBar
        #expect(bar.frame.height == 148)
        // Scrolled 104 pt up: both strips closed.
        perform(scene.steps[1])
        #expect(UIApplication.shared.runUntilIdle())
        #expect(bar.frame.height == 44)
        perform(scene.steps[4])
        #expect(UIApplication.shared.runUntilIdle())
        #expect(bar.frame.height == 148)
        // Tap the field: the bar slides up 96 pt (frames at 0, 50 and 100 %: the unit tests).
        perform(scene.steps[7])
        #expect(UIApplication.shared.runUntilIdle())
        #expect(search.isActive)
        #expect(top(bar) == -37)
        perform(scene.steps[10])
        perform(scene.steps[12])
        #expect(results.matches == ["All Inboxes"])
        #expect(!results.view.isHidden)
        perform(scene.steps[14])
        #expect(UIApplication.shared.runUntilIdle())
        #expect(!search.isActive)
        #expect(top(bar) == 59 && bar.frame.height == 148)
        #expect(results.matches.isEmpty)
    }

    @Test func recordingTheDemoFinishes() throws {
        let demo = try #require(DemoCatalog.demo(named: "large-title-search"))
        let player = DemoPlayer(demo: demo)
        let scene = player.makeScene()
        let recording = try player.record(scene, fps: 15, scale: 1)
        #expect(recording.frames.count > 40)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/demos", withIntermediateDirectories: true)
        if let strip = try? recording.filmstrip(columns: 6, maximumFrames: 36) {
            try? strip.pngData().write(
                to: URL(fileURLWithPath: "/tmp/demos/large-title-search.png"))
        }
    }
}
