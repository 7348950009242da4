import Foundation
import SegueCodecs
import SegueRender
import SnapshotTesting

extension AnimatedImageDiff {
    /// The failure of an `.animatedImage` snapshot: the message (sizes, frame counts, which frames
    /// differ) and its attachments, with every file written to the artifacts folder.
    ///
    /// Writes `<stem>.reference.png` and `<stem>.failure.png` (the animations),
    /// `<stem>.difference.png` (the first differing frames side by side) and, under `<stem>.frames/`, each frame of both and the difference of each
    /// differing frame, for the report's scrubber.
    package static func failure(reference: Data, new: Data) -> (String, [DiffAttachment]) {
        let diff = AnimatedImageDiff(reference: reference, failure: new)
        let message =
            "The animated PNG differs: reference \(APNGSummary(reference)), new \(APNGSummary(new))\n"
            + diff.summary
        let name = SnapshotTestName.current()
        var files: [FailureArtifacts.File] = [
            .init(role: "reference", name: "\(name.stem).reference.png", data: reference),
            .init(role: "failure", name: "\(name.stem).failure.png", data: new),
        ]
        if diff.decodingProblem == nil, let sheet = try? diff.sideBySide().pngData() {
            files.append(
                .init(role: "difference", name: "\(name.stem).difference.png", data: sheet))
        }
        let (frames, frameFiles) = diff.frameFiles(folder: "\(name.stem).frames")
        let recorded = FailureArtifacts.record(
            kind: .animation, name: name, message: message, files: files + frameFiles,
            frames: frames, differingFrames: diff.differingFrames)
        return (message + "\n" + recorded.note, recorded.attachments)
    }

    /// One manifest entry per frame, and the PNGs they name under `folder` (not attached).
    func frameFiles(folder: String) -> ([FailureManifest.Frame], [FailureArtifacts.File]) {
        let differing = Set(differingFrames)
        let (rt, nt) = (referenceTimes, failureTimes)
        var frames: [FailureManifest.Frame] = []
        var files: [FailureArtifacts.File] = []
        func add(_ image: RGBAImage?, _ name: String) -> String? {
            guard let image, let data = try? image.pngData() else { return nil }
            files.append(.init(role: nil, name: "\(folder)/\(name)", data: data, attached: false))
            return "\(folder)/\(name)"
        }
        for i in 0..<max(reference.count, failure.count) {
            let number = String(format: "%03d", i)
            frames.append(
                FailureManifest.Frame(
                    index: i, referenceTime: i < rt.count ? rt[i] : nil,
                    failureTime: i < nt.count ? nt[i] : nil, differs: differing.contains(i),
                    reference: add(
                        i < reference.count ? reference[i].image : nil, "reference-\(number).png"),
                    failure: add(
                        i < failure.count ? failure[i].image : nil, "failure-\(number).png"),
                    difference: differing.contains(i)
                        ? add(difference(at: i)?.image, "difference-\(number).png") : nil))
        }
        return (frames, files)
    }
}
