import Benchmark
import Foundation
import OpenUIKit
import TransitionCycles

// Time per view-controller transition cycle (issue 3): present + run to idle + dismiss + run to
// idle with a custom animator and presentation controller, and push + run to idle + pop + run to
// idle with a custom navigation animator (see `TransitionCycle`). Each sample runs 1,000 cycles
// (scaling factor .kilo), so the figures printed are per cycle; 5 samples per benchmark. The virtual clock advances 60 frames a
// second of animation (0.3 s animators: about 2 × 19 frames per cycle).

@MainActor private var cycle: TransitionCycle?

@MainActor private func build(_ kind: TransitionCycle.Kind) { cycle = TransitionCycle(kind) }
@MainActor private func drop() {
    cycle?.tearDown()
    cycle = nil
}

/// Lets the runner's `Benchmark` object reach the main actor. The runner waits for the closure
/// to return and touches the object from nowhere else meanwhile, so there is no concurrent access.
private struct Handle: @unchecked Sendable { let benchmark: Benchmark }

@MainActor private func runCycles(_ handle: Handle) {
    let b = handle.benchmark
    guard let c = cycle else { return }
    b.startMeasurement()
    for _ in b.scaledIterations { c.run() }
    b.stopMeasurement()
    precondition(c.failures == 0, "a transition cycle did not end as expected")
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        warmupIterations: 1,
        scalingFactor: .kilo,
        maxDuration: .seconds(60),
        maxIterations: 5
    )

    for kind in [TransitionCycle.Kind.presentDismiss, .pushPop] {
        let name =
            kind == .presentDismiss
            ? "Present/dismiss cycle, custom animator and presentation controller"
            : "Push/pop cycle, custom navigation animator"
        Benchmark(
            name,
            closure: { benchmark async in await runCycles(Handle(benchmark: benchmark)) },
            setup: { await build(kind) },
            teardown: { await drop() }
        )
    }
}
