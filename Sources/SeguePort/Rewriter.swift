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

    init(file: String, tree: SourceFileSyntax, index: SymbolIndex) {
        self.file = file
        self.index = index
        self.converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
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

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { visitImportDecl(node) }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { visitAttribute(node) }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind { visitDeclModifier(node) }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { visitProtocolDecl(node) }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { visitExtensionDecl(node) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { visitFunctionDecl(node) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { visitFunctionCallExpr(node) }

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
