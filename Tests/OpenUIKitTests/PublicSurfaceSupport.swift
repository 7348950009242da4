import Foundation
import SegueTestSupport
import Testing

/// The public declarations of OpenQuartzCore and OpenUIKit, extracted from the built modules.
struct PublicSurface {
    /// One allow-list line: the module, the symbol's path and its declaration heading, e.g.
    /// `OpenUIKit  UIView.animate(withDuration:animations:)  static func animate(withDuration: TimeInterval, animations: () -> Void)`.
    struct Entry: Hashable, Comparable, CustomStringConvertible {
        var module: String
        var path: String
        var heading: String

        /// The line as written in the allow-lists.
        var line: String { "\(module)  \(path)  \(heading)" }
        var description: String { "`\(path)` (\(heading)) in \(module)" }

        static func < (a: Entry, b: Entry) -> Bool { a.line < b.line }

        /// Parses a line written by `line`; nil for blank lines and `#` comments.
        init?(line raw: Substring) {
            let text = raw.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, !text.hasPrefix("#") else { return nil }
            let parts = text.components(separatedBy: "  ")
            guard parts.count >= 3 else { return nil }
            module = parts[0]
            path = parts[1]
            heading = parts[2...].joined(separator: "  ")
        }

        init(module: String, path: String, heading: String) {
            self.module = module
            self.path = path
            self.heading = heading
        }
    }

    /// A declaration found in a module's symbol graph.
    struct Symbol: Comparable {
        var entry: Entry
        var isSPI: Bool
        var hasDocComment: Bool
        /// `Sources/…/File.swift:line`, for messages.
        var location: String

        var module: String { entry.module }
        static func < (a: Symbol, b: Symbol) -> Bool { a.entry < b.entry }
    }

    /// The checked-in allow-lists of PublicSurface/.
    struct AllowLists {
        var quartzCore: Set<Entry>
        var uiKit: Set<Entry>
        var porting: Set<Entry>
        var harness: Set<Entry>

        static func load() throws -> AllowLists {
            func read(_ name: String) throws -> Set<Entry> {
                let url = PublicSurface.listDirectory.appendingPathComponent(name)
                let text = try String(contentsOf: url, encoding: .utf8)
                var entries = Set<Entry>()
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    if let entry = Entry(line: line) { entries.insert(entry) }
                }
                return entries
            }
            return AllowLists(
                quartzCore: try read("QuartzCore.txt"), uiKit: try read("UIKit.txt"),
                porting: try read("Porting.txt"), harness: try read("Harness.txt"))
        }
    }

    /// The modules whose surface is checked.
    static let modules = ["OpenQuartzCore", "OpenUIKit"]

    /// The folder holding the allow-lists (PublicSurface/ beside this file).
    static let listDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("PublicSurface")
    /// The package root (the folder holding Package.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    var symbols: [Symbol]

    /// Runs `swift-symbolgraph-extract` (public and `@_spi` symbols, no synthesized members) on each
    /// module of `modules` as built for this test run, and reads the graphs.
    static func extract() throws -> PublicSurface {
        let build = try BuildLayout.current()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-surface-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        var symbols: [Symbol] = []
        for module in modules {
            let directory = output.appendingPathComponent(module)
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
            try run(
                build.symbolGraphExtract,
                [
                    "-module-name", module, "-target", build.triple,
                    "-I", build.modules.path,
                ] + build.systemLibraryFlags + [
                    "-minimum-access-level", "public", "-skip-synthesized-members",
                    "-include-spi-symbols",
                    "-output-dir", directory.path,
                ])
            for file in try FileManager.default.contentsOfDirectory(atPath: directory.path)
            where file.hasSuffix(".symbols.json") {
                symbols += try read(graph: directory.appendingPathComponent(file), module: module)
            }
        }
        #expect(!symbols.isEmpty, "swift-symbolgraph-extract found no symbols")
        return PublicSurface(symbols: symbols)
    }

    private static func read(graph url: URL, module: String) throws -> [Symbol] {
        let json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
        let rawSymbols = json["symbols"] as? [[String: Any]] ?? []
        return rawSymbols.map { symbol in
            let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
            let names = symbol["names"] as? [String: Any] ?? [:]
            let fragments = names["subHeading"] as? [[String: Any]] ?? []
            var heading = fragments.map { $0["spelling"] as? String ?? "" }.joined()
            if heading.isEmpty { heading = names["title"] as? String ?? path }
            let location = symbol["location"] as? [String: Any] ?? [:]
            let uri = location["uri"] as? String ?? ""
            let line =
                ((location["position"] as? [String: Any])?["line"] as? Int).map { $0 + 1 } ?? 0
            let file = uri.range(of: "/Sources/").map { "Sources/" + uri[$0.upperBound...] } ?? uri
            return Symbol(
                entry: Entry(module: module, path: path, heading: heading),
                isSPI: symbol["spi"] as? Bool ?? false,
                hasDocComment: symbol["docComment"] != nil,
                location: "\(file):\(line)")
        }
    }

    private static func run(_ executable: URL, _ arguments: [String]) throws {
        _ = try output(of: executable, arguments)
    }

    /// Runs `executable` and returns its standard output; throws with its standard error if it fails.
    static func output(of executable: URL, _ arguments: [String]) throws -> String {
        let result = try Subprocess.run(executable, arguments)
        if result.status != 0 {
            throw SurfaceError(
                "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) failed: \(result.stderr)"
            )
        }
        return result.stdout
    }
}

