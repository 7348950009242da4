import Dispatch
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
    /// Worker processes, at least 1 and at most one per demo.
    var jobs: Int
    /// The worker executable: this one, unless `SEGUE_GALLERY_WORKER` names another (the tests'
    /// stand-ins for a worker that crashes or answers nonsense).
    var executable: URL =
        ProcessInfo.processInfo.environment["SEGUE_GALLERY_WORKER"].map(URL.init(fileURLWithPath:))
        ?? Bundle.main.executableURL ?? URL(fileURLWithPath: "/proc/self/exe")

    /// A worker that stopped without rendering its demo, or that exited badly after its last one.
    struct Failure: Error {
        /// The demo the worker was rendering, or nil when it failed after answering for its last.
        var demo: String?
        /// How it ended.
        var ending: Ending

        /// How a failed worker ended.
        enum Ending {
            /// It exited with this status (its message, if any, is on standard error, which
            /// workers share with this process).
            case status(Int32)
            /// This signal ended it.
            case signal(Int32)
            /// It exited with status 0 without answering, or answered something that is not a
            /// render (this process says so).
            case noAnswer
        }
    }

    /// Every demo's render, in `demos`' order; `report(i, render)` is called on the calling thread
    /// for each demo in order, as soon as it and every demo before it are done. Stops handing out
    /// demos after the first failure and throws it once the workers have exited. An interrupt
    /// (SIGINT, SIGTERM, SIGHUP) ends the workers too, then this process.
    func run(_ demos: [Demo], report: (Int, GalleryRender) -> Void) throws -> [GalleryRender] {
        precondition((1...demos.count).contains(jobs), "1…\(demos.count) jobs, got \(jobs)")
        // A worker that dies leaves its input pipe without a reader: writing to it must fail
        // with EPIPE (reported as that worker's failure), not end this process.
        signal(SIGPIPE, SIG_IGN)
        Self.restoreTermination()
        var workers: [(Process, LineChannel)] = []
        do {
            for _ in 0..<jobs { workers.append(try spawn()) }
        } catch {
            for (process, channel) in workers {
                channel.end()  // end of input: the worker exits
                process.waitUntilExit()
            }
            throw error
        }
        let interrupted = Interruption()
        let interrupts = Self.forwardInterrupts(
            to: workers.map(\.0.processIdentifier), noting: interrupted)
        defer {
            // The workers are gone: an interrupt ends this process again as it would anyway.
            for (number, source) in interrupts {
                source.cancel()
                signal(number, SIG_DFL)
            }
        }
        let board = Board(count: demos.count)
        let names = demos.map(\.name)
        for (w, (_, channel)) in workers.enumerated() {
            Thread.detachNewThread { [channel] in
                var channel = channel
                defer { channel.end() }  // end of input: the worker exits
                while let i = board.next() {
                    guard channel.send(names[i]), let line = channel.receive(),
                        let render = try? JSONDecoder().decode(
                            GalleryRender.self, from: Data(line.utf8))
                    else {
                        board.fail(i, worker: w)
                        return
                    }
                    board.finish(i, render)
                }
            }
        }
        var reported = 0
        while let render = board.wait(for: reported) {
            report(reported, render)
            reported += 1
        }
        let processes = workers.map(\.0)
        for process in processes { process.waitUntilExit() }
        // Workers ended by an interrupt's SIGTERM are not failures: end as the handler does
        // (whichever of the two gets here first).
        if let number = interrupted.signal { exit(128 + number) }
        if let (demo, w) = board.failure {
            throw Failure(demo: names[demo], ending: Self.ending(of: processes[w]) ?? .noAnswer)
        }
        if let ending = processes.lazy.compactMap(Self.ending(of:)).first {
            throw Failure(demo: nil, ending: ending)
        }
        return board.renders
    }

    /// How `process` ended, or nil when it exited with status 0.
    private static func ending(of process: Process) -> Failure.Ending? {
        if process.terminationReason == .uncaughtSignal {
            return .signal(process.terminationStatus)
        }
        return process.terminationStatus == 0 ? nil : .status(process.terminationStatus)
    }

    /// Starts one worker and returns it with this process's ends of its pipes.
    private func spawn() throws -> (Process, LineChannel) {
        let process = Process()
        process.executableURL = executable
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
        // This process's ends, as descriptors of their own (the handles close theirs above),
        // close-on-exec so that later workers do not hold them: a worker's end of input and a
        // failed worker's silence then reach the right side.
        return (
            process,
            LineChannel(
                input: try Self.privateCopy(fromWorker.fileHandleForReading),
                output: try Self.privateCopy(toWorker.fileHandleForWriting))
        )
    }

    /// A close-on-exec duplicate of `handle`'s descriptor.
    private static func privateCopy(_ handle: FileHandle) throws -> Int32 {
        let fd = fcntl(handle.fileDescriptor, F_DUPFD_CLOEXEC, 0)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EBADF) }
        return fd
    }

    /// Lets SIGTERM end the workers whatever this process inherited: its action back to the
    /// default and the interrupt signals unblocked on this thread, since a spawned process starts
    /// with its spawner's ignored signals and the spawning thread's mask (a test runner's thread
    /// may block them).
    private static func restoreTermination() {
        signal(SIGTERM, SIG_DFL)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&unblocked, number) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// Ends the workers `pids` with SIGTERM when this process is interrupted, then ends this one
    /// with the shell's status for the signal (128 + its number). Workers run in process groups of
    /// their own, so a terminal's Ctrl-C reaches only this process; without this they would finish
    /// their demo and write into the folder after the prompt is back. The signal is noted in
    /// `interrupted` first, so that `run`, finding its workers gone, ends the same way.
    private static func forwardInterrupts(
        to pids: [Int32], noting interrupted: Interruption
    ) -> [(Int32, any DispatchSourceSignal)] {
        [SIGINT, SIGTERM, SIGHUP].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                interrupted.signal = number
                for pid in pids { kill(pid, SIGTERM) }
                exit(128 + number)
            }
            source.resume()
            return (number, source)
        }
    }
}

