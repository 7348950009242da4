import ArgumentParser
import SegueDemos

/// The demo a command plays: its name and, for a catalogue entry, the container that adopts it and
/// the finger that drives its way back. Shared by `render` and `trace`.
struct DemoSelection: ParsableArguments {
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
    }
}

/// Finds a demo or fails with suggestions.
func findDemo(_ name: String) throws -> Demo {
    if let d = DemoCatalog.demo(named: name) { return d }
    let hint = DemoCatalog.suggestions(for: name).joined(separator: ", ")
    throw ValidationError(
        "Unknown demo '\(name)'. Did you mean: \(hint)? Run 'segue list' for every name.")
}