/// Where the build put the modules under test, and the tools to read them.
struct BuildLayout {
    /// The folder holding `OpenUIKit.swiftmodule`.
    var modules: URL
    /// The target triple the modules were built for.
    var triple: String
    /// The toolchain's `swift-symbolgraph-extract`.
    var symbolGraphExtract: URL
    /// Flags that let the extractor load OpenUIKit's system libraries: their module maps and
    /// FreeType's headers (`pkg-config --cflags-only-I freetype2`, else /usr/include/freetype2).
    var systemLibraryFlags: [String]

    /// The layout of the build running this test: the modules beside the test bundle, else
    /// `.build/debug/Modules` of the package.
    static func current() throws -> BuildLayout {
        let fileManager = FileManager.default
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var candidates: [URL] = []
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(folder.appendingPathComponent("Modules"))
            folder = folder.deletingLastPathComponent()
        }
        candidates.append(
            PublicSurface.packageRoot.appendingPathComponent(".build/debug/Modules")
                .resolvingSymlinksInPath())
        guard
            let modules = candidates.first(where: {
                fileManager.fileExists(
                    atPath: $0.appendingPathComponent("OpenUIKit.swiftmodule").path)
            })
        else {
            throw SurfaceError(
                "OpenUIKit.swiftmodule not found in any of \(candidates.map(\.path))")
        }
        // SwiftPM builds into .build/<triple>/<configuration>/Modules.
        let triple = modules.deletingLastPathComponent().deletingLastPathComponent()
            .lastPathComponent
        guard triple.split(separator: "-").count >= 3 else {
            throw SurfaceError("cannot tell the target triple from \(modules.path)")
        }
        let searchPath = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map(String.init)
        guard
            let tool = searchPath.map({
                URL(fileURLWithPath: $0).appendingPathComponent("swift-symbolgraph-extract")
            })
            .first(where: { fileManager.isExecutableFile(atPath: $0.path) })
        else {
            throw SurfaceError(
                "swift-symbolgraph-extract (part of every Swift toolchain) is not on PATH")
        }
        var includes = ["-I/usr/include/freetype2"]
        if let pkgConfig = searchPath.map({
            URL(fileURLWithPath: $0).appendingPathComponent("pkg-config")
        })
        .first(where: { fileManager.isExecutableFile(atPath: $0.path) }),
            let flags = try? PublicSurface.output(of: pkgConfig, ["--cflags-only-I", "freetype2"])
        {
            includes = flags.split(whereSeparator: \.isWhitespace).map(String.init)
        }
        // OpenUIKit's system libraries: FreeType directly, zlib, libwebp and libjpeg-turbo through
        // SegueCodecs (their headers are in the default include path).
        let moduleMaps = ["CFreeType", "CZlib", "CWebP", "CTurboJPEG"].flatMap {
            ["-I", PublicSurface.packageRoot.appendingPathComponent("Sources/\($0)").path]
        }
        return BuildLayout(
            modules: modules, triple: triple, symbolGraphExtract: tool,
            systemLibraryFlags: moduleMaps + includes.flatMap { ["-Xcc", $0] })
    }
}

/// A failure to read the surface, with what went wrong.
struct SurfaceError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
