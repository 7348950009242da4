import Foundation
@_spi(Testing) import OpenUIKit
import SegueRender
import SnapshotTesting
import Testing

@testable import SegueTesting

@MainActor
@Suite struct ImageFailureArtifactsTests {
    func image(_ bitmap: Bitmap) -> UIImage { UIImage.segueImage(bitmap, scale: 1) }

    @Test func imageFailureWritesFilesNamedAfterSuiteAndTestWithAManifest() throws {
        let stem =
            "ImageFailureArtifactsTests.imageFailureWritesFilesNamedAfterSuiteAndTestWithAManifest.1"
        try TemporaryArtifacts.withFolder { folder in
            let reference = TemporaryArtifacts.solid(4, 4, 255, 255, 255)
            var changed = reference
            changed[1, 2] = RGBA8(r: 0, g: 0, b: 0, a: 255)
            let (message, attachments) = try #require(
                Diffing<UIImage>.image.diffV2(image(reference), image(changed)))
            let names = attachments.compactMap { attachment -> String? in
                if case .data(_, let name) = attachment { return name }
                return nil
            }
            #expect(
                names == [
                    "\(stem).reference.png", "\(stem).failure.png", "\(stem).difference.png",
                ])
            for name in names {
                #expect(
                    FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
                )
            }
            let manifest = try TemporaryArtifacts.manifest(stem, in: folder)
            #expect(manifest.kind == .image)
            #expect(
                manifest.test
                    == "ImageFailureArtifactsTests.imageFailureWritesFilesNamedAfterSuiteAndTestWithAManifest"
            )
            #expect(
                manifest.testID?.contains(
                    "ImageFailureArtifactsTests/imageFailureWritesFilesNamedAfterSuiteAndTestWithAManifest()"
                ) == true, "\(manifest.testID ?? "")")
            #expect(manifest.number == 1)
            #expect(
                manifest.message
                    == "Newly-taken snapshot does not match reference: 1 of 16 pixels differ.")
            #expect(
                manifest.files == [
                    "reference": "\(stem).reference.png", "failure": "\(stem).failure.png",
                    "difference": "\(stem).difference.png",
                ])
            #expect(message.contains("Artifacts: \(folder.path)/\(stem).*"), "\(message)")
            #expect(message.contains("run report: \(folder.path)/index.html"))
            #expect(
                FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent("index.html").path))
        }
    }

    @Test func aSecondFailureOfTheSameTestIsNumberedTwo() throws {
        try TemporaryArtifacts.withFolder { folder in
            let a = image(TemporaryArtifacts.solid(2, 2, 0, 0, 0))
            let b = image(TemporaryArtifacts.solid(2, 2, 0, 0, 255))
            _ = Diffing<UIImage>.image.diffV2(a, b)
            _ = Diffing<UIImage>.image.diffV2(a, b)
            let second = try TemporaryArtifacts.manifest(
                "ImageFailureArtifactsTests.aSecondFailureOfTheSameTestIsNumberedTwo.2", in: folder)
            #expect(second.number == 2)
        }
    }

    @Test func differenceMarksChangedPixelsRedOverTheDimmedNewImage() throws {
        var reference = TemporaryArtifacts.solid(3, 1, 242, 242, 247)
        reference[0, 0] = RGBA8(r: 60, g: 60, b: 67, a: 255)  // a label's dark text pixel
        var changed = reference
        changed[2, 0] = RGBA8(r: 0, g: 128, b: 0, a: 255)
        let difference = ImageComparison.highlightedDifference(reference, changed)
        #expect(difference[2, 0] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        let text = difference[0, 0]
        let background = difference[1, 0]
        #expect(text.r == text.g && text.g == text.b, "unchanged pixels are grey")
        #expect(
            Int(background.r) - Int(text.r) >= 60, "text stays legible: \(text) on \(background)")
        #expect(ImageComparison.changedRows(difference) == [0])
    }

    @Test func filmstripDifferenceKeepsTheTimeLabels() throws {
        var recording = Recording(fps: 60)
        recording.append(frame: TemporaryArtifacts.solid(40, 30, 0, 0, 255), at: 0)
        recording.append(frame: TemporaryArtifacts.solid(40, 30, 0, 0, 255), at: 0.25)
        var changed = Recording(fps: 60)
        changed.append(frame: TemporaryArtifacts.solid(40, 30, 0, 0, 255), at: 0)
        changed.append(frame: TemporaryArtifacts.solid(40, 30, 255, 255, 0), at: 0.25)
        let old = try recording.filmstrip(columns: 2)
        let new = try changed.filmstrip(columns: 2)
        let difference = ImageComparison.highlightedDifference(old, new)
        // Rows 8…37 hold the frames; the labels are drawn in the 22 rows under them.
        #expect(ImageComparison.changedRows(difference) == Array(8..<38))
        let label = (41..<56).flatMap { y in (8..<104).map { x in difference[x, y].r } }
        #expect((label.max() ?? 0) - (label.min() ?? 0) >= 60, "the label's text shows")
    }

    @Test func unwritableFolderIsNamedInTheMessageAndTheTestStillGetsItsDiff() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-not-a-folder-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let folder = file.appendingPathComponent("artifacts", isDirectory: true)
        let result = ArtifactsFolder.$override.withValue(folder) {
            Diffing<UIImage>.image.diffV2(
                image(TemporaryArtifacts.solid(2, 2, 0, 0, 0)),
                image(TemporaryArtifacts.solid(2, 2, 9, 9, 9)))
        }
        let message = try #require(result?.0)
        #expect(message.hasPrefix("Newly-taken snapshot does not match reference"))
        #expect(
            message.contains("Artifacts not written: cannot create \(folder.path)"), "\(message)")
        #expect(result?.1.count == 3, "still attached")
    }

    @Test func folderComesFromSegueArtifactsThenSnapshotArtifactsThenBuild() {
        #expect(
            ArtifactsFolder.url(
                environment: ["SEGUE_ARTIFACTS": "/a", "SNAPSHOT_ARTIFACTS": "/b"],
                currentDirectory: "/w"
            ).path == "/a")
        #expect(
            ArtifactsFolder.url(environment: ["SNAPSHOT_ARTIFACTS": "/b"], currentDirectory: "/w")
                .path == "/b")
        #expect(
            ArtifactsFolder.url(environment: [:], currentDirectory: "/w").path
                == "/w/.build/segue-artifacts")
    }
}
