import Foundation
import Testing

/// Everything the repository's text cites is in the repository: no path to a file that is not
/// there (or to the private folder beside the repository), and no section sign that points into
/// nothing.
@Suite struct RepositoryReferenceTests {
    let repository = Repository()

    @Test func everyPathWrittenInTheRepositoryLeadsToAFileOrFolderInIt() {
        let text = RepositoryText(repository: repository)
        let resolver = PathReference(repository: repository)
        var broken: [String] = []
        for line in text.lines {
            for path in PathReference.all(in: line.text)
            where !resolver.resolves(path, from: line.file) {
                broken.append("\(line.place): \(path)")
            }
        }
        #expect(text.files.count > 500, "the tests read the repository at \(repository.root.path)")
        #expect(broken == [], "paths that lead nowhere in the repository")
    }

    @Test func everySectionSignNamesItsDocumentAndTheSemanticsOnesNameAHeading() throws {
        let headings = SectionReference.headings(
            of: repository.text(SectionReference.semanticsDocument))
        try #require(
            headings.contains("6.3"), "\(SectionReference.semanticsDocument) has no \u{A7}6.3")
        var unresolved: [String] = []
        for line in RepositoryText(repository: repository).lines {
            for reference in SectionReference.all(in: line.text, of: line.file) {
                switch reference.owner {
                case .semantics where !headings.contains(reference.section):
                    unresolved.append(
                        "\(line.place): \(SectionReference.sign)\(reference.section) is no heading of "
                            + SectionReference.semanticsDocument)
                case .unnamed:
                    unresolved.append(
                        "\(line.place): \(SectionReference.sign)\(reference.section) does not say "
                            + "whose section it is (write UIKit-semantics.md before it)")
                default: break
                }
            }
        }
        #expect(unresolved == [])
    }

    @Test(arguments: [
        ("see UIKit-semantics.md \u{A7}6.3", [SectionReference.Owner.semantics]),
        (
            "(UIKit-semantics.md \u{A7}4.2–\u{A7}4.4, \u{A7}6.2)",
            [.semantics, .semantics, .semantics]
        ),
        ("issue 11 \u{A7}3 and the PNG specification \u{A7}9", [.elsewhere, .elsewhere]),
        ("the reference's \u{A7}6.3", [.unnamed]),
    ])
    func aSectionSignBelongsToTheDocumentNamedBeforeIt(
        line: String, owners: [SectionReference.Owner]
    ) {
        #expect(SectionReference.all(in: line, of: "README.md").map(\.owner) == owners)
    }

    @Test func aPathOutsideTheRepositoryOrToAMissingFileDoesNotResolve() {
        let resolver = PathReference(repository: repository)
        let outside = "shared" + "/reference/semantics.md"
        #expect(!resolver.resolves(outside, from: "README.md"))
        #expect(!resolver.resolves("Docs/" + "NoSuchFile.md", from: "README.md"))
        #expect(resolver.resolves("Docs/UIKit-semantics.md", from: "README.md"))
        #expect(resolver.resolves("Tests/SegueRenderTests/Effect*Tests.swift", from: "README.md"))
        #expect(
            resolver.resolves("Benchmarks/" + "FrameBenchmarks", from: "Benchmarks/Package.swift"))
        #expect(PathReference.all(in: "(see `Docs/Behaviour.md`).") == ["Docs/Behaviour.md"])
    }
}
