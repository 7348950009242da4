import Foundation
import Testing

@Suite struct ToolReportTests {
    @Test func reportOnAMissingFolderFailsSayingSo() throws {
        let r = try Tool.run(["report", "/nonexistent/segue-artifacts"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("'/nonexistent/segue-artifacts' does not exist"), "\(r.stderr)")
        #expect(r.stderr.contains("Usage: segue report"), "\(r.stderr)")
    }

    @Test func reportWithoutAFolderPrintsTheUsage() throws {
        let r = try Tool.run(["report"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("Usage: segue report"), "\(r.stderr)")
    }

    @Test func reportWritesThePageOfAFolderOfManifests() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let manifest = """
            {"format": "segue-failure/1", "kind": "image", "test": "DetailTests.slides",
             "number": 1, "message": "1 of 16 pixels differ",
             "files": {"reference": "DetailTests.slides.1.reference.png",
                       "failure": "DetailTests.slides.1.failure.png",
                       "difference": "DetailTests.slides.1.difference.png"},
             "run": "2026-11-27T05:00:00Z-1", "recorded": "2026-11-27T05:00:01Z"}
            """
        try Data(manifest.utf8).write(to: dir.appendingPathComponent("DetailTests.slides.1.json"))
        let out = dir.appendingPathComponent("page.html")
        let r = try Tool.run(["report", dir.path, "--out", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("1 failed snapshot"))
        let html = try String(contentsOf: out, encoding: .utf8)
        #expect(html.contains("src=\"DetailTests.slides.1.difference.png\""))
        #expect(html.contains("1 of 16 pixels differ"))
    }
}
