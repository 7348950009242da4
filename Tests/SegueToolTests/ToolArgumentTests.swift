import Foundation
import Testing

@Suite struct ToolArgumentTests {
    @Test func unknownDemoFailsWithASuggestion() throws {
        let r = try Tool.run(["render", "seed000-presnt"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("Unknown demo 'seed000-presnt'"))
        #expect(r.stderr.contains("Usage:"))
    }

    @Test func badValuesFailWithAUsageLine() throws {
        for args in [
            ["render", "seed000-present", "--fps", "0"],
            ["render", "seed000-present", "--scale", "-1"],
            ["render", "seed000-present", "--device", "nokia"],
            ["render", "seed000-present", "--out", "x.jpg"],
            ["render", "cube-left", "--container", "sideways"],
            ["render", "cube-left", "--interactive", "maybe"],
            ["render", "seed000-present", "--container", "push"],
            ["frobnicate"],
        ] {
            let r = try Tool.run(args)
            #expect(r.status != 0, "\(args) should fail")
            #expect(
                r.stderr.contains("Usage:") || r.stderr.contains("Error:"), "\(args): \(r.stderr)")
        }
    }

    @Test func everyCommandHasHelp() throws {
        for cmd in ["list", "render", "gallery", "trace", "doctor", "report"] {
            let r = try Tool.run([cmd, "--help"])
            #expect(r.status == 0)
            #expect(r.stdout.contains("USAGE: segue \(cmd)"))
        }
    }
}
