import Foundation
import SeguePort
import Testing

/// What the porter cannot rewrite it lists with file, line, column and the form to write, and
/// the tool exits 1; it never drops a construct silently.
@Suite struct PortFindingsTests {
    static let path = "\(Corpus.folder)/Reported/Unrewritable.swift"

    @Test func eachUnrewritableConstructIsListedAtItsPlace() {
        let result = Porter().port(Corpus.source(Self.path))
        #expect(
            result.findings.map { "\($0.line):\($0.column) \($0.construct)" } == [
                "12:17 a `Timer` not made by `Timer.scheduledTimer` (it would never fire on the virtual clock)",
                "14:9 key-value observing of \"text\", which OpenUIKit does not observe",
                "22:5 an override inside an extension of a class not declared in the files ported",
                "35:24 `responds(to: #selector(SheetSizing.preferredHeight(for:)))`",
                "46:23 key-value observing of `\\.text`, which OpenUIKit does not observe",
            ])
    }

    @Test func aFindingReadsAsACompilerErrorWithTheDocumentedForm() throws {
        let findings = Porter().port(Corpus.source(Self.path)).findings
        let finding = try #require(findings.first { $0.line == 22 })
        #expect(
            finding.description
                == "\(Self.path):22:5: error: cannot rewrite an override inside an extension of a "
                + "class not declared in the files ported; move it into the class's own body (only the "
                + "Objective-C runtime overrides from an extension)")
    }

    @Test func aSelectorNoRewriteUsesIsReported() {
        let source = """
            import UIKit

            final class Menu: UIViewController {
                let item = UIMenuItem(title: "Copy", action: #selector(copyText))
                @objc func copyText() {}
            }

            """
        let result = Porter().port(Porter.Source(path: "Menu.swift", text: source))
        #expect(
            result.findings.map(\.description) == [
                "Menu.swift:4:50: error: cannot rewrite `#selector(copyText)` here; call the method "
                    + "from a closure form (Docs/Porting.md, \"Closure forms\")"
            ])
    }

    @Test func theToolListsThemOnStandardErrorAndExitsOne() throws {
        let out = FileManager.default.temporaryDirectory
            .appendingPathComponent("segue-port-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try Built.port([Self.path, "--out", out.path])
        #expect(run.status == 1)
        #expect(run.stderr.split(separator: "\n").count == 5)
        #expect(run.stderr.hasPrefix("\(Self.path):12:17: error: cannot rewrite"))
        #expect(
            run.stdout
                == "Ported 1 of 1 file to \(out.path); 5 constructs could not be rewritten (listed above).\n"
        )
        #expect(
            FileManager.default.fileExists(
                atPath: out.appendingPathComponent("Unrewritable.ported.swift").path))
    }
}
