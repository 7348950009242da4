/// A construct `segue port` found and could not rewrite, with the form to write by hand.
public struct Finding: Equatable, Sendable, CustomStringConvertible {
    /// The file as given to the porter.
    public var file: String
    /// 1-based line of the construct in the original file.
    public var line: Int
    /// 1-based column (UTF-8) of the construct in the original file.
    public var column: Int
    /// What was found, in a few words (`NotificationCenter selector observer`).
    public var construct: String
    /// The documented form to write instead.
    public var documentedForm: String

    public init(file: String, line: Int, column: Int, construct: String, documentedForm: String) {
        self.file = file
        self.line = line
        self.column = column
        self.construct = construct
        self.documentedForm = documentedForm
    }

    /// `file:line:column: error: cannot rewrite <construct>; write <documented form>`, the
    /// compiler's format, so editors and CI logs link it.
    public var description: String {
        "\(file):\(line):\(column): error: cannot rewrite \(construct); \(documentedForm)"
    }
}

/// A file that does not parse: swift-syntax's diagnostics, each with its place.
public struct ParseFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// One diagnostic: `file:line:column: error: message`.
    public var diagnostics: [String]

    public var description: String { diagnostics.joined(separator: "\n") }
}
