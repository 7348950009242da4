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
            otherwise. One demo renders while the previous filmstrips are compressed on the other cores.
            """)

    @Option(name: .shortAndLong, help: "Output folder (created if missing).")
    var out: String = "gallery"

    @Option(help: "Only this demo (repeatable); default: every demo.")
    var only: [String] = []

    @OptionGroup var options: RenderOptions

    @Option(
        help: "Filmstrips compressed at once while the next demo renders (default: cores − 1).")
    var encoders: Int?

    func validate() throws {
        for n in only { _ = try findDemo(n) }
        if let encoders, encoders < 1 {
            throw ValidationError("--encoders must be at least 1, got \(encoders)")
        }
    }

    func run() throws {
        let demos = only.isEmpty ? DemoCatalog.all : try only.map(findDemo)
        do { try OutputFailure.checkFolder(out) } catch { error.exit() }
        let started = Date()
        let scale = options.scale ?? 2
        let command =
            "segue gallery --out \(out) --fps \(options.fps) --scale \(scale) --device \(options.device)"
        let out = out
        let fps = options.fps
        let device = options.profile
        let encoders = encoders
        let count = try MainActor.assumeIsolated {
            var builder = GalleryBuilder(folder: URL(fileURLWithPath: out))
            builder.fps = fps
            builder.scale = CGFloat(scale)
            builder.device = device
            if let encoders { builder.encoders = encoders }
            do {
                return try builder.build(demos, command: command) { p in
                    print(
                        "[\(p.position)/\(demos.count)] \(p.demo.name): \(p.frameCount) frames, "
                            + String(
                                format: "%.2f s of animation, rendered in %.2f s", p.duration,
                                p.renderSeconds))
                }.count
            } catch let error as CocoaError
                where error.code.rawValue >= 512 && error.code.rawValue < 1024
            {
                OutputFailure.writing(out, error).exit()
            }
        }
        print(
            "Wrote \((out as NSString).appendingPathComponent("index.html")): \(count) demos in "
                + String(format: "%.2f s", Date().timeIntervalSince(started)))
    }
}
