import Foundation

/// The targets `Package.swift` declares, read from its text: each one's name, kind, dependencies
/// and sources folder.
struct PackageManifest {
    struct Target {
        enum Kind: String { case target, executableTarget, testTarget, systemLibrary }

        var name: String
        var kind: Kind
        /// Targets and products it depends on, by module name.
        var dependencies: Set<String>
        /// Its sources folder, relative to the root.
        var path: String
    }

    var targets: [Target]

    init(text: String) {
        var targets: [Target] = []
        let kinds: [Target.Kind] = [.target, .executableTarget, .testTarget, .systemLibrary]
        for kind in kinds {
            var rest = text[...]
            while let start = rest.range(of: ".\(kind.rawValue)(") {
                let body = Self.balanced(rest[start.upperBound...], open: "(", close: ")")
                rest = rest[start.upperBound...]
                guard let name = Self.firstString(after: "name:", in: body) else { continue }
                var dependencies: Set<String> = []
                if let list = body.range(of: "dependencies: [") {
                    let inside = Self.balanced(body[list.upperBound...], open: "[", close: "]")
                    let withoutPackages = inside.replacingOccurrences(
                        of: #"package:\s*"[^"]*""#, with: "", options: .regularExpression)
                    dependencies = Set(Self.strings(in: withoutPackages))
                }
                let folder = kind == .testTarget ? "Tests" : "Sources"
                let path = Self.firstString(after: "path:", in: body) ?? "\(folder)/\(name)"
                targets.append(
                    Target(name: name, kind: kind, dependencies: dependencies, path: path))
            }
        }
        self.targets = targets
    }

    /// The text up to the bracket that closes the one just before `text`.
    private static func balanced(_ text: Substring, open: Character, close: Character) -> String {
        var depth = 1
        var end = text.startIndex
        while end < text.endIndex {
            if text[end] == open { depth += 1 }
            if text[end] == close {
                depth -= 1
                if depth == 0 { break }
            }
            end = text.index(after: end)
        }
        return String(text[..<end])
    }

    private static func firstString(after label: String, in text: String) -> String? {
        guard let at = text.range(of: label) else { return nil }
        return strings(in: String(text[at.upperBound...])).first
    }

    private static func strings(in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: #""([^"]*)""#)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
