import Foundation
import SegueRender
import Testing

@_spi(Testing) @testable import OpenUIKit
@testable import SegueDemos

/// The grid reordered by hand (issue 23, part 3): the standard long press lifts tile A after half
/// a second, the tile follows the finger across the grid while B…F move back a place, and the
/// lift drops it at place 5; the model follows.
@MainActor
@Suite(.serialized) struct GridReorderDemoTests {
    func perform(_ step: DemoStep) {
        if case .perform(_, let action) = step { action() }
    }

    @Test func aLongPressLiftsTileAAndTheDragDropsItAtPlaceFive() throws {
        let demo = try #require(DemoCatalog.demo(named: "grid-reorder"))
        let scene = DemoPlayer(demo: demo).makeScene()
        let grid = try #require(scene.retained.first as? TileGridViewController)
        let cv = try #require(grid.collectionView)
        func slot(_ item: Int) -> CGRect {
            cv.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame ?? .null
        }
        let a = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let b = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        let start = a.frame
        let target = slot(ListDemos.dropPlace)
        #expect(start == CGRect(x: 16, y: 16, width: 110, height: 110))
        // Row 2, column 3 of the 393 pt wide screen's justified rows.
        #expect(target == CGRect(x: 267, y: 138, width: 110, height: 110))
        perform(scene.steps[1])
        // Held 0.45 s: not lifted yet.
        UIApplication.shared.advance(by: 0.45)
        #expect(a.appliedAttributes?.zIndex == 0)
        // Past 0.5 s: lifted, floating above the others, still where it was.
        UIApplication.shared.advance(by: 0.15)
        #expect(a.appliedAttributes?.zIndex == Int.max)
        #expect(a.center == CGPoint(x: start.midX, y: start.midY))
        // Halfway through the drag (0.4 s of 0.8 s): halfway across, B already in A's place.
        UIApplication.shared.advance(by: 0.4)
        let half = CGPoint(x: (start.midX + target.midX) / 2, y: (start.midY + target.midY) / 2)
        #expect(abs(a.center.x - half.x) < 12 && abs(a.center.y - half.y) < 12)
        #expect(b.frame == slot(0))
        #expect(grid.tiles.joined() == "ABCDEFGHIJKL")
        #expect(UIApplication.shared.runUntilIdle())
        #expect(grid.tiles.joined() == "BCDEFAGHIJKL")
        #expect(a.frame == target)
        #expect(a.appliedAttributes?.zIndex == 0)
        #expect(cv.cellForItem(at: IndexPath(item: ListDemos.dropPlace, section: 0)) === a)
        #expect(cv.contentOffset.y == -cv.adjustedContentInset.top)
    }

    @Test func recordingTheDemoFinishes() throws {
        let demo = try #require(DemoCatalog.demo(named: "grid-reorder"))
        let player = DemoPlayer(demo: demo)
        let scene = player.makeScene()
        let recording = try player.record(scene, fps: 15, scale: 1)
        #expect(recording.frames.count > 20)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/demos", withIntermediateDirectories: true)
        if let strip = try? recording.filmstrip(columns: 6, maximumFrames: 24) {
            try? strip.pngData().write(to: URL(fileURLWithPath: "/tmp/demos/grid-reorder.png"))
        }
    }
}
