import Foundation
import SnapshotTesting

extension Diffing where Value == String {
    /// The library's `.lines` comparison, and on a failure the two texts and their diff written to
    /// the artifacts folder (`<stem>.reference.txt`, `<stem>.failure.txt`, `<stem>.diff.txt`)
    /// with a manifest of `kind`.
    ///
    /// The message is the library's diff alone (changed lines marked `−` and `+`, a few lines of
    /// context), then where the files went.
    package static func artifactLines(_ kind: FailureManifest.Kind) -> Diffing {
        .diff(toData: Diffing.lines.toData, fromData: Diffing.lines.fromData) { old, new in
            guard let (diff, _) = Diffing.lines.diffV2(old, new) else { return nil }
            let name = SnapshotTestName.current()
            let recorded = FailureArtifacts.record(
                kind: kind, name: name, message: diff,
                files: [
                    .init(
                        role: "reference", name: "\(name.stem).reference.txt", data: Data(old.utf8)),
                    .init(role: "failure", name: "\(name.stem).failure.txt", data: Data(new.utf8)),
                    .init(role: "diff", name: "\(name.stem).diff.txt", data: Data(diff.utf8)),
                ])
            return (diff + "\n\n" + recorded.note, recorded.attachments)
        }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// `.lines` whose failures also go to the artifacts folder as `kind` (see
    /// ``SnapshotTesting/Diffing/artifactLines(_:)``).
    package static func artifactLines(_ kind: FailureManifest.Kind) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .artifactLines(kind))
    }
}
