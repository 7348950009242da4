import Foundation
import SeguePort
import SegueTestSupport
import Testing

/// A file that does not parse gets swift-syntax's diagnostics with file and line and exit 65;
/// an unwritable `--out` fails before any work with exit 74, as the tool's other commands do;
/// usage errors exit 64.
@Suite struct PortBadInputTests {
    @Test func aFileThatDoesNotParseIsReportedWithItsPlaceAndExits65() throws {
        let folder = try TemporaryFolder.make("segue-port-bad")
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("Broken.swift")
        try "import UIKit\n\nfinal class Broken: UIView {\n    func f( {\n}\n".write(
            to: broken, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let run = try Built.port([broken.path, "--out", out.path])
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("\(broken.path):4:12: error: "), "\(run.stderr)")
        #expect(run.stderr.contains("Error: 1 file does not parse; nothing written for it."))
        #expect(
            !FileManager.default.fileExists(
                atPath: out.appendingPathComponent("Broken.ported.swift").path)
        )
    }

    @Test func anUnwritableOutFailsBeforeAnySourceIsRead() throws {
        let folder = try TemporaryFolder.make("segue-port-out")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("file")
        try Data().write(to: file)
        // The source does not exist: the output is checked first.
        let run = try Built.port([
            "Missing.swift", "--out", file.appendingPathComponent("out").path,
        ])
        #expect(run.status == 74)
        #expect(
            run.stderr
                == "Error: Cannot write '\(file.path)/out': '\(file.path)' is a file, not a folder.\n"
        )
        #expect(run.stdout == "")
    }

    @Test func anOutThatIsAFileFailsWithExit74() throws {
        let folder = try TemporaryFolder.make("segue-port-out")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("file")
        try Data().write(to: file)
        let run = try Built.port(["\(Corpus.folder)/Before", "--out", file.path])
        #expect(run.status == 74)
        #expect(
            run.stderr == "Error: Cannot use '\(file.path)' as the output folder: it is a file.\n")
    }

    @Test func missingArgumentsAreUsageErrors() throws {
        let noOut = try Built.port(["\(Corpus.folder)/Before"])
        #expect(noOut.status == 64)
        #expect(
            noOut.stderr
                == "Error: Missing expected argument '--out <dir>'.\n\(PortTool.usage)\n")
        let folder = try TemporaryFolder.make("segue-port-out")
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try Built.port(["Missing.swift", "--out", folder.path])
        #expect(missing.status == 64)
        #expect(
            missing.stderr == "Error: No such file or folder: 'Missing.swift'.\n\(PortTool.usage)\n"
        )
    }
}
