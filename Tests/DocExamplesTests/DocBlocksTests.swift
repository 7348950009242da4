import Foundation
import Testing

/// Every ```swift block of the documentation is the text of a compiled file in this target (the
/// whole file, or the lines between a `// doc: begin` and a `// doc: end` marker line), word for
/// word, so that every example compiles, and the tests beside it run it.
@Suite struct DocBlocksTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The documents whose ```swift blocks must compile, relative to the repository.
    static func documents() throws -> [String] {
        let catalog = "Sources/SegueTesting/SegueTesting.docc"
        let files = try #require(
            FileManager.default.enumerator(
                at: repository.appendingPathComponent(catalog), includingPropertiesForKeys: nil))
        let articles = files.compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }
            .map {
                catalog + $0.path.dropFirst(repository.appendingPathComponent(catalog).path.count)
            }
        return ["README.md", "Docs/Testing.md"] + articles.sorted()
    }

    /// The files that hold the documentation's code: this target's examples, and README's first
    /// example, which SegueRenderTests compiles (it needs SegueRender's recorder).
    static let exampleFolders = [
        "Tests/DocExamplesTests/Examples", "Tests/SegueRenderTests/Readme",
    ]

    struct Block {
        var document: String
        var line: Int
        var text: String
    }

    /// The ```swift blocks of a document, with the line of each opening fence (1-based).
    static func blocks(in document: String) throws -> [Block] {
        try blocks(
            inText: String(
                contentsOf: repository.appendingPathComponent(document), encoding: .utf8),
            of: document)
    }

    /// The ```swift blocks of `text`, the contents of `document`.
    static func blocks(inText text: String, of document: String) -> [Block] {
        var blocks: [Block] = []
        var open: (line: Int, lines: [String])?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            if var block = open {
                if line.trimmingCharacters(in: .whitespaces) == "```" {
                    blocks.append(
                        Block(document: document, line: block.line, text: block.lines.joined()))
                    open = nil
                } else {
                    block.lines.append(line + "\n")
                    open = block
                }
            } else if line.trimmingCharacters(in: .whitespaces) == "```swift" {
                open = (index + 1, [])
            }
        }
        return blocks
    }

    /// Each example file's whole text, and the text between each pair of markers, dedented by
    /// the begin marker's indentation.
    static func counterparts() throws -> [(file: String, text: String)] {
        var result: [(String, String)] = []
        for folder in exampleFolders {
            let names = try FileManager.default.contentsOfDirectory(
                atPath: repository.appendingPathComponent(folder).path)
            for name in names.sorted() where name.hasSuffix(".swift") {
                let path = folder + "/" + name
                let text = try String(
                    contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
                result.append((path, text))
                var region: (indent: Int, lines: [String])?
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    if trimmed == "// doc: begin" {
                        region = (line.prefix { $0 == " " }.count, [])
                    } else if trimmed == "// doc: end", let done = region {
                        result.append((path, done.lines.joined()))
                        region = nil
                    } else if var open = region {
                        let indent = min(open.indent, line.prefix { $0 == " " }.count)
                        open.lines.append(String(line.dropFirst(indent)) + "\n")
                        region = open
                    }
                }
            }
        }
        return result
    }

    /// Manifests are not test code: Scripts/docs-end-to-end.sh builds a package from each.
    static func isManifest(_ block: Block) -> Bool {
        block.text.hasPrefix("// swift-tools-version")
    }

    /// The blocks of `blocks` that no counterpart holds word for word.
    static func unmatched(_ blocks: [Block], in counterparts: [(file: String, text: String)])
        -> [Block]
    {
        blocks.filter { block in
            !isManifest(block) && !counterparts.contains { $0.text == block.text }
        }
    }

    @Test func everySwiftBlockIsTheTextOfACompiledExample() throws {
        let counterparts = try Self.counterparts()
        var checked = 0
        for document in try Self.documents() {
            let blocks = try Self.blocks(in: document)
            checked += blocks.count { !Self.isManifest($0) }
            for block in Self.unmatched(blocks, in: counterparts) {
                let nearest = counterparts.max { a, b in
                    Self.sharedLines(a.text, block.text) < Self.sharedLines(b.text, block.text)
                }
                Issue.record(
                    """
                    \(document):\(block.line): this ```swift block is not the text of any file \
                    in \(Self.exampleFolders.joined(separator: " or ")), whole or between \
                    `// doc: begin` and `// doc: end`; the nearest is \
                    \(nearest?.file ?? "none"): copy one onto the other
                    """,
                    sourceLocation: SourceLocation(
                        fileID: "DocExamplesTests/\(document)",
                        filePath: Self.repository.appendingPathComponent(document).path,
                        line: block.line, column: 1))
            }
        }
        #expect(checked >= 10, "the walker found \(checked) blocks: is it reading the documents?")
    }

    @Test func everyMarkedRegionIsShownInTheDocumentation() throws {
        var shown: Set<String> = []
        for document in try Self.documents() {
            shown.formUnion(try Self.blocks(in: document).map(\.text))
        }
        for (file, text) in try Self.counterparts()
        where file.hasPrefix("Tests/DocExamplesTests/") && !shown.contains(text) {
            let isWholeFile =
                try text
                == String(contentsOf: Self.repository.appendingPathComponent(file), encoding: .utf8)
            if isWholeFile && text.contains("// doc: begin") { continue }
            Issue.record(
                "\(file): \(isWholeFile ? "the file" : "a marked region") is in no document")
        }
    }

    @Test func everyTutorialCodeFileIsBuiltByTheDocsScript() throws {
        let resources = "Sources/SegueTesting/SegueTesting.docc/Resources"
        let script = try String(
            contentsOf: Self.repository.appendingPathComponent("Scripts/docs-end-to-end.sh"),
            encoding: .utf8)
        let names = try FileManager.default.contentsOfDirectory(
            atPath: Self.repository.appendingPathComponent(resources).path)
        let code = names.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".yml") }
        #expect(code.count >= 7)
        for name in code.sorted() {
            #expect(
                script.contains(name),
                "\(resources)/\(name) is not run by Scripts/docs-end-to-end.sh")
        }
    }

    @Test func theWalkerFindsBlocksAndRegions() throws {
        let readme = try Self.blocks(in: "README.md")
        #expect(readme.contains { $0.text.hasPrefix("@_spi(Testing) import OpenUIKit") })
        #expect(readme.contains(where: Self.isManifest))
        let regions = try Self.counterparts().filter { $0.file.hasSuffix("FuzzerExample.swift") }
        #expect(
            regions.map(\.text).contains(
                "let report = TransitionFuzzer(seed: 42, operations: 300).run()\n"
                    + "#expect(report.violations.isEmpty, \"\\(report)\")\n"))
    }

    @Test func aChangedBlockIsReportedAtItsLine() throws {
        let counterparts = try Self.counterparts()
        let readme = try String(
            contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = Self.blocks(inText: readme, of: "README.md")
        #expect(Self.unmatched(blocks, in: counterparts).isEmpty)
        // One word changed in the sheet example: that block, and only it, has no counterpart.
        let changed = readme.replacingOccurrences(
            of: "{ DetailViewController() }, from:", with: "{ DetailController() }, from:")
        let drifted = Self.unmatched(
            Self.blocks(inText: changed, of: "README.md"), in: counterparts)
        let sheet = try #require(blocks.first { $0.text.contains("detailSlidesUpAsASheet") })
        #expect(drifted.map(\.line) == [sheet.line])
        #expect(
            readme.split(separator: "\n", omittingEmptySubsequences: false)[sheet.line - 1]
                == "```swift")
    }

    static func sharedLines(_ a: String, _ b: String) -> Int {
        Set(a.split(separator: "\n")).intersection(b.split(separator: "\n")).count
    }
}
