import ArgumentParser
import Foundation
@_spi(Testing) import OpenUIKit
import SegueDemos

extension GalleryCommand {
    /// The gallery rendered by `jobs` worker processes (``GalleryWorkers``); this process prints
    /// the progress in the demos' order, then writes the article and source pages and the index.
    func runWorkers(_ demos: [Demo], jobs: Int) throws {
        let started = Date()
        let out = out
        let arguments =
            [
                "gallery", "--worker", "--out=\(out)", "--fps", "\(options.fps)", "--scale",
                "\(options.scale ?? 2)", "--device", options.device,
            ] + options.settings.arguments
        do {
            try MainActor.assumeIsolated { try makeBuilder().makeFolders() }
        } catch let error as CocoaError {
            OutputFailure.writing(out, error).exit()
        }
        let renders: [GalleryRender]
        do {
            renders = try GalleryWorkers(arguments: arguments, jobs: jobs).run(demos) { i, r in
                Self.printProgress(
                    i + 1, of: demos.count, name: demos[i].name, frames: r.frameCount,
                    duration: r.duration, renderSeconds: r.renderSeconds)
            }
        } catch let failure as GalleryWorkers.Failure {
            failure.exit()
        }
        let command = indexCommand
        let count = try MainActor.assumeIsolated {
            let builder = makeBuilder()
            var articles: [String: GalleryAssets.Page?] = [:]
            do {
                var entries: [GalleryEntry] = []
                for (demo, render) in zip(demos, renders) {
                    entries.append(try builder.entry(for: demo, render, articles: &articles))
                }
                try builder.writeIndex(
                    entries, traits: try builder.renderTraits(demos), command: command)
                return entries.count
            } catch let error as CocoaError where error.isFileWriting {
                OutputFailure.writing(out, error).exit()
            }
        }
        print(
            "Wrote \((out as NSString).appendingPathComponent("index.html")): \(count) demos in "
                + String(format: "%.2f s", Date().timeIntervalSince(started)) + " on \(jobs) jobs")
    }

    /// Worker mode (`--worker`, run by ``GalleryWorkers``): renders each demo named on a line of
    /// standard input, writes its files, and answers with its ``GalleryRender`` as one line of
    /// JSON on standard output; exits at the end of the input.
    func runWorker() throws {
        let out = out
        try MainActor.assumeIsolated {
            let builder = makeBuilder()
            var channel = LineChannel(input: 0, output: 1)
            while let name = channel.receive() {
                let demo = try findDemo(name)
                do {
                    let (render, pending) = try builder.render(demo)
                    try pending()  // the PNG encoder uses every core itself
                    let json = try JSONEncoder().encode(render)
                    guard channel.send(String(decoding: json, as: UTF8.self)) else { return }
                } catch let error as CocoaError where error.isFileWriting {
                    OutputFailure.writing(out, error).exit()
                }
            }
        }
    }
}

extension GalleryWorkers.Failure {
    /// Ends this process as the failed worker ended: with its status when it exited while
    /// rendering (it has said why on standard error: 74 for a file it could not write), else with
    /// a line saying how it ended, and its status or 1.
    func exit() -> Never {
        let which = demo.map { "the worker rendering \($0)" } ?? "a worker, after its last demo,"
        switch ending {
        case .status(let status) where demo != nil:
            SegueCommand.exit(withError: ExitCode(status))
        case .status(let status):
            Self.say("Error: \(which) exited with status \(status).")
            SegueCommand.exit(withError: ExitCode(status))
        case .signal(let number):
            Self.say("Error: \(which) was ended by signal \(number).")
        case .noAnswer:
            Self.say("Error: \(which) stopped without answering.")
        }
        SegueCommand.exit(withError: ExitCode(1))
    }

    private static func say(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
