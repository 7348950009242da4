import Foundation
@_spi(Testing) import OpenUIKit
import SegueRender
import Testing

@testable import SegueDemos

/// A seed in each appearance: seed 000's inset-grouped list stands on `.systemGroupedBackground`,
/// 242 242 247 light and black dark, its rows on `.secondarySystemGroupedBackground`, white light
/// and 28 28 30 dark (Docs/Behaviour-traits.md, "System colours"); its first frame shows both.
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
        let background = CGPoint(x: window.bounds.midX, y: window.bounds.maxY - 100)
        let row = CGPoint(x: window.bounds.midX, y: DemoScenery.barBottom + 8)
        let (dark, _) = try firstFrame(.dark)
        let lb = light[Int(background.x), Int(background.y)]
        let db = dark[Int(background.x), Int(background.y)]
        #expect([lb.r, lb.g, lb.b] == [242, 242, 247])
        #expect([db.r, db.g, db.b] == [0, 0, 0])
        let lr = light[Int(row.x), Int(row.y)]
        let dr = dark[Int(row.x), Int(row.y)]
        #expect([lr.r, lr.g, lr.b] == [255, 255, 255])
        #expect([dr.r, dr.g, dr.b] == [28, 28, 30])
    }
}
