import ArgumentParser
import Foundation
@_spi(Testing) import OpenUIKit
import SegueDemos
import SegueRender
import SegueTesting

/// `segue`: list, render, trace and gallery the demos. Thin: every command calls library API.
@main
struct SegueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "Run UIKit custom view-controller transitions headless and render them to GIF.",
        subcommands: [
            ListCommand.self, RenderCommand.self, GalleryCommand.self, TraceCommand.self,
            DoctorCommand.self, ReportCommand.self,
        ])
}

/// Options shared by the rendering commands.
struct RenderOptions: ParsableArguments {
    // `.unconditional`: a negative value ("--scale -1") is read as the value, so the range check
    // below reports it, instead of the parser taking it for an option and saying "Missing value".
    @Option(parsing: .unconditional, help: "Frames per second of the recording (1…120).")
    var fps: Int = 30

    @Option(
        parsing: .unconditional,
        help:
            "Pixels per point (0.25…4). Default: 1 for render, 2 for gallery (sharp on Retina screens)."
    )
    var scale: Double?

    @Option(help: "Device profile: iphone-se, iphone15, iphone15-pro-max, ipad.")
    var device: String = "iphone15"

    func validate() throws {
        guard (1...120).contains(fps) else {
            throw ValidationError("--fps must be between 1 and 120, got \(fps)")
        }
        if let scale, !(scale.isFinite && scale >= 0.25 && scale <= 4) {
            throw ValidationError("--scale must be between 0.25 and 4, got \(scale)")
        }
        guard UIDeviceProfile.named(device) != nil else { throw unknownDevice(device) }
    }

    var profile: UIDeviceProfile { UIDeviceProfile.named(device) ?? .iPhone15 }
}

func unknownDevice(_ name: String) -> ValidationError {
    ValidationError(
        "Unknown device '\(name)'. Known devices: \(UIDeviceProfile.all.map(\.identifier).joined(separator: ", "))."
    )
}

/// Finds a demo or fails with suggestions.
func findDemo(_ name: String) throws -> Demo {
    if let d = DemoCatalog.demo(named: name) { return d }
    let hint = DemoCatalog.suggestions(for: name).joined(separator: ", ")
    throw ValidationError(
        "Unknown demo '\(name)'. Did you mean: \(hint)? Run 'segue list' for every name.")
}

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List every demo with a short description.")

    func run() throws {
        let seeds = DemoCatalog.seeds
        let catalogue = CatalogueDemos.demos
        let width = (seeds + catalogue).map(\.name.count).max() ?? 0
        print("# The seed articles' demos")
        for d in seeds {
            print(d.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + d.summary)
        }
        print("")
        print(
            "# The Segue catalogue: render any entry with --container present|push|tab|child"
                + " and --interactive finish|cancel")
        for d in catalogue {
            print(d.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + d.summary)
        }
    }
}

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract:
            "Render one demo to an animated GIF (.gif), animated PNG (.png, .apng), animated WebP (.webp) or H.264 video (.mp4, needs ffmpeg)."
    )

    @Argument(help: "The demo's name (see 'segue list').")
    var name: String

    @Option(
        help: "For a catalogue entry: the container that adopts it (present, push, tab, child).")
    var container: String?

    @Option(
        help:
            "For a catalogue entry: the way back runs under a finger that lets go to finish or cancel."
    )
    var interactive: String?

    /// The demo's name with the catalogue options folded in (`cube-left-push-cancel`).
    var demoName: String {
        var full = name
        if let container, container != "present" { full += "-\(container)" }
        if let interactive { full += "-\(interactive)" }
        return full
    }

    @Option(
        name: .shortAndLong,
        help: "Output file; its extension picks the format. Default: <name>.gif.")
    var out: String?

    @OptionGroup var options: RenderOptions

    @Flag(help: "Also write a labelled filmstrip PNG next to the output (<name>-filmstrip.png).")
    var filmstrip = false

    func validate() throws {
        _ = try findDemo(name)
        if container != nil || interactive != nil {
            guard CatalogueDemos.transition(named: name) != nil else {
                throw ValidationError(
                    "--container and --interactive apply to catalogue entries only; '\(name)' is a seed demo"
                )
            }
        }
        if let container, CatalogueDemos.Container(rawValue: container) == nil {
            throw ValidationError(
                "--container must be present, push, tab or child, got '\(container)'")
        }
        if let interactive, !["finish", "cancel"].contains(interactive) {
            throw ValidationError("--interactive must be finish or cancel, got '\(interactive)'")
        }
        if let out {
            let ext = (out as NSString).pathExtension.lowercased()
            guard ["gif", "png", "apng", "webp", "mp4"].contains(ext) else {
                throw ValidationError(
                    "--out must end in .gif, .png, .apng, .webp or .mp4, got '\(out)'")
            }
        }
    }

    func run() throws {
        let demo = try findDemo(demoName)
        let path = out ?? "\(demo.name).gif"
        let fps = options.fps
        let scale = CGFloat(options.scale ?? 1)
        let device = options.profile
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
                    device: device, keepingFrames: strip)
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

struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract:
            "Play a demo without rendering and print its callback timeline with virtual timestamps."
    )

    @Argument(help: "The demo's name (see 'segue list').")
    var name: String

    @Option(
        help: "For a catalogue entry: the container that adopts it (present, push, tab, child).")
    var container: String?

    @Option(
        help:
            "For a catalogue entry: the way back runs under a finger that lets go to finish or cancel."
    )
    var interactive: String?

    /// The demo's name with the catalogue options folded in (`cube-left-push-cancel`).
    var demoName: String {
        var full = name
        if let container, container != "present" { full += "-\(container)" }
        if let interactive { full += "-\(interactive)" }
        return full
    }

    @Option(help: "Device profile: iphone-se, iphone15, iphone15-pro-max, ipad.")
    var device: String = "iphone15"

    func validate() throws {
        _ = try findDemo(name)
        guard UIDeviceProfile.named(device) != nil else { throw unknownDevice(device) }
    }

    func run() throws {
        let demo = try findDemo(name)
        let profile = UIDeviceProfile.named(device) ?? .iPhone15
        let finished = MainActor.assumeIsolated {
            let trace = DemoRendering.trace(demo, device: profile)
            for line in trace.lines { print(line) }
            return trace.finished
        }
        if !finished { throw ExitCode(2) }
    }
}

struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract:
            "Run the transition doctor on UIKit's built-in animators and the demos' animators and print what each does wrong.",
        discussion: """
            Each animator is played through present, dismiss, push and pop, then each of them \
            interactive (percent-driven) and finished, and interactive and cancelled. Exit status: \
            0 when every animator is clean, 1 when any has findings.
            Animators: \(DemoAnimators.all.map(\.name).joined(separator: ", ")).
            """)

    @Argument(help: "Animators to examine (default: all; see the list above).")
    var names: [String] = []

    @Flag(inversion: .prefixedNo, help: "Also play the interactive finish and cancel runs.")
    var interactive = true

    @Option(help: "Device profile: iphone-se, iphone15, iphone15-pro-max, ipad.")
    var device: String = "iphone15"

    func validate() throws {
        for name in names where DemoAnimators.animator(named: name) == nil {
            throw ValidationError(
                "Unknown animator '\(name)'. Known animators: \(DemoAnimators.all.map(\.name).joined(separator: ", "))."
            )
        }
        guard UIDeviceProfile.named(device) != nil else { throw unknownDevice(device) }
    }

    func run() throws {
        let animators =
            names.isEmpty ? DemoAnimators.all : names.compactMap(DemoAnimators.animator(named:))
        let profile = UIDeviceProfile.named(device) ?? .iPhone15
        let interactive = interactive
        let clean = MainActor.assumeIsolated {
            UIScreen.main.device = profile
            var doctor = TransitionDoctor()
            if !interactive {
                doctor.transitions = doctor.transitions.filter { $0.interaction == .none }
            }
            var clean = true
            for animator in animators {
                let findings = doctor.examine(animatorFor: { animator.make($0.isForward) })
                let verdict =
                    findings.isEmpty
                    ? "clean" : "\(findings.count) finding\(findings.count == 1 ? "" : "s")"
                print("\(animator.name) (\(animator.summary)): \(verdict)")
                for finding in findings { print("  " + finding.description) }
                clean = clean && findings.isEmpty
            }
            return clean
        }
        if !clean { throw ExitCode(1) }
    }
}

/// Writes `data` to `path`; a file-system failure ends the tool with a plain message and exit
/// status 74 (see `OutputFailure`).
func write(_ data: Data, to path: String) {
    do {
        try data.write(to: URL(fileURLWithPath: path))
    } catch {
        OutputFailure.writing(path, error).exit()
    }
}
