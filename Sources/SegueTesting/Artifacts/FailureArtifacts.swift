import Foundation
import SnapshotTesting
import Synchronization
import Testing

/// Writes what a failed snapshot leaves behind: its files and manifest in the artifacts folder,
/// the same files as Swift Testing attachments, and a fresh run report.
package enum FailureArtifacts {
    /// One file of a failure: its role in the manifest, its name in the folder, its bytes.
    package struct File: Sendable {
        /// `reference`, `failure`, `difference`, `diff`…; nil for files only the manifest's
        /// frames name (an animation's frames).
        package var role: String?
        /// The path in the artifacts folder.
        package var name: String
        /// The bytes.
        package var data: Data
        /// Whether it is also recorded as a Swift Testing attachment.
        package var attached: Bool

        package init(role: String?, name: String, data: Data, attached: Bool = true) {
            self.role = role
            self.name = name
            self.data = data
            self.attached = attached
        }
    }

    /// What was recorded: the manifest, the library's attachments, and the line for the message.
    package struct Recorded {
        package var manifest: FailureManifest
        package var attachments: [DiffAttachment]
        /// Where the files went (`Artifacts: …`), or why they could not be written.
        package var note: String
    }

    /// This process's run: when it started and its id.
    package static let run: String = {
        "\(timestamp(Date()))-\(ProcessInfo.processInfo.processIdentifier)"
    }()

    private static let writing = Mutex<Void>(())

    /// Writes `files` (named by `name.stem` and the caller) and `<stem>.json` into the artifacts
    /// folder, rewrites its `index.html`, and records the attached files with Swift Testing.
    ///
    /// Never throws: a folder that cannot be made or written is named in `note`, and the test
    /// fails only for its snapshot.
    package static func record(
        kind: FailureManifest.Kind, name: SnapshotTestName, message: String, files: [File],
        frames: [FailureManifest.Frame]? = nil, differingFrames: [Int]? = nil
    ) -> Recorded {
        var roles: [String: String] = [:]
        for file in files { if let role = file.role { roles[role] = file.name } }
        let manifest = FailureManifest(
            kind: kind, test: name.test, testID: name.testID, number: name.number,
            message: message, files: roles, frames: frames, differingFrames: differingFrames,
            run: run, recorded: timestamp(Date()))
        if Test.current != nil {
            for file in files where file.attached {
                Attachment.record([UInt8](file.data), named: file.name)
            }
        }
        let folder = ArtifactsFolder.url()
        let note = writing.withLock { _ in write(manifest, files, stem: name.stem, to: folder) }
        let attachments = files.filter(\.attached).map {
            DiffAttachment.data($0.data, name: $0.name)
        }
        return Recorded(manifest: manifest, attachments: attachments, note: note)
    }

    /// Writes the files, the manifest and the index; the line for the failure message.
    private static func write(
        _ manifest: FailureManifest, _ files: [File], stem: String, to folder: URL
    ) -> String {
        if let problem = ArtifactsFolder.prepare(folder) {
            return "Artifacts not written: \(problem)."
        }
        do {
            for file in files {
                let url = folder.appendingPathComponent(file.name)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.data.write(to: url)
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try encoder.encode(manifest).write(
                to: folder.appendingPathComponent("\(stem).json"))
            let index = try RunReport(folder: folder).write()
            return "Artifacts: \(folder.path)/\(stem).*; run report: \(index.path)"
        } catch {
            return "Artifacts not written to \(folder.path): \(error.localizedDescription)."
        }
    }

    /// `2026-11-27T05:00:03Z`.
    package static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
