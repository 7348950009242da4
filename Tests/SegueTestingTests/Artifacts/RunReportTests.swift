import Foundation
@_spi(Testing) import OpenUIKit
import SegueCodecs
import SegueRender
import SnapshotTesting
import Testing

@testable import SegueTesting

@MainActor
@Suite struct RunReportTests {
    /// Writes an image, an animation and a timeline failure into `folder`'s report.
    func failEachKind() throws {
        let a = UIImage.segueImage(TemporaryArtifacts.solid(3, 3, 0, 0, 0), scale: 1)
        let b = UIImage.segueImage(TemporaryArtifacts.solid(3, 3, 0, 255, 0), scale: 1)
        _ = Diffing<UIImage>.image.diffV2(a, b)
        let frames = [0, 80, 160].map { TemporaryArtifacts.solid(8, 6, UInt8($0), 0, 0).image }
        var changed = frames
        changed[1] = TemporaryArtifacts.solid(8, 6, 0, 0, 255).image
        let encoder = APNGEncoder()
        _ = Snapshotting<TransitionScenario, Data>.animatedImage().diffing.diffV2(
            try encoder.encode(frames: frames, delays: [0.1, 0.1, 0.1]),
            try encoder.encode(frames: changed, delays: [0.1, 0.1, 0.1]))
        _ = Snapshotting<TransitionScenario, String>.timeline.diffing.diffV2(
            "   0.000  A.viewWillAppear(true)\n", "   0.000  B.viewWillAppear(true)\n")
    }

    @Test func reportLinksEveryFailureByRelativePathWithAScrubberForAnimations() throws {
        let stem = "RunReportTests.reportLinksEveryFailureByRelativePathWithAScrubberForAnimations"
        try TemporaryArtifacts.withFolder { folder in
            try failEachKind()
            let html = try String(
                contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
            #expect(html.contains("<h1>3 failed snapshots</h1>"))
            for file in ["1.reference.png", "1.failure.png", "1.difference.png"] {
                #expect(html.contains("src=\"\(stem).\(file)\""), "\(file)")
            }
            #expect(html.contains("src=\"\(stem).2.difference.png\""), "the side-by-side sheet")
            #expect(html.contains("class=\"scrubber\""))
            #expect(html.contains("\(stem).2.frames/failure-001.png"))
            #expect(html.contains("<input type=\"range\" min=\"0\" max=\"2\" value=\"1\""))
            #expect(html.contains("class=\"compare\""), "slider and onion skin for images")
            #expect(html.contains("<span class=\"del\">−   0.000  A.viewWillAppear(true)</span>"))
            #expect(!html.contains("http://") && !html.contains("https://"), "nothing remote")
            #expect(!html.contains("src=\"/"), "no absolute paths")
        }
    }

    @Test func reportWrittenElsewhereLinksBackIntoTheFolder() throws {
        try TemporaryArtifacts.withFolder { folder in
            try failEachKind()
            let out = folder.deletingLastPathComponent().appendingPathComponent(
                "report-\(UUID().uuidString).html")
            defer { try? FileManager.default.removeItem(at: out) }
            try RunReport(folder: folder).write(to: out)
            let html = try String(contentsOf: out, encoding: .utf8)
            #expect(html.contains("src=\"\(folder.lastPathComponent)/RunReportTests."))
        }
    }

    @Test func earlierRunsAreFoldedAwayBelowTheLatest() throws {
        try TemporaryArtifacts.withFolder { folder in
            try failEachKind()
            var old = try TemporaryArtifacts.manifest(
                "RunReportTests.earlierRunsAreFoldedAwayBelowTheLatest.1", in: folder)
            old.run = "2000-01-01T00:00:00Z-1"
            old.test = "OldTests.stale"
            try JSONEncoder().encode(old).write(
                to: folder.appendingPathComponent("OldTests.stale.1.json"))
            let html = try RunReport(folder: folder).html()
            #expect(html.contains("<h1>3 failed snapshots</h1>"))
            #expect(html.contains("Earlier runs: 1 failure left in the folder"))
            let earlier = try #require(html.range(of: "class=\"earlier\""))
            #expect(html.range(of: "OldTests.stale")!.lowerBound > earlier.lowerBound)
        }
    }

    @Test func aMissingFolderIsAnError() {
        let report = RunReport(folder: URL(fileURLWithPath: "/nonexistent/segue-artifacts"))
        #expect(throws: RunReport.Failure.notAFolder("/nonexistent/segue-artifacts")) {
            try report.html()
        }
    }
}
