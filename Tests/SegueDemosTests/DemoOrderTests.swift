import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit
import SegueRender
import Testing

@testable import SegueDemos

/// A demo draws the same frames whatever the process rendered before it, so the gallery's worker
/// processes (each rendering a different run of demos) write what one process writes.
@MainActor
@Suite struct DemoOrderTests {
    @Test func aDemoStartsItsTimelineAtZeroAfterAnotherDemo() throws {
        let modal = try #require(DemoCatalog.demo(named: "seed001-modal"))
        let push = try #require(DemoCatalog.demo(named: "seed001-push"))
        let player = DemoPlayer(demo: modal)
        #expect(player.play(player.makeScene()))
        #expect(CACurrentMediaTime() > 2.5)  // the demo's 2.77 s, at least
        _ = DemoPlayer(demo: push).makeScene()
        #expect(CACurrentMediaTime() == 0)
    }

    @Test func aDemoDrawsTheSameFramesAfterAnotherDemo() throws {
        let push = try #require(DemoCatalog.demo(named: "seed001-push"))
        let modal = try #require(DemoCatalog.demo(named: "seed001-modal"))
        let first = try DemoRendering.render(push, fps: 30, scale: 0.5).recording
        // seed001-modal moves the clock on by 2.77 s (played, not drawn).
        let player = DemoPlayer(demo: modal)
        #expect(player.play(player.makeScene()))
        let again = try DemoRendering.render(push, fps: 30, scale: 0.5).recording
        // Other suites share the process and may leave the run loop busy, so the first render
        // need not start at 0: the frames are compared by their time from the demo's start.
        #expect(
            again.times.map { mediaInterval(from: again.times[0], to: $0) }
                == first.times.map { mediaInterval(from: first.times[0], to: $0) })
        #expect(again.frames.count == first.frames.count)
        let differing = first.frames.indices.filter {
            $0 < again.frames.count && first.frames[$0] != again.frames[$0]
        }
        #expect(differing.isEmpty, "frames that differ: \(differing)")
    }
}
