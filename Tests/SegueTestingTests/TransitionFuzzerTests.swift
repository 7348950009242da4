import OpenUIKit
import SegueTesting
import Testing

/// Random sequences of transitions and the engine's invariants.
@MainActor
@Suite struct TransitionFuzzerTests {
    /// Seeds on which the fuzzer finds the engine breaking an invariant within 300 operations: a
    /// controller stuck half-way in its appearance, or a visible controller's view out of the
    /// window, after operations on covered or unselected containers, presentations over the
    /// current context and child swaps under a full-screen presentation. Most seeds do; none is
    /// fixed yet (Docs/Testing.md). When a fix lands, this test fails for the seeds it fixes,
    /// which then become a test that every invariant holds.
    @Test(arguments: [UInt64(1), 7, 100, 103, 108, 110])
    func knownViolationsStillReproduce(seed: UInt64) {
        print("TransitionFuzzerTests seed: \(seed)")
        let report = TransitionFuzzer(seed: seed, operations: 300).run()
        withKnownIssue("the engine breaks an invariant on this seed: \(report)") {
            #expect(report.violations.isEmpty)
        }
    }

    @Test func aSeedReplaysTheSameRun() {
        let first = TransitionFuzzer(seed: 109, operations: 300).run()
        let again = TransitionFuzzer(seed: 109, operations: 300).run()
        #expect(first.counts == again.counts)
        #expect(first.violations.map(\.step) == again.violations.map(\.step))
        #expect(first.counts.values.reduce(0, +) == first.operations)
        for kind in [
            "present", "dismiss", "push", "pop", "setViewControllers", "select", "swapChild",
            "interactivePop", "rotate",
        ] {
            #expect((first.counts[kind] ?? 0) > 0, "\(kind) ran")
        }
    }

    @Test func theSeededGeneratorGivesTheSameNumbersEverywhere() {
        var generator = SeededRandomNumberGenerator(seed: 42)
        // SplitMix64's first outputs for seed 42.
        #expect(generator.next() == 0xBDD7_3226_2FEB_6E95)
        #expect(generator.next() == 0x28EF_E333_B266_F103)
    }
}
