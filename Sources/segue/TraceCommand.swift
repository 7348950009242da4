import ArgumentParser
@_spi(Testing) import OpenUIKit
import SegueDemos

struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract:
            "Play a demo without rendering and print its callback timeline with virtual timestamps."
    )

    @OptionGroup var selection: DemoSelection

    @OptionGroup var target: DeviceOption

    @OptionGroup var settings: TraitOptions

    func run() throws {
        let demo = try findDemo(selection.demoName)
        let profile = target.profile
        let traits = settings.traits
        let finished = MainActor.assumeIsolated {
            let trace = DemoRendering.trace(demo, device: profile, traits: traits)
            for line in trace.lines { print(line) }
            return trace.finished
        }
        if !finished { throw ExitCode(2) }
    }
}
