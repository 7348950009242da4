import Foundation
@_spi(Testing) import OpenUIKit
import SegueRender
import Testing

@testable import SegueDemos

/// A seed in each appearance: seed 000's list stands on `.systemGroupedBackground`, 242 242 247
/// light and black dark (Docs/Behaviour-traits.md, "System colours"); its first frame shows it.
@MainActor
@Suite struct SeedAppearanceTests {
    /// The first recorded frame of seed000-present in `style`, written to /tmp/demos for a look.
    func firstFrame(_ style: UIUserInterfaceStyle) throws -> (Bitmap, UIWindow) {
        let demo = try #require(DemoCatalog.demo(named: "seed000-present"))
        let player = DemoPlayer(demo: demo)
        let scene = player.makeScene()
        scene.window.overrideUserInterfaceStyle = style
        let recording = try player.record(scene, fps: 15, scale: 1)
        let frame = try #require(recording.frames.first)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/demos", withIntermediateDirectories: true)
        try? frame.pngData().write(
            to: URL(fileURLWithPath: "/tmp/demos/seed000-\(style == .dark ? "dark" : "light").png"))
        return (frame, scene.window)
    }

    @Test func theListsBackgroundIsLightGreyInTheLightAppearanceAndBlackInTheDark() throws {
        let (light, window) = try firstFrame(.light)
        let probe = CGPoint(x: window.bounds.midX, y: DemoScenery.barBottom + 8)
        let l = light[Int(probe.x), Int(probe.y)]
        #expect([l.r, l.g, l.b] == [242, 242, 247])
        let (dark, _) = try firstFrame(.dark)
        let d = dark[Int(probe.x), Int(probe.y)]
        #expect([d.r, d.g, d.b] == [0, 0, 0])
    }
}
