import SegueTesting
import Testing

/// Docs/Testing.md, "Randomized invariants".
@MainActor @Test func seed42KeepsEveryInvariantFor300Operations() {
    // doc: begin
    let report = TransitionFuzzer(seed: 42, operations: 300).run()
    #expect(report.violations.isEmpty, "\(report)")
    // doc: end
}
