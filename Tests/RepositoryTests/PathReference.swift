import Foundation

/// A path to a file of the repository written in its text (`Docs/Behaviour.md`,
/// `Sources/OpenUIKit/…`, `Tests/SegueRenderTests/Effect*Tests.swift`), and whether it leads to
/// something that is there.
struct PathReference {
    /// The folders a path is recognised by: the repository's own, and the private folder beside it
    /// that the repository must not rely on.
    static let roots = ["Docs", "Sources", "Tests", "Scripts", "Fuzz", "Benchmarks", "shared"]

    /// The paths written in `line`.
    static func all(in line: String) -> [String] {
        let pattern =
            #"(?<![A-Za-z0-9_/.\-])((?:\.\./)*(?:"# + roots.joined(separator: "|")
            + #")/[^\s`'"()\[\]{},;|\\]*)"#
        let regex = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(line.startIndex..., in: line)
        var found = regex.matches(in: line, range: range).compactMap { match in
            Range(match.range(at: 1), in: line).map { String(line[$0]) }
        }
        // The private folder beside the repository, named without a slash after it, is outside too.
        let outside = ".." + "/shared"
        if line.contains(outside) && !found.contains(where: { $0.hasPrefix(outside) }) {
            found.append(outside)
        }
        return found.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ".:!?")) }
    }

    let repository: Repository

    /// Whether `path`, written in `file`, names something in the repository: relative to the root,
    /// or to the package `file` belongs to (the benchmarks are a package of their own). A `*`
    /// matches any run of characters in a name; from a placeholder (`<name>`, `…`) on, only the
    /// folder before it must exist; build products (`.build/`) are not checked.
    func resolves(_ path: String, from file: String) -> Bool {
        if path.hasPrefix("shared" + "/") || path.hasPrefix("../") { return false }
        if path.contains("/.build/") { return true }
        var path = path
        if let placeholder = path.firstIndex(where: { "<…".contains($0) }) {
            path = String(path[..<placeholder])
            if let slash = path.lastIndex(of: "/") { path = String(path[...slash]) }
        }
        var bases = [""]
        if let package = packageFolder(of: file) { bases.append(package + "/") }
        return bases.contains { !expand($0 + path).isEmpty }
    }

    /// The folder of the nested package holding `file` (one with its own `Package.swift`), if any.
    private func packageFolder(of file: String) -> String? {
        var parts = file.split(separator: "/").dropLast()
        while !parts.isEmpty {
            let folder = parts.joined(separator: "/")
            if repository.exists(folder + "/Package.swift") { return folder }
            parts = parts.dropLast()
        }
        return nil
    }

    /// The existing paths `pattern` names (itself, or what its `*` names match).
    private func expand(_ pattern: String) -> [String] {
        var matches = [""]
        for name in pattern.split(separator: "/").map(String.init) {
            matches = matches.flatMap { folder -> [String] in
                let prefix = folder.isEmpty ? "" : folder + "/"
                guard name.contains("*") else {
                    return repository.exists(prefix + name) ? [prefix + name] : []
                }
                let regex =
                    "^"
                    + name.split(separator: "*", omittingEmptySubsequences: false)
                    .map { NSRegularExpression.escapedPattern(for: String($0)) }
                    .joined(separator: ".*") + "$"
                return repository.contents(folder).filter {
                    $0.range(of: regex, options: .regularExpression) != nil
                }.map { prefix + $0 }
            }
        }
        return matches.filter { !$0.isEmpty }
    }
}
