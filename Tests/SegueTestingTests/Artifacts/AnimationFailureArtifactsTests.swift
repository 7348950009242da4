import Foundation
@_spi(Testing) import OpenUIKit
import SegueCodecs
import SegueRender
import SnapshotTesting
import Testing

@testable import SegueTesting

@MainActor
@Suite struct AnimationFailureArtifactsTests {
    /// Four 20 × 10 frames, 0.1 s apart; `changed` frames are yellow instead of blue.
    func apng(changed: Set<Int> = []) throws -> Data {
        let frames = (0..<4).map { i in
            changed.contains(i)
                ? TemporaryArtifacts.solid(20, 10, 255, 255, 0).image
                : TemporaryArtifacts.solid(20, 10, 0, 0, UInt8(60 * i)).image
        }
        return try APNGEncoder().encode(frames: frames, delays: [0.1, 0.1, 0.1, 0.1])
    }

    @Test func animationFailureNamesTheDifferingFramesAndWritesThemSideBySide() throws {
        let stem =
            "AnimationFailureArtifactsTests.animationFailureNamesTheDifferingFramesAndWritesThemSideBySide.1"
        try TemporaryArtifacts.withFolder { folder in
            let strategy = Snapshotting<TransitionScenario, Data>.animatedImage(fps: 10)
            let (message, attachments) = try #require(
                strategy.diffing.diffV2(try apng(), try apng(changed: [2, 3])))
            #expect(
                message.contains("Frames 2–3 of 4 differ (the first at 0.200 s)."), "\(message)")
            #expect(attachments.count == 3)
            let manifest = try TemporaryArtifacts.manifest(stem, in: folder)
            #expect(manifest.kind == .animation)
            #expect(manifest.differingFrames == [2, 3])
            #expect(manifest.frames?.map(\.differs) == [false, false, true, true])
            #expect(manifest.frames?.map(\.referenceTime) == [0, 0.1, 0.2, 0.30000000000000004])
            #expect(manifest.frames?[2].difference == "\(stem).frames/difference-002.png")
            #expect(manifest.frames?[0].difference == nil)
            // Two rows (frames 2 and 3) of three cells, each cell 150 px wide (at least), the
            // frame 10 px tall over a 22 px label, 8 px between; each frame centred in its cell.
            let sheet = try Bitmap(
                pngData: Data(contentsOf: folder.appendingPathComponent("\(stem).difference.png")))
            #expect(sheet.width == 3 * 150 + 4 * 8 && sheet.height == 2 * (10 + 22) + 3 * 8)
            #expect(
                sheet[8 + 2 * 158 + 65 + 5, 8 + 5] == RGBA8(r: 255, g: 0, b: 0, a: 255),
                "difference cell")
            #expect(
                sheet[8 + 65 + 5, 8 + 5] == RGBA8(r: 0, g: 0, b: 120, a: 255), "reference frame 2")
            let frame = try Bitmap(
                pngData: Data(
                    contentsOf: folder.appendingPathComponent("\(stem).frames/failure-003.png")))
            #expect(frame[0, 0] == RGBA8(r: 255, g: 255, b: 0, a: 255))
        }
    }

    @Test func framesMissingFromOneSideCountAsDiffering() throws {
        let short = try APNGEncoder().encode(
            frames: [TemporaryArtifacts.solid(4, 4, 0, 0, 0).image], delays: [0.1])
        let diff = AnimatedImageDiff(reference: short, failure: try apng())
        #expect(diff.differingFrames == [0, 1, 2, 3])
        #expect(diff.summary.contains("The reference has 1 frames, the new animation 4."))
    }

    @Test func frameRangesAreWrittenCompactly() {
        #expect(AnimatedImageDiff.ranges([1, 2, 3, 7, 9, 10]) == "1–3, 7, 9–10")
        #expect(AnimatedImageDiff.ranges([4]) == "4")
        #expect(AnimatedImageDiff.ranges([]) == "")
    }
}
