import ArgumentParser
import Foundation
import SegueTesting

/// `segue report DIR [--out FILE]`: the run report of an artifacts folder as one HTML page.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write the HTML run report of a snapshot artifacts folder.",
        discussion: """
            DIR is the folder SegueTesting wrote failures into: $SEGUE_ARTIFACTS, else \
            $SNAPSHOT_ARTIFACTS, else .build/segue-artifacts. The page links the images by \
            relative path and needs no server: open it from disk.
            """)

    @Argument(help: "The artifacts folder.")
    var directory: String

    @Option(help: "The page to write (default: DIR/index.html).")
    var out: String?

    func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw ValidationError("'\(directory)' does not exist: give the artifacts folder")
        }
        guard isDirectory.boolValue else {
            throw ValidationError("'\(directory)' is a file, not an artifacts folder")
        }
        if let out, out.isEmpty { throw ValidationError("--out must name a file") }
    }

    func run() throws {
        let report = RunReport(folder: URL(fileURLWithPath: directory, isDirectory: true))
        let target = out.map { URL(fileURLWithPath: $0) }
        do {
            let written = try report.write(to: target)
            let count = try report.manifests().count
            print("\(written.path): \(count) failed snapshot\(count == 1 ? "" : "s")")
        } catch {
            throw ReportFailure(description: "cannot write the report: \(error)")
        }
    }
}

/// A report that could not be written: `Error: …` and exit status 1, without the usage.
struct ReportFailure: Error, CustomStringConvertible {
    var description: String
}
