import Foundation
import Testing

/// What the tool says about a bad value or name, and the calls `trace` lists.
@Suite struct ToolMessageTests {
    @Test func aNegativeScaleReportsTheValidRange() throws {
        let r = try Tool.run(["render", "seed000-present", "--scale", "-1"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("--scale must be between 0.25 and 4, got -1.0"), "\(r.stderr)")
        #expect(!r.stderr.contains("Missing value"))
    }

    @Test func aNegativeFrameRateReportsTheValidRange() throws {
        let r = try Tool.run(["render", "seed000-present", "--fps", "-5"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("--fps must be between 1 and 120, got -5"), "\(r.stderr)")
    }

    @Test func aNamePrefixSuggestsTheDemoItStarts() throws {
        let r = try Tool.run(["render", "seed002"])
        #expect(r.status == 64)
        #expect(
            r.stderr.contains("Unknown demo 'seed002'. Did you mean: seed002-zoom,"), "\(r.stderr)")
    }

    @Test func traceOfTheChildSwapListsTheContainmentCalls() throws {
        let r = try Tool.run(["trace", "seed004-slide"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        func index(_ call: String) -> Int? { lines.firstIndex { $0.hasSuffix(call) } }
        let willLeave = index("FirstController.willMove(toParent: nil)")
        let add = index("ContainerController.addChild(<SecondController>)")
        let remove = index("FirstController.removeFromParent()")
        let didArrive = index("SecondController.didMove(toParent: <ContainerController>)")
        #expect(willLeave != nil && add != nil && remove != nil && didArrive != nil, "\(r.stdout)")
        if let willLeave, let add, let remove, let didArrive {
            #expect(willLeave < add && add < remove && remove < didArrive)
        }
        // The way back: the second child leaves the same way.
        #expect(index("SecondController.willMove(toParent: nil)") != nil)
        #expect(lines.filter { $0.hasSuffix("FirstController.willMove(toParent: nil)") }.count == 1)
    }
}
