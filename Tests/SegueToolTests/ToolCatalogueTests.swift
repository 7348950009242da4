import Foundation
import SegueRender
import Testing

/// `segue render` on catalogue entries, on any container, with a finger on the way back.
@Suite struct ToolCatalogueTests {
    @Test func aCatalogueEntryRendersOnAnyContainerWithAFingerOnTheWayBack() throws {
        let dir = try Tool.temporaryDirectory()
        let out = dir.appendingPathComponent("cube.gif").path
        let r = try Tool.run([
            "render", "cube-left", "--container", "push", "--interactive", "cancel", "--out", out,
            "--fps", "10", "--scale", "0.25",
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Wrote \(out)"))
        let gif = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(gif.starts(with: Array("GIF89a".utf8)))
    }
}
