import ArgumentParser
import Foundation
@_spi(Testing) import OpenUIKit
import SegueDemos
import SegueRender

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract:
            "Render one demo to an animated GIF (.gif), animated PNG (.png, .apng), animated WebP (.webp) or H.264 video (.mp4, needs ffmpeg)."
    )

    @OptionGroup var selection: DemoSelection

    @Option(
        name: .shortAndLong,
        help: "Output file; its extension picks the format. Default: <name>.gif.")
    var out: String?

    @OptionGroup var options: RenderOptions

    @Flag(help: "Also write a labelled filmstrip PNG next to the output (<name>-filmstrip.png).")
    var filmstrip = false

    @Flag(
        help: "Lay the demo out in landscape (the device's landscape size, safe area and traits).")
    var landscape = false

    func validate() throws {
        if let out {
            let ext = (out as NSString).pathExtension.lowercased()
            guard ["gif", "png", "apng", "webp", "mp4"].contains(ext) else {
                throw ValidationError(
                    "--out must end in .gif, .png, .apng, .webp or .mp4, got '\(out)'")
            }
        }
    }

    func run() throws {
        let demo = try findDemo(selection.demoName)
        let path = out ?? "\(demo.name).gif"
        let fps = options.fps
        let scale = CGFloat(options.scale ?? 1)
        let device = options.profile
        let traits = options.traits
        let strip = filmstrip
        // An output that cannot be written is found before rendering anything.
        do {
            try OutputFailure.checkFile(path)
            if strip { try OutputFailure.checkFile(Self.filmstripPath(for: path)) }
        } catch { error.exit() }
        // MP4 needs ffmpeg: say so before rendering anything.
        if (path as NSString).pathExtension.lowercased() == "mp4" {
            try MP4Encoder().requireFFmpeg()
        }
        let format = RecordingFormat(pathExtension: (path as NSString).pathExtension) ?? .apng
        let rate = format.framesPerSecond(forRequested: fps)
        if rate < fps {
            print(
                "GIF frame delays are whole hundredths of a second and browsers slow down delays"
                    + " under 20 ms: recording at \(rate) fps instead of \(fps).")
        }
        try MainActor.assumeIsolated {
            let started = Date()
            let result: DemoRendering.StreamedResult
            do {
                result = try DemoRendering.render(
                    demo, to: URL(fileURLWithPath: path), format: format, fps: fps, scale: scale,
                    device: device, landscape: landscape, traits: traits, keepingFrames: strip)
            } catch let error as CocoaError {
                OutputFailure.writing(path, error).exit()
            }
            var line =
                "Wrote \(path): \(result.summary.frameCount) frames at \(rate) fps, "
                + String(format: "%.2f s", result.summary.duration)
            if let recording = result.recording {
                let stripPath = Self.filmstripPath(for: path)
                write(
                    try recording.filmstrip(columns: 6, maximumFrames: 18).pngData(),
                    to: stripPath)
                line += ", filmstrip \(stripPath)"
            }
            print(line + String(format: " (rendered in %.2f s)", Date().timeIntervalSince(started)))
        }
    }

    /// Where `--filmstrip` writes next to the output `path`.
    static func filmstripPath(for path: String) -> String {
        (path as NSString).deletingPathExtension + "-filmstrip.png"
    }
}
