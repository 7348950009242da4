import Foundation
import SegueDemos

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Renders a gallery's demos in worker processes, so entries render side by side on every core.
///
/// The engine's virtual clock belongs to its process, so one process renders one demo at a time;
/// `jobs` workers (this executable, run as `gallery --worker` with the same options) each render
/// the demo they are handed, write its files and answer with its ``GalleryRender`` as one JSON
/// line, then get the next demo: the demos go out in order to whichever worker is free. Each
/// demo's files are what the one-process gallery writes, so the folder is the same for any
/// `jobs`.
struct GalleryWorkers {
    /// The worker's command line after the executable: `gallery --worker` and the options.
    var arguments: [String]
    /// Worker processes, at least 1.
    var jobs: Int

    /// A worker that stopped without answering: its exit status (its message is already on
    /// standard error, which workers share with this process).
    struct Failure: Error {
        /// The demo the worker was rendering.
        var demo: String
        /// Its exit status, or the signal that ended it.
        var status: Int32
        /// Whether a signal ended it (then it printed nothing).
        var signalled: Bool
    }

    /// Every demo's render, in `demos`' order; `report(i, render)` is called on the calling thread
    /// for each demo in order, as soon as it and every demo before it are done. Stops handing out
    /// demos after the first failure and throws it once the workers have exited.
    func run(_ demos: [Demo], report: (Int, GalleryRender) -> Void) throws -> [GalleryRender] {
        // A worker that dies leaves its input pipe without a reader: writing to it must fail
        // with EPIPE (reported as that worker's failure), not end this process.
        signal(SIGPIPE, SIG_IGN)
        var workers: [(Process, LineChannel)] = []
        do {
            for _ in 0..<max(1, min(jobs, demos.count)) { workers.append(try spawn()) }
        } catch {
            for (process, channel) in workers {
                close(channel.output)  // end of input: the worker exits
                close(channel.input)
                process.waitUntilExit()
            }
            throw error
        }
        let board = Board(count: demos.count)
        let names = demos.map(\.name)
        for (_, channel) in workers {
            Thread.detachNewThread { [channel] in
                var channel = channel
                defer {
                    close(channel.output)  // end of input: the worker exits
                    close(channel.input)
                }
                while let i = board.next() {
                    guard channel.send(names[i]), let line = channel.receive(),
                        let render = try? JSONDecoder().decode(
                            GalleryRender.self, from: Data(line.utf8))
                    else {
                        board.fail(i)
                        return
                    }
                    board.finish(i, render)
                }
            }
        }
        var reported = 0
        while let (i, render) = board.waitForNext(after: reported) {
            report(i, render)
            reported += 1
        }
        let processes = workers.map(\.0)
        for process in processes { process.waitUntilExit() }
        if let failed = board.failed {
            let stopped = processes.first { $0.terminationStatus != 0 }
            throw Failure(
                demo: names[failed], status: stopped?.terminationStatus ?? 1,
                signalled: stopped?.terminationReason == .uncaughtSignal)
        }
        return board.renders
    }

    /// Starts one worker and returns it with this process's ends of its pipes.
    private func spawn() throws -> (Process, LineChannel) {
        let process = Process()
        process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = arguments
        let toWorker = Pipe()
        let fromWorker = Pipe()
        process.standardInput = toWorker
        process.standardOutput = fromWorker
        defer {
            for handle in [
                toWorker.fileHandleForWriting, fromWorker.fileHandleForReading,
                toWorker.fileHandleForReading, fromWorker.fileHandleForWriting,
            ] {
                try? handle.close()
            }
        }
        try process.run()
        // This process's ends, kept from later workers (close-on-exec) so that a worker's end of
        // input and a failed worker's silence reach the right side.
        let channel = LineChannel(
            input: Self.privateCopy(fromWorker.fileHandleForReading),
            output: Self.privateCopy(toWorker.fileHandleForWriting))
        return (process, channel)
    }

    /// A close-on-exec duplicate of `handle`'s descriptor.
    private static func privateCopy(_ handle: FileHandle) -> Int32 {
        let fd = dup(handle.fileDescriptor)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        return fd
    }
}

/// The demos handed out and the renders back, shared by the workers' threads and the caller.
///
/// `@unchecked Sendable`: every field is read and written under `condition`'s lock.
private final class Board: @unchecked Sendable {
    private let condition = NSCondition()
    private var handedOut = 0
    private var results: [GalleryRender?]
    private var firstFailure: Int?

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    /// The earliest demo whose worker failed.
    var failed: Int? { condition.withLock { firstFailure } }

    /// Every render, once all are done.
    var renders: [GalleryRender] { condition.withLock { results.map { $0! } } }

    /// The next demo to render, or nil when all are handed out or one failed.
    func next() -> Int? {
        condition.withLock {
            guard firstFailure == nil, handedOut < results.count else { return nil }
            handedOut += 1
            return handedOut - 1
        }
    }

    func finish(_ i: Int, _ render: GalleryRender) {
        condition.withLock {
            results[i] = render
            condition.broadcast()
        }
    }

    func fail(_ i: Int) {
        condition.withLock {
            firstFailure = min(firstFailure ?? i, i)
            condition.broadcast()
        }
    }

    /// Demo `reported` and its render once done; nil once a demo before it has failed or every
    /// demo is reported.
    func waitForNext(after reported: Int) -> (Int, GalleryRender)? {
        condition.withLock {
            while true {
                guard reported < results.count else { return nil }
                if let render = results[reported] { return (reported, render) }
                if let firstFailure, firstFailure <= reported { return nil }
                condition.wait()
            }
        }
    }
}
