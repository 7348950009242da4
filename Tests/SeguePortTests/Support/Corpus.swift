import Foundation
import SeguePort
import SegueTestSupport

/// The corpus of `Corpus/`: each `Before/` file (iOS source) ported is its `After/` file, which
/// this test target compiles; `Reported/` holds what the porter lists instead.
enum Corpus {
    /// The package's root folder, where `swift test` runs and the corpus paths start.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let folder = "Tests/SeguePortTests/Corpus"

    /// The before files' names, sorted.
    static let names: [String] = {
        let path = root.appendingPathComponent("\(folder)/Before").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }()

    /// The text of `path`, relative to the root.
    static func text(_ path: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    static func source(_ path: String) -> Porter.Source {
        Porter.Source(path: path, text: text(path))
    }

    /// Every before file, ported together as `segue port Before --out After` ports them.
    static func portedBefore() -> [Porter.Result] {
        Porter().port(names.map { source("\(folder)/Before/\($0)") })
    }

    /// The text of a successful port.
    static func output(_ result: Porter.Result) -> String? {
        if case .success(let text) = result.output { return text }
        return nil
    }
}

/// The built tools, found next to the test bundle as the tool tests find `segue`.
enum Built {
    static func executable(_ name: String) -> URL {
        var dir = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Runs `segue-port` with `arguments` in the package's root folder.
    static func port(_ arguments: [String]) throws -> Subprocess.Result {
        try Subprocess.run(executable("segue-port"), arguments, in: Corpus.root)
    }
}
