import OpenUIKit
import Segue
import SegueRender
import SegueTesting
import Testing

/// The last frame of a transition is the screen as it stays: no bar, safe-area or layout jump
/// when the transition ends.
@MainActor
@Suite struct LastFrameTests {
    @Test(arguments: Container.allCases) func theSettledScreenIsTheLastAnimatedFrame(
        _ container: Container
    ) throws {
        for backward in [false, true] {
            let run = try TransitionScenario.catalogue(
                SegueTransition.push().timing(.linear), on: container, backward: backward
            ).run(fps: 60, scale: 1)
            let frames = run.recording.frames
            try #require(frames.count > 3)
            // The frame before the end is 1/21 of the way from it (a linear 0.35 s push at 60 Hz):
            // only the moving edge may differ, a column or two of the screen's width per side.
            let before = frames[frames.count - 2].pixels
            let settled = frames[frames.count - 1].pixels
            var differing = 0
            for i in stride(from: 0, to: settled.count, by: 4)
            where zip(before[i..<i + 4], settled[i..<i + 4]).contains(where: {
                abs(Int($0) - Int($1)) > 8
            }) {
                differing += 1
            }
            let share = Double(differing) / Double(settled.count / 4)
            #expect(share < 0.1, "\(container) \(backward ? "back" : "forward"): \(share)")
        }
    }
}
