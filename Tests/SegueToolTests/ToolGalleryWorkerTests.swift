import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `segue gallery` on worker processes when a worker goes wrong: it is named with its demo, the
/// gallery's status says how it ended, no index is written, and an interrupt ends the workers.
/// Stand-in workers are shell scripts, given through `SEGUE_GALLERY_WORKER`.
@Suite struct ToolGalleryWorkerTests {
    /// The gallery's arguments for two small demos on two workers, writing into `folder`.
    static func arguments(_ folder: URL) -> [String] {
        [
            "gallery", "--out", folder.path, "--only", "seed001-tab", "--only", "seed004-slide",
            "--fps", "5", "--scale", "0.25", "--jobs", "2",
        ]
    }

    /// An executable shell script `name` in `dir` with `body`.
    static func script(_ name: String, in dir: URL, _ body: String) throws -> URL {
        let url = dir.appendingPathComponent(name)
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: url)
        chmod(url.path, 0o755)
        return url
    }

    /// The gallery of ``arguments(_:)`` run with a stand-in worker whose script is `body`, in a
    /// temporary folder; whether it wrote an index page.
    static func gallery(withWorker body: String) throws -> (run: ToolRun, wroteIndex: Bool) {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let worker = try script("worker", in: dir, body)
        let r = try Tool.run(
            arguments(dir.appendingPathComponent("gallery")),
            environment: ["SEGUE_GALLERY_WORKER": worker.path])
        let index = dir.appendingPathComponent("gallery/index.html").path
        return (r, FileManager.default.fileExists(atPath: index))
    }

    @Test func aWorkerEndedByASignalIsNamedWithItsDemoAndTheGalleryFails() throws {
        // Each stand-in takes its first demo and crashes on it (one that gets none, because the
        // gallery stopped handing them out, exits quietly).
        let (r, wroteIndex) = try Self.gallery(withWorker: "read demo || exit 0\nkill -SEGV $$")
        #expect(r.status == 1)
        #expect(
            r.stderr == "Error: the worker rendering seed001-tab was ended by signal 11.\n",
            "\(r.stderr)")
        #expect(!r.stdout.contains("[1/2]"))
        #expect(!wroteIndex)
    }

    @Test func aWorkerThatAnswersNonsenseIsNamedAndTheGalleryFails() throws {
        let (r, wroteIndex) = try Self.gallery(
            withWorker: "read demo || exit 0\necho 'rendered, trust me'")
        #expect(r.status == 1)
        #expect(
            r.stderr == "Error: the worker rendering seed001-tab stopped without answering.\n",
            "\(r.stderr)")
        #expect(!wroteIndex)
    }

    @Test func aWorkerThatFailsAfterItsLastDemoFailsTheGallery() throws {
        // The real worker, then a failing exit status once its input ends.
        let (r, wroteIndex) = try Self.gallery(
            withWorker: "'\(Tool.executable.path)' \"$@\"\nexit 3")
        #expect(r.status == 3, "\(r.stderr)")
        #expect(r.stderr == "Error: a worker, after its last demo, exited with status 3.\n")
        #expect(r.stdout.contains("[1/2] seed001-tab") && r.stdout.contains("[2/2] seed004-slide"))
        #expect(!wroteIndex)
    }

    @Test func anInterruptedGalleryEndsItsWorkers() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Each stand-in takes a demo (demos are handed out once the gallery forwards interrupts),
        // writes its process id, and renders it for a minute.
        let worker = try Self.script(
            "slow", in: dir, "read demo\necho $$ > \"\(dir.path)/pid-$$\"\nexec sleep 60")
        let process = Process()
        process.executableURL = Tool.executable
        process.arguments = Self.arguments(dir.appendingPathComponent("gallery"))
        process.environment = ProcessInfo.processInfo.environment.merging([
            "SEGUE_GALLERY_WORKER": worker.path
        ]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var pids: [Int32] = []
        let deadline = Date().addingTimeInterval(30)
        while pids.count < 2 && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            pids = try FileManager.default.contentsOfDirectory(atPath: dir.path)
                .filter { $0.hasPrefix("pid-") }.compactMap { Int32($0.dropFirst(4)) }
        }
        try #require(pids.count == 2, "the workers did not start")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + SIGINT)
        for pid in pids {
            var alive = Self.isRunning(pid)
            let until = Date().addingTimeInterval(10)
            while alive && Date() < until {
                Thread.sleep(forTimeInterval: 0.05)
                alive = Self.isRunning(pid)
            }
            #expect(!alive, "worker \(pid) still runs after the gallery was interrupted")
            if alive { kill(pid, SIGKILL) }
        }
    }

    /// Whether process `pid` exists and has not yet exited (a zombie waiting to be reaped has).
    static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
            return false
        }
        // "pid (comm) S …": the state follows the command's closing parenthesis.
        guard let close = stat.lastIndex(of: ")") else { return false }
        return !stat[stat.index(after: close)...].hasPrefix(" Z")
    }

    @Test func badJobsAndEncodersValuesFailWithAUsageLine() throws {
        let dir = try Tool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = ["--out", dir.appendingPathComponent("gallery").path, "--only", "seed004-slide"]
        for (args, message) in [
            (["--jobs", "0"], "--jobs must be at least 1, got 0"),
            (["--jobs", "-1"], "--jobs must be at least 1, got -1"),
            (["--jobs", "x"], "The value 'x' is invalid for '--jobs <jobs>'"),
            (["--encoders", "2", "--jobs", "2"], "--encoders applies to one process"),
            (["--encoders", "2"], "--encoders applies to one process"),
        ] {
            let r = try Tool.run(["gallery"] + out + args)
            #expect(r.status == 64, "\(args): \(r.stderr)")
            #expect(r.stderr.contains(message), "\(args): \(r.stderr)")
            #expect(r.stderr.contains("Usage:"), "\(args): \(r.stderr)")
            #expect(r.stdout.isEmpty, "\(args): nothing rendered")
        }
    }
}