/// The demos handed out and the renders back, shared by the workers' threads and the caller.
///
/// `@unchecked Sendable`: every field is read and written under `condition`'s lock.
private final class Board: @unchecked Sendable {
    private let condition = NSCondition()
    private var handedOut = 0
    private var results: [GalleryRender?]
    private var firstFailure: (demo: Int, worker: Int)?

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    /// The earliest demo whose worker failed, and that worker's index.
    var failure: (demo: Int, worker: Int)? { condition.withLock { firstFailure } }

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

    /// Demo `i` rendered as `render`.
    func finish(_ i: Int, _ render: GalleryRender) {
        condition.withLock {
            results[i] = render
            condition.broadcast()
        }
    }

    /// Demo `i` not rendered: worker `worker` failed on it.
    func fail(_ i: Int, worker: Int) {
        condition.withLock {
            if firstFailure.map({ i < $0.demo }) ?? true { firstFailure = (i, worker) }
            condition.broadcast()
        }
    }

    /// Demo `i`'s render once done; nil once demo `i` or one before it has failed, or when there
    /// is no demo `i`.
    func wait(for i: Int) -> GalleryRender? {
        condition.withLock {
            while true {
                guard i < results.count else { return nil }
                if let render = results[i] { return render }
                if let firstFailure, firstFailure.demo <= i { return nil }
                condition.wait()
            }
        }
    }
}

/// The interrupt that ended the workers, if one did: set by the signal handler before it ends
/// them, read once they have exited.
///
/// `@unchecked Sendable`: `signal` is read and written under `lock`.
private final class Interruption: @unchecked Sendable {
    private let lock = NSLock()
    private var number: Int32?

    /// The signal's number.
    var signal: Int32? {
        get { lock.withLock { number } }
        set { lock.withLock { number = newValue } }
    }
}
