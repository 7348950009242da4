import Foundation
@_spi(Testing) import OpenUIKit
import SnapshotTesting
import Testing

@testable import SegueTesting

@MainActor
@Suite struct TimelineFailureTests {
    let reference = """
           0.000  A.viewWillDisappear(true)
           0.000  B.viewWillAppear(true)
           0.300  A.viewDidDisappear(true)

        """

    @Test func timelineFailurePrintsTheChangedCallsOnceAndWritesTheDiff() throws {
        let stem = "TimelineFailureTests.timelineFailurePrintsTheChangedCallsOnceAndWritesTheDiff.1"
        try TemporaryArtifacts.withFolder { folder in
            let new = reference.replacingOccurrences(of: "0.300", with: "0.350")
            let strategy = Snapshotting<TransitionScenario, String>.timeline
            let message = try #require(strategy.diffing.diffV2(reference, new)?.0)
            let old = "   0.300  A.viewDidDisappear(true)"
            let changed = "   0.350  A.viewDidDisappear(true)"
            #expect(message.components(separatedBy: old).count == 2, "once: \(message)")
            #expect(message.components(separatedBy: changed).count == 2, "once: \(message)")
            #expect(message.components(separatedBy: "B.viewWillAppear(true)").count == 2)
            let manifest = try TemporaryArtifacts.manifest(stem, in: folder)
            #expect(manifest.kind == .timeline)
            #expect(manifest.files["diff"] == "\(stem).diff.txt")
            let diff = try String(
                contentsOf: folder.appendingPathComponent("\(stem).diff.txt"), encoding: .utf8)
            #expect(diff.contains("−\(old)") && diff.contains("+\(changed)"), "\(diff)")
            #expect(
                try String(
                    contentsOf: folder.appendingPathComponent("\(stem).failure.txt"),
                    encoding: .utf8) == new)
        }
    }
}
