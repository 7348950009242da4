import ArgumentParser
@_spi(Testing) import OpenUIKit
import SegueDemos
import SegueTesting

struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract:
            "Run the transition doctor on UIKit's built-in animators and the demos' animators and print what each does wrong.",
        discussion: """
            Each animator is played through present, dismiss, push and pop, then each of them \
            interactive (percent-driven) and finished, and interactive and cancelled. Findings \
            are grouped: one line per kind of mistake, with the transitions it showed in. Exit \
            status: 0 when every animator is clean, 1 when any has findings.
            Animators: \(DemoAnimators.all.map(\.name).joined(separator: ", ")).
            \(Self.yourOwnAnimator)
            """)

    /// What to do instead for an app's own animator, which a command-line tool cannot load.
    static let yourOwnAnimator = """
        Your own animator: the tool cannot load your app's code; run the doctor in a test \
        (SegueTesting, Docs/Testing.md): \
        #expect(TransitionDoctor().examine(animator: MyAnimator()).isEmpty)
        """

    @Argument(help: "Animators to examine (default: all; see the list above).")
    var names: [String] = []

    @Flag(inversion: .prefixedNo, help: "Also play the interactive finish and cancel runs.")
    var interactive = true

    @OptionGroup var target: DeviceOption

    func validate() throws {
        for name in names where DemoAnimators.animator(named: name) == nil {
            throw ValidationError(
                "Unknown animator '\(name)'. Known animators: \(DemoAnimators.all.map(\.name).joined(separator: ", ")). \(Self.yourOwnAnimator)"
            )
        }
    }

    func run() throws {
        let animators =
            names.isEmpty ? DemoAnimators.all : names.compactMap(DemoAnimators.animator(named:))
        let profile = target.profile
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
                for group in findings.grouped { print("  " + group.description) }
                clean = clean && findings.isEmpty
            }
            return clean
        }
        if !clean { throw ExitCode(1) }
    }
}
