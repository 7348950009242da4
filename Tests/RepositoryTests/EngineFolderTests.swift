import Foundation
import Testing

/// Docs/Architecture.md, "Engine and API": in OpenQuartzCore and OpenUIKit the engine's machinery
/// lives in `Engine/`, and every other file holds (part of) one UIKit, Core Animation, Core
/// Graphics or Core Text type, named for it (`UIView+Layout.swift`); the engine's own types carry no framework
/// prefix, so a reader never mistakes one for API.
@Suite struct EngineFolderTests {
    let repository = Repository()
    static let modules = ["Sources/OpenQuartzCore", "Sources/OpenUIKit"]
    static let frameworkPrefixes = ["UI", "NS", "CA", "CG", "CT"]
    /// Foundation types OpenUIKit extends with a porting form (Porting.md), named as Foundation
    /// names them.
    static let foundationTypes = ["NotificationCenter"]
    /// UIKit's own private container class, named as UIKit names it: it shows in
    /// `recursiveDescription` and `segue trace` as in a real app (Architecture.md).
    static let engineTypesWithUIKitNames: Set<String> = ["UITransitionView"]

    private func swiftFiles(_ module: String) -> [String] {
        repository.files(under: module).filter { $0.hasSuffix(".swift") }
    }

    private func isEngine(_ path: String) -> Bool { path.contains("/Engine/") }

    private func hasFrameworkPrefix(_ name: String) -> Bool {
        Self.frameworkPrefixes.contains { name.hasPrefix($0) }
            || Self.foundationTypes.contains { name.hasPrefix($0 + "+") }
    }

    @Test func everyFileOutsideEngineIsNamedForAFrameworkType() throws {
        var misplaced: [String] = []
        for module in Self.modules {
            let files = swiftFiles(module)
            try #require(files.contains(where: isEngine), "no Engine/ folder in \(module)")
            for file in files where !isEngine(file) {
                let name = (file as NSString).lastPathComponent
                if name != "Exports.swift" && !hasFrameworkPrefix(name) { misplaced.append(file) }
            }
        }
        #expect(misplaced == [], "engine files outside Engine/ (or API files misnamed)")
    }

    @Test func noFileInEngineIsNamedForAFrameworkType() {
        let named = Self.modules.flatMap(swiftFiles).filter(isEngine).filter {
            hasFrameworkPrefix(($0 as NSString).lastPathComponent)
        }
        #expect(named == [], "API files inside Engine/")
    }

    /// Top-level `class`, `struct`, `enum`, `protocol` and `actor` declarations that are not
    /// public, with their files.
    private func internalTypes() -> [(file: String, name: String)] {
        let keywords: Set<Substring> = ["class", "struct", "enum", "protocol", "actor"]
        var found: [(String, String)] = []
        for file in Self.modules.flatMap(swiftFiles) {
            for line in repository.text(file).split(separator: "\n") {
                guard let first = line.first, first != " ", first != "/", first != "}" else {
                    continue
                }
                let words = line.split(separator: " ")
                guard let k = words.firstIndex(where: { keywords.contains($0) }),
                    k + 1 < words.count,
                    !words[..<k].contains("public"), !words[..<k].contains("open"),
                    !words[..<k].contains("func"), !words[..<k].contains("extension")
                else { continue }
                let name = words[k + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                found.append((file, String(name)))
            }
        }
        return found
    }

    @Test func theEnginesOwnTypesCarryNoFrameworkPrefix() {
        let types = internalTypes()
        #expect(types.contains { $0.name == "TransitionDriver" }, "the scan finds engine types")
        let prefixed = types.filter {
            hasFrameworkPrefix($0.name) && !Self.engineTypesWithUIKitNames.contains($0.name)
        }
        #expect(prefixed.map { "\($0.file): \($0.name)" } == [])
    }
}
