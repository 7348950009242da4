import Foundation
import SeguePort
import SegueTestSupport
import Testing

/// Ported files keep every original line at its number (`#sourceLocation` maps the header
/// away), so compiler errors and test failures point at the iOS file.
@Suite struct PortLineNumberTests {
    /// Each line of a ported file that is not a directive, with the file and line
    /// `#sourceLocation` gives it (line 0 for the header).
    static func mapped(_ output: String) -> [(file: String, line: Int, text: Substring)] {
        var result: [(String, Int, Substring)] = []
        var (file, next) = ("", 0)
        let directive = try! Regex(#"#sourceLocation\(file: "(.*)", line: (\d+)\)"#)
        for text in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if let match = text.drop(while: { $0 == " " }).wholeMatch(of: directive) {
                file = String(match.output[1].substring!)
                next = Int(match.output[2].substring!)!
            } else if text == "#sourceLocation()" {
                (file, next) = ("", 0)
            } else {
                result.append((file, next, text))
                if next > 0 { next += 1 }
            }
        }
        return result
    }

    @Test(arguments: Corpus.names)
    func everyDeclarationKeepsItsFileAndLine(_ name: String) throws {
        let path = "\(Corpus.folder)/Before/\(name)"
        let before = Corpus.text(path).split(separator: "\n", omittingEmptySubsequences: false)
        let lines = Corpus.portedBefore().compactMap(Corpus.output).flatMap(Self.mapped)
            .filter { $0.file == path }
        #expect(Set(lines.map(\.line)).isSuperset(of: 1..<before.count), "every line is there")
        let declaration = try Regex(#"\b(func|class|var|let|protocol) [A-Za-z_]+"#)
        var checked = 0
        for (index, text) in before.enumerated() {
            guard let match = text.firstMatch(of: declaration) else { continue }
            let declared = match.output[0].substring!
            #expect(
                lines.contains { $0.line == index + 1 && $0.text.contains(declared) },
                "line \(index + 1) of \(name)")
            checked += 1
        }
        #expect(checked >= 1)
    }

    @Test func theCompilerReportsAnErrorAtTheLineOfTheIOSFile() throws {
        let folder = try TemporaryFolder.make("segue-port-lines")
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = """
            import Foundation

            final class Ticker: NSObject {
                @objc
                dynamic var count = 0

                @objc(tickNow)
                func tick() {
                    let late: Int = "late"
                }
            }

            """
        let result = Porter().port(Porter.Source(path: "Ticker.swift", text: original))
        let ported = folder.appendingPathComponent("Ticker.ported.swift")
        try #require(Corpus.output(result)).write(to: ported, atomically: true, encoding: .utf8)
        let run = try Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-typecheck", ported.path],
            in: folder)
        #expect(run.status != 0)
        #expect(
            run.stderr.contains("Ticker.swift:9:25: error: cannot convert value of type 'String'"),
            "\(run.stderr)")
    }
}
