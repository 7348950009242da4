import SwiftSyntax

/// One file's rewrite: walks the tree once, collecting edits (each keeping its line count) and
/// findings (what it cannot rewrite).
final class Rewriter: SyntaxVisitor {
    let index: SymbolIndex
    let converter: SourceLocationConverter
    let file: String
    var edits: [Edit] = []
    var findings: [Finding] = []
    /// `#selector`s a rewrite used up (by position), so the rest are reported.
    var consumedSelectors: Set<Int> = []
    /// The file's classes by name, for overrides inside extensions.
    var classes: [String: ClassDeclSyntax] = [:]
    /// Members to move from an extension into their class's body.
    var moves: [Move] = []

    /// An extension member (bytes `start..<end`, from `line`) moving to `destination`, the
    /// closing brace of its class, on `destinationLine`.
    struct Move {
        var start: Int
        var end: Int
        var line: Int
        var indent: String
        var destination: Int
        var destinationLine: Int
        var destinationIndent: String
    }

    init(file: String, tree: SourceFileSyntax, index: SymbolIndex) {
        self.file = file
        self.index = index
        self.converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
        for item in tree.statements {
            if let declaration = item.item.as(ClassDeclSyntax.self) {
                classes[declaration.name.text] = declaration
            }
        }
    }

    /// The edits with the moves made: each moved member's text, rewritten, leaves its lines
    /// empty and goes before its class's closing brace between `#sourceLocation` lines.
    func finalEdits(source: String, directivePath: String) -> [Edit] {
        var result = edits
        let bytes = [UInt8](source.utf8)
        for move in moves {
            let inner = edits.filter { $0.start >= move.start && $0.end <= move.end }.map {
                Edit(start: $0.start - move.start, end: $0.end - move.start, text: $0.text)
            }
            let member = inner.applied(
                to: String(decoding: bytes[move.start..<move.end], as: UTF8.self))
            result.append(Edit(start: move.start, end: move.end, text: ""))
            result.append(
                Edit(
                    start: move.destination, end: move.destination,
                    text: "#sourceLocation(file: \"\(directivePath)\", line: \(move.line))\n"
                        + move.indent + member + "\n"
                        + "#sourceLocation(file: \"\(directivePath)\", line: \(move.destinationLine))\n"
                        + move.destinationIndent,
                    verbatim: true))
        }
        return result
    }

    // MARK: Edits and findings

    func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.append(
            Edit(
                start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: node.endPositionBeforeTrailingTrivia.utf8Offset, text: text))
    }

    func replace(from first: some SyntaxProtocol, to last: some SyntaxProtocol, with text: String) {
        edits.append(
            Edit(
                start: first.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: last.endPositionBeforeTrailingTrivia.utf8Offset, text: text))
    }

    /// Removes `node` and the blanks after it on its line.
    func delete(_ node: some SyntaxProtocol) {
        var end = node.endPositionBeforeTrailingTrivia.utf8Offset
        for piece in node.trailingTrivia.pieces {
            guard case .spaces(let count) = piece else { break }
            end += count
        }
        edits.append(
            Edit(start: node.positionAfterSkippingLeadingTrivia.utf8Offset, end: end, text: ""))
    }

    func insert(_ text: String, after node: some SyntaxProtocol) {
        let at = node.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(Edit(start: at, end: at, text: text))
    }

    func report(_ node: some SyntaxProtocol, _ construct: String, _ form: String) {
        let location = node.startLocation(converter: converter)
        findings.append(
            Finding(
                file: file, line: location.line, column: location.column, construct: construct,
                documentedForm: form))
    }

    func consume(_ selector: MacroExpansionExprSyntax) {
        consumedSelectors.insert(selector.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    // MARK: Dispatch (the rewrites live in extensions, which cannot override)

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        visitImportDecl(node)
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        visitAttribute(node)
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        visitDeclModifier(node)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        visitProtocolDecl(node)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        visitExtensionDecl(node)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        visitFunctionDecl(node)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        visitFunctionCallExpr(node)
    }

    // MARK: Leftovers

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "selector",
            !consumedSelectors.contains(node.positionAfterSkippingLeadingTrivia.utf8Offset)
        {
            report(
                node, "`\(node.trimmedDescription)` here",
                "call the method from a closure form (Docs/Porting.md, \"Closure forms\")")
        }
        return .visitChildren
    }
}

extension Trivia {
    /// The blanks after the last newline: the indentation of the token that follows.
    var indentation: String {
        var blanks = ""
        for piece in pieces {
            switch piece {
            case .spaces(let count): blanks += String(repeating: " ", count: count)
            case .tabs(let count): blanks += String(repeating: "\t", count: count)
            case .newlines, .carriageReturns, .carriageReturnLineFeeds: blanks = ""
            default: blanks = ""
            }
        }
        return blanks
    }
}

extension SyntaxProtocol {
    /// The text with its lines joined, for a generated one-line declaration.
    var oneLine: String {
        trimmedDescription.split(separator: "\n").map { $0.trimmingBlanks }.joined(separator: " ")
    }
}

extension Substring {
    var trimmingBlanks: Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text
    }
}
