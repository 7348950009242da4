import Foundation

/// Where SegueTesting writes what failed snapshots leave behind, and the run report.
///
/// `SEGUE_ARTIFACTS` when set, else swift-snapshot-testing's `SNAPSHOT_ARTIFACTS`, else
/// `.build/segue-artifacts` under the current directory. Tests can redirect it for a scope with
/// ``$override`` (the kit's own tests of deliberate failures write into a temporary folder).
public enum ArtifactsFolder {
    /// A folder that replaces the environment's for the current task and its children.
    @TaskLocal public static var override: URL?

    /// The folder failures are written to (not created here).
    ///
    /// - Parameters:
    ///   - environment: the variables to read (default: the process's).
    ///   - currentDirectory: what `.build/segue-artifacts` is relative to (default: the process's
    ///     current directory).
    public static func url(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> URL {
        if let override { return override }
        for key in ["SEGUE_ARTIFACTS", "SNAPSHOT_ARTIFACTS"] {
            if let value = environment[key], !value.isEmpty {
                return URL(fileURLWithPath: value, isDirectory: true)
            }
        }
        return URL(fileURLWithPath: currentDirectory, isDirectory: true)
            .appendingPathComponent(".build/segue-artifacts", isDirectory: true)
    }

    /// Creates `url` (and its parents) if needed; nil when it is there, else what went wrong.
    static func prepare(_ url: URL) -> String? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            return isDirectory.boolValue ? nil : "\(url.path) is a file, not a folder"
        }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            return nil
        } catch {
            return "cannot create \(url.path): \(error.localizedDescription)"
        }
    }
}
