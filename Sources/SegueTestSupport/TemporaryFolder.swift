import Foundation

/// Fresh folders in the system's temporary directory, for tests that write files.
package enum TemporaryFolder {
    /// A new, empty folder named `prefix-<UUID>`; the caller removes it.
    package static func make(_ prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
