import Foundation

/// Runs another program to the end and returns what it wrote, for tests that drive the built tool
/// or check the codecs against an independent decoder (Python with Pillow, ffprobe).
///
/// `package`, not `public`: the test targets share it, but `SegueTesting` re-exports this module
/// and its users have no need for it.
package enum Subprocess {
    /// A finished program: its exit status and its standard output and error, as UTF-8 text.
    package struct Result: Sendable, Equatable {
        package var status: Int32
        package var stdout: String
        package var stderr: String

        package init(status: Int32, stdout: String, stderr: String) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
        }
    }

    /// Runs `executable` with `arguments` in `directory` (default: this process's), with
    /// `environment` added to this process's, and waits for it to exit.
    ///
    /// Output goes to files, not pipes: Foundation's pipe reads trap on EINTR, which the SIGCHLD of
    /// concurrently running exit tests can cause; and neither stream can fill while the other is
    /// read.
    package static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if let directory { process.currentDirectoryURL = directory }
        let folder = try TemporaryFolder.make("segue-subprocess")
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout")
        let errURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try? outHandle.close()
        try? errHandle.close()
        let out = (try? Data(contentsOf: outURL)) ?? Data()
        let err = (try? Data(contentsOf: errURL)) ?? Data()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }

    /// Runs `python3 -c script arguments…` (python3 found through `/usr/bin/env`).
    package static func python(_ script: String, _ arguments: [String] = []) throws -> Result {
        try run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script] + arguments)
    }
}
