import Foundation

/// The repository these tests were compiled from, read as text: found from this file's path, so
/// the tests need no working directory and no git.
struct Repository {
    /// The folder holding `Package.swift`.
    let root: URL

    init(file: String = #filePath) {
        root = URL(fileURLWithPath: file).deletingLastPathComponent()  // RepositoryTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
    }

    /// Whether `path` (relative to the root, `/`-separated) names a file or folder.
    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// The text of the file at `path` (relative to the root); empty if it cannot be read as UTF-8.
    func text(_ path: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// The names in the folder at `path` (relative to the root), sorted; empty if there is none.
    func contents(_ path: String) -> [String] {
        let names = try? FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent(path).path)
        return (names ?? []).sorted()
    }

    /// Whether `path` is a folder.
    func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        let found = FileManager.default.fileExists(
            atPath: root.appendingPathComponent(path).path, isDirectory: &folder)
        return found && folder.boolValue
    }

    /// Every file below the folder `path` (relative paths from the root), skipping build products,
    /// hidden folders and the folders `skipping` names (relative to the root, or any folder whose
    /// name ends with one of `skippingSuffixes`).
    func files(
        under path: String, skipping: Set<String> = [], skippingSuffixes: [String] = []
    ) -> [String] {
        var found: [String] = []
        for name in contents(path) where !name.hasPrefix(".") {
            let child = path.isEmpty ? name : path + "/" + name
            if isFolder(child) {
                if skipping.contains(child) || skippingSuffixes.contains(where: name.hasSuffix) {
                    continue
                }
                found += files(
                    under: child, skipping: skipping, skippingSuffixes: skippingSuffixes)
            } else {
                found.append(child)
            }
        }
        return found
    }
}
