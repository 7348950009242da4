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
    /// Extension members to move into their class's body, in this file or another.
    var moves: [Move] = []
    /// Classes made to adopt `NSKeyValueObserving` ("" once NSObject's `observeValue` is
    /// added), and the declarations saying so, appended to the file.
    var observingAdopters: Set<String> = []
    var observingAdoptions: [String] = []

    /// An extension member (bytes `start..<end`, from `line`) of an extension of `className`.
    struct Move {
        var className: String
        var start: Int
        var end: Int
        var line: Int
        var indent: String
    }

    /// A member moving into one of this file's classes: its rewritten text, and where it was.
    struct Incoming {
        var className: String
        var text: String
        /// The quoted path of the file it comes from.
        var file: String
        var line: Int
        var indent: String
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

    /// What `moves` take out of this file: each member's text with its own rewrites.
    func outgoing(source: String, directivePath: String) -> [Incoming] {
        let bytes = [UInt8](source.utf8)
        return moves.map { move in
            let inner = edits.filter { $0.start >= move.start && $0.end <= move.end }.map {
                Edit(start: $0.start - move.start, end: $0.end - move.start, text: $0.text)
            }
            let text = inner.applied(
                to: String(decoding: bytes[move.start..<move.end], as: UTF8.self))
            return Incoming(
                className: move.className, text: text, file: directivePath, line: move.line,
                indent: move.indent)
        }
    }

    /// The edits with the moves made: each moved member leaves its lines empty, and each
    /// incoming one goes before its class's closing brace between `#sourceLocation` lines (the
    /// first naming where it was, the second this file's line of the brace).
    func finalEdits(directivePath: String, incoming: [Incoming]) -> [Edit] {
        var result = edits
        for move in moves { result.append(Edit(start: move.start, end: move.end, text: "")) }
        for member in incoming {
            guard let owner = classes[member.className] else { continue }
            let brace = owner.memberBlock.rightBrace
            let line = brace.startLocation(converter: converter).line
            let at = brace.positionAfterSkippingLeadingTrivia.utf8Offset
            result.append(
                Edit(
                    start: at, end: at,
                    text: "#sourceLocation(file: \"\(member.file)\", line: \(member.line))\n"
                        + member.indent + member.text + "\n"
                        + "#sourceLocation(file: \"\(directivePath)\", line: \(line))\n"
                        + brace.leadingTrivia.indentation,
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
        if rewriteKeyPathMacro(node) { return .visitChildren }
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
