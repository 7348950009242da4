import ArgumentParser
import Foundation
@_spi(Testing) import OpenUIKit
import SegueDemos

struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract:
            "Render every demo to DIR/<name>.gif and DIR/<name>-filmstrip.png, and write DIR/index.html.",
        discussion: """
            The page opens straight from disk (no server): each animation has play/pause, frame \
            steps, slow motion and a scrubber, a link to its article and Swift source, and a \
            filmstrip that marks where the motion turns. Rendered at 2× unless --scale says \
            otherwise. Demos render side by side in --jobs worker processes (one per core by \
            default); the files are the same for any number of jobs.
            """)

    @Option(name: .shortAndLong, help: "Output folder (created if missing).")
    var out: String = "gallery"

    @Option(help: "Only this demo (repeatable); default: every demo.")
    var only: [String] = []

    @OptionGroup var options: RenderOptions

    // `.unconditional`: "--jobs -1" is read as the value, so the range check below answers.
    @Option(
        parsing: .unconditional,
        help:
            "Demos rendered at once, each in its own process (default: one per core; 1: all in this process)."
    )
    var jobs: Int?

    @Option(
        parsing: .unconditional,
        help:
            "With --jobs 1: filmstrips compressed at once while the next demo renders (default: cores − 1)."
    )
    var encoders: Int?

    @Flag(help: .hidden)
    var worker = false

    func validate() throws {
        for n in only { _ = try findDemo(n) }
        if let jobs, jobs < 1 {
            throw ValidationError("--jobs must be at least 1, got \(jobs)")
        }
        if let encoders {
            guard encoders >= 1 else {
                throw ValidationError("--encoders must be at least 1, got \(encoders)")
            }
            guard jobs == 1 else {
                throw ValidationError("--encoders applies to one process: give --jobs 1 with it")
            }
        }
    }

    func run() throws {
        if worker { return try runWorker() }
        let demos = only.isEmpty ? DemoCatalog.all : try only.map(findDemo)
        do { try OutputFailure.checkFolder(out) } catch { error.exit() }
        let jobs = min(demos.count, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        if jobs > 1 { return try runWorkers(demos, jobs: jobs) }
        let started = Date()
        let command = indexCommand
        let out = out
        let encoders = encoders
        let count = try MainActor.assumeIsolated {
            var builder = makeBuilder()
            if let encoders { builder.encoders = encoders }
            do {
                return try builder.build(demos, command: command) { p in
                    Self.printProgress(
                        p.position, of: demos.count, name: p.demo.name, frames: p.frameCount,
                        duration: p.duration, renderSeconds: p.renderSeconds)
                }.count
            } catch let error as CocoaError where error.isFileWriting {
                OutputFailure.writing(out, error).exit()
            }
        }
        print(
            "Wrote \((out as NSString).appendingPathComponent("index.html")): \(count) demos in "
                + String(format: "%.2f s", Date().timeIntervalSince(started)))
    }

    /// The command shown in the index page's header (the same for any --jobs).
    var indexCommand: String {
        "segue gallery --out \(out) --fps \(options.fps) --scale \(options.scale ?? 2) --device \(options.device)"
            + options.settings.arguments.map { " " + $0 }.joined()
    }

    /// A builder for this command's folder and options.
    @MainActor func makeBuilder() -> GalleryBuilder {
        var builder = GalleryBuilder(folder: URL(fileURLWithPath: out))
        builder.fps = options.fps
        builder.scale = CGFloat(options.scale ?? 2)
        builder.device = options.profile
        builder.traits = options.traits
        return builder
    }

    /// `[3/65] name: 52 frames, 1.73 s of animation, rendered in 0.23 s`.
    static func printProgress(
        _ position: Int, of count: Int, name: String, frames: Int, duration: TimeInterval,
        renderSeconds: TimeInterval
    ) {
        print(
            "[\(position)/\(count)] \(name): \(frames) frames, "
                + String(
                    format: "%.2f s of animation, rendered in %.2f s", duration, renderSeconds))
    }
}
