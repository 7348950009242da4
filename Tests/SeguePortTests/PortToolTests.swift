import Foundation
import SegueTestSupport
import Testing

/// `segue port` runs the `segue-port` built next to `segue`, and names the build command when
/// it is missing.
@Suite struct PortToolTests {
    @Test func segueRunsTheSiblingPortTool() throws {
        let out = try TemporaryFolder.make("segue-port-tool")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try Subprocess.run(
            Built.executable("segue"), ["port", "\(Corpus.folder)/Before", "--out", out.path],
            in: Corpus.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "Ported 19 of 19 files to \(out.path).\n")
    }

    @Test func withoutTheSiblingSegueNamesTheBuildCommand() throws {
        let segue = Built.executable("segue")
        // A folder beside the build products (so a hard link works) holding `segue` alone.
        let folder = segue.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("segue-port-alone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = folder.appendingPathComponent("segue")
        if (try? FileManager.default.linkItem(at: segue, to: alone)) == nil {
            try FileManager.default.copyItem(at: segue, to: alone)
        }
        let run = try Subprocess.run(alone, ["port", "Sources", "--out", folder.path])
        #expect(run.status == 69)
        #expect(
            run.stderr
                == "Error: segue port runs the segue-port tool, which is not built in \(folder.path). "
                + "Build it (swift-syntax, kept out of segue) with:\n"
                + "    swift build -c release --product segue-port\n")
    }
}
