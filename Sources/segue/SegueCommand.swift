import ArgumentParser
import Foundation

/// `segue`: list, render, trace and gallery the demos. Thin: every command calls library API.
@main
struct SegueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "Run UIKit custom view-controller transitions headless and render them to GIF.",
        subcommands: [
            ListCommand.self, RenderCommand.self, GalleryCommand.self, TraceCommand.self,
            DoctorCommand.self, ReportCommand.self, PortCommand.self,
        ])
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
