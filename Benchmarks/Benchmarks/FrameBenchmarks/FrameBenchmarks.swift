import Benchmark
import Foundation
@_spi(Testing) import OpenQuartzCore

// Per-frame cost of the engine with N concurrently animating layers.
//
// Each sample runs 1,000 frames (scaling factor .kilo), so the figures printed are per frame.
// Measurement starts and stops on the main actor around the frame loop, so the hop from the
// benchmark runner's task to the main actor is not counted.

/// The scene under measurement; built by each benchmark's setup hook, torn down by its teardown.
@MainActor private var scene: AnimatedScene?

@MainActor private func buildScene(_ count: Int) { scene = AnimatedScene(count: count) }
@MainActor private func dropScene() {
    scene?.tearDown()
    scene = nil
}

/// Lets the runner's `Benchmark` object reach the main actor. The runner waits for the closure
/// to return and touches the object from nowhere else meanwhile, so there is no concurrent access.
private struct Handle: @unchecked Sendable { let benchmark: Benchmark }

/// Advances the virtual run loop one frame at a time (the whole per-frame pipeline).
@MainActor private func advanceFrames(_ handle: Handle) {
    let b = handle.benchmark
    b.startMeasurement()
    for _ in b.scaledIterations { MainRunLoop.shared.advance(by: 1.0 / 60) }
    b.stopMeasurement()
}

/// Reads every layer's presentation values once per iteration (a renderer's prelude), without
/// advancing time: this is the read cost alone, to add to the frame cost.
@MainActor private func readPresentation(_ handle: Handle) {
    let b = handle.benchmark
    var sum = 0.0
    b.startMeasurement()
    for _ in b.scaledIterations { sum += scene?.evaluatePresentation() ?? 0 }
    b.stopMeasurement()
    blackHole(sum)
}

/// Reads one layer's presentation once per iteration: the allocations of a single read (the
/// presentation copy itself is one; the animation's evaluation should add none).
@MainActor private func readOnePresentation(_ handle: Handle, layer index: Int) {
    let b = handle.benchmark
    var sum = 0.0
    b.startMeasurement()
    for _ in b.scaledIterations { sum += scene?.evaluatePresentation(ofLayerAt: index) ?? 0 }
    b.stopMeasurement()
    blackHole(sum)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 1,
        scalingFactor: .kilo,
        maxDuration: .seconds(3),
        maxIterations: 20
    )

    for count in [10, 100, 1_000, 10_000] {
        let samples = count >= 10_000 ? 3 : (count >= 1_000 ? 10 : 20)
        Benchmark(
            "Advance one frame, \(count) animating layers",
            configuration: .init(maxIterations: samples),
            closure: { benchmark async in await advanceFrames(Handle(benchmark: benchmark)) },
            setup: { await buildScene(count) },
            teardown: { await dropScene() }
        )
        Benchmark(
            "Read presentation values, \(count) animating layers",
            configuration: .init(maxIterations: samples),
            closure: { benchmark async in await readPresentation(Handle(benchmark: benchmark)) },
            setup: { await buildScene(count) },
            teardown: { await dropScene() }
        )
    }

    for (index, kind) in ["basic (position)", "spring (transform.scale)", "keyframe (opacity)"]
        .enumerated()
    {
        Benchmark(
            "One presentation read, \(kind)",
            configuration: .init(maxIterations: 20),
            closure: { benchmark async in
                await readOnePresentation(Handle(benchmark: benchmark), layer: index)
            },
            setup: { await buildScene(3) },
            teardown: { await dropScene() }
        )
    }
}
