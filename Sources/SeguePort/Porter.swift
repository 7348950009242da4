import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// `segue port`: iOS source in, Linux-ready source out. Rewrites what only the Objective-C
/// runtime gives into OpenUIKit's closure forms, keeps every original line at its number
/// (`#sourceLocation`), and lists what it cannot rewrite.
public struct Porter {
    /// One source file: the path it is reported and located by, and its text.
    public struct Source: Sendable {
        public var path: String
        public var text: String

        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// One ported file: its text, or the diagnostics of a file that does not parse, and what
    /// could not be rewritten.
    public struct Result: Sendable {
        public var path: String
        public var output: Swift.Result<String, ParseFailure>
        public var findings: [Finding]
    }

    /// The first line of every ported file; a file that starts with it is ported again from its
    /// body, so porting is idempotent.
    static let marker = "// swift-format-ignore-file"
    static let origin = "// Ported by `segue port` from "

    public init() {}

    /// Ports `sources` together: selectors and optional requirements resolve across all of them.
    public func port(_ sources: [Source]) -> [Result] {
        let parsed = sources.map { source -> (Source, SourceFileSyntax) in
            var source = source
            if let body = Self.unported(source.text) {
                source = Source(path: body.path, text: body.text)
            }
            return (source, Parser.parse(source: source.text))
        }
        // Only files that parse are indexed, so nothing moves into a file left unwritten.
        let parses = parsed.map { ParseDiagnosticsGenerator.diagnostics(for: $0.1).isEmpty }
        var index = SymbolIndex()
        for ((source, tree), ok) in zip(parsed, parses) where ok {
            index.add(tree, path: source.path)
        }
        let rewriters = zip(parsed, parses).map { parsed, ok -> Rewriter? in
            guard ok else { return nil }
            let (source, tree) = parsed
            let rewriter = Rewriter(file: source.path, tree: tree, index: index)
            rewriter.walk(tree)
            return rewriter
        }
        // Overrides moved out of extensions, by the file that declares their class.
        var incoming: [String: [Rewriter.Incoming]] = [:]
        for ((source, _), rewriter) in zip(parsed, rewriters) {
            guard let rewriter else { continue }
            for member in rewriter.outgoing(
                source: source.text, directivePath: Self.quoted(source.path))
            {
                let owner =
                    rewriter.classes[member.className] != nil
                    ? source.path : index.classFiles[member.className]![0]
                incoming[owner, default: []].append(member)
            }
        }
        return zip(parsed, rewriters).map { parsed, rewriter in
            port(
                parsed.0, tree: parsed.1, rewriter: rewriter,
                incoming: incoming[parsed.0.path] ?? [])
        }
    }

    static func quoted(_ path: String) -> String {
        path.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
    }

    /// Ports one file on its own.
    public func port(_ source: Source) -> Result { port([source])[0] }

    private func port(
        _ source: Source, tree: SourceFileSyntax, rewriter: Rewriter?,
        incoming: [Rewriter.Incoming]
    ) -> Result {
        guard let rewriter else {
            let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
            let converter = SourceLocationConverter(fileName: source.path, tree: tree)
            let lines = diagnostics.map { diagnostic in
                let location = diagnostic.location(converter: converter)
                return
                    "\(source.path):\(location.line):\(location.column): error: \(diagnostic.message)"
            }
            return Result(
                path: source.path, output: .failure(ParseFailure(diagnostics: lines)), findings: [])
        }
        let quoted = Self.quoted(source.path)
        var body = rewriter.finalEdits(directivePath: quoted, incoming: incoming)
            .applied(to: source.text)
        if !body.hasSuffix("\n") { body += "\n" }
        body += rewriter.observingAdoptions.map { $0 + "\n" }.joined()
        var header = "\(Self.marker)\n\(Self.origin)\(source.path): edit that file, not this one.\n"
        if body.contains("MainRunLoop.") && !body.contains("import OpenQuartzCore") {
            header += "@_spi(Testing) import OpenQuartzCore\n"
        }
        header += "#sourceLocation(file: \"\(quoted)\", line: 1)\n"
        let findings = rewriter.findings.sorted {
            ($0.line, $0.column) < ($1.line, $1.column)
        }
        return Result(
            path: source.path, output: .success(header + body + "#sourceLocation()\n"),
            findings: findings)
    }

    /// The original path and body of a file this tool ported, or nil for any other file.
    static func unported(_ text: String) -> (path: String, text: String)? {
        guard text.hasPrefix(marker + "\n" + origin) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let directive = lines.firstIndex(where: { $0.hasPrefix("#sourceLocation(file: \"") }),
            let last = lines.lastIndex(where: { $0 == "#sourceLocation()" })
        else { return nil }
        let second = lines[1].dropFirst(origin.count)
        guard let end = second.range(of: ": edit that file, not this one.") else { return nil }
        let path = String(second[..<end.lowerBound])
        let body = lines[(directive + 1)..<last].joined(separator: "\n") + "\n"
        return (path, body)
    }
}
