import Foundation
import SegueTestSupport

/// What a run of the tool left: its exit status, standard output and standard error.
typealias ToolRun = Subprocess.Result

enum Tool {
    /// The `segue` binary in the build products folder.
    static var executable: URL {
        var dir = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("segue")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("segue")
    }

    /// Runs the built `segue` executable (found next to the test bundle) and captures its output.
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> ToolRun {
        try Subprocess.run(executable, arguments, in: directory, environment: environment)
    }

    static func temporaryDirectory() throws -> URL {
        try TemporaryFolder.make("segue-tool")
    }
}
