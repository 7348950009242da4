import Foundation

/// The `import` lines of a target's Swift sources: plain, `@_spi`, `@testable`, `internal`,
/// `@_exported`, inside `#if` or not; lines inside a multi-line string literal (the Python the
/// codec tests run) are not Swift and are skipped.
struct SourceImports {
    struct Import: Hashable {
        var module: String
        var isExported: Bool
        var place: String
    }

    static func all(in files: [String], of repository: Repository) -> [Import] {
        let regex = try! NSRegularExpression(
            pattern:
                #"^\s*((?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*)(?:(?:public|package|internal|private|fileprivate)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#
        )
        var found: [Import] = []
        for file in files where file.hasSuffix(".swift") {
            var inString = false
            for (index, line) in repository.text(file).split(
                separator: "\n", omittingEmptySubsequences: false
            ).enumerated() {
                let text = String(line)
                if text.components(separatedBy: "\"\"\"").count % 2 == 0 { inString.toggle() }
                guard !inString,
                    let match = regex.firstMatch(
                        in: text, range: NSRange(text.startIndex..., in: text)),
                    let attributes = Range(match.range(at: 1), in: text),
                    let module = Range(match.range(at: 2), in: text)
                else { continue }
                found.append(
                    Import(
                        module: String(text[module]),
                        isExported: text[attributes].contains("@_exported"),
                        place: "\(file):\(index + 1)"))
            }
        }
        return found
    }
}
