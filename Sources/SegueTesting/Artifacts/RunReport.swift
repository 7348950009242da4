import Foundation

/// The run report: one HTML page over an artifacts folder, every failed snapshot on it.
///
/// It reads the `*.json` manifests SegueTesting writes (see ``FailureManifest``) and shows, for
/// each failure: the message; for images the reference, the new image and the difference, and a
/// slider or onion skin between reference and new; for animations both animations, the first
/// differing frames side by side, and every frame under one shared scrubber; for timelines and
/// text the diff. The newest run comes first; failures of earlier runs left in the folder are
/// folded away below. The page needs no server and nothing from the network: its CSS and script
/// are inline and its images are linked by relative path, so it opens from disk (`file://`).
public struct RunReport: Sendable {
    /// The artifacts folder read.
    public var folder: URL

    /// A report over `folder`.
    public init(folder: URL) {
        self.folder = folder
    }

    /// Errors the report gives.
    public enum Failure: Error, CustomStringConvertible, Equatable {
        /// The folder does not exist or is not a folder.
        case notAFolder(String)

        public var description: String {
            switch self {
            case .notAFolder(let path): return "\(path): no such folder"
            }
        }
    }

    /// The manifests in the folder, newest run first, then by test name and number; files that
    /// are not SegueTesting manifests are skipped.
    public func manifests() throws -> [FailureManifest] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else { throw Failure.notAFolder(folder.path) }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let decoder = JSONDecoder()
        let found = names.filter { $0.hasSuffix(".json") }.compactMap { name -> FailureManifest? in
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)),
                let manifest = try? decoder.decode(FailureManifest.self, from: data),
                manifest.format == FailureManifest.currentFormat
            else { return nil }
            return manifest
        }
        return found.sorted(by: Self.newer)
    }

    /// Newest run first; within a run, by test name then number.
    static func newer(_ a: FailureManifest, than b: FailureManifest) -> Bool {
        if a.run != b.run { return a.run > b.run }
        if a.test != b.test { return a.test < b.test }
        return a.number < b.number
    }

    /// The page, with links relative to `directory` (default: the folder itself).
    public func html(linkingFrom directory: URL? = nil) throws -> String {
        let manifests = try manifests()
        let base = Self.relativePath(from: directory ?? folder, to: folder)
        return RunReportPage(manifests: manifests, folder: folder.path, base: base).html
    }

    /// Writes the page to `file` (default: `index.html` in the folder) and returns its URL.
    @discardableResult
    public func write(to file: URL? = nil) throws -> URL {
        let target = file ?? folder.appendingPathComponent("index.html")
        let page = try html(linkingFrom: target.deletingLastPathComponent())
        try Data(page.utf8).write(to: target, options: .atomic)
        return target
    }

    /// The path of `target` relative to `directory` (`""` when they are the same, else ending in
    /// `/`), both taken as absolute, symbolic links resolved.
    static func relativePath(from directory: URL, to target: URL) -> String {
        let from = directory.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let to = target.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        var common = 0
        while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...]
        return parts.isEmpty ? "" : parts.joined(separator: "/") + "/"
    }
}
