import Benchmark
import Foundation
import OpenUIKit
import Segue
import SegueTesting
import SnapshotTesting

// A filmstrip snapshot test (issue 12): a 0.5 s transition on an iPhone 15's screen (393 × 852
// points) at 2× — five frames, composed into one filmstrip and compared with the reference on
// disk, as `assertSnapshot(of: scenario, as: .filmstrip(scale: 2))` does once the reference
// exists. The reference is written in setup; each iteration plays the transition twice (its
// length, then the five frames), draws five frames, composes them, reads and decodes the reference
// PNG, and diffs.

/// The screen presented: a coloured header and a paragraph on white.
final class BenchDetail: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 300))
        header.backgroundColor = .systemOrange
        view.addSubview(header)
        for i in 0..<6 {
            let line = UIView(frame: CGRect(x: 20, y: 330 + i * 22, width: 300, height: 12))
            line.backgroundColor = .systemGray5
            line.layer.cornerRadius = 6
            view.addSubview(line)
        }
    }
}

/// The screen presenting it: tiles on the grouped background.
final class BenchHome: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        for i in 0..<6 {
            let tile = UIView(
                frame: CGRect(
                    x: 20 + (i % 2) * 180, y: 120 + (i / 2) * 180, width: 170, height: 170))
            tile.backgroundColor = [.systemBlue, .systemTeal, .systemGreen][i % 3]
            tile.layer.cornerRadius = 16
            view.addSubview(tile)
        }
    }
}

@MainActor private let scenario = TransitionScenario(
    windowSize: CGSize(width: 393, height: 852), root: { BenchHome() }
) { $0.present(BenchDetail(), transition: SegueTransition.cover(.up).duration(0.5)) }

@MainActor private let reference = FileManager.default.temporaryDirectory
    .appendingPathComponent("segue-snapshot-benchmark-filmstrip.png")

@MainActor private let strategy = Snapshotting<TransitionScenario, UIImage>.filmstrip(scale: 2)

/// The new filmstrip, from the strategy `assertSnapshot(of:as:)` would use.
@MainActor private func take() -> UIImage {
    var image: UIImage?
    strategy.snapshot(scenario).run { image = $0 }
    return image!
}

/// What `assertSnapshot` does once the reference exists: take the snapshot, read the reference
/// PNG from disk, decode it and diff the two. (swift-snapshot-testing's `verifySnapshot` itself
/// cannot run here: it calls `DispatchQueue.main.sync` off the main thread, and the benchmark
/// runner drains the main queue on a worker thread.)
@MainActor private func verify() -> String? {
    let image = take()
    guard let data = try? Data(contentsOf: reference) else { return "no reference" }
    let recorded = strategy.diffing.fromData(data)
    return strategy.diffing.diffV2(recorded, image)?.0
}

/// Lets the runner's `Benchmark` object reach the main actor (see TransitionBenchmarks).
private struct Handle: @unchecked Sendable { let benchmark: Benchmark }

@MainActor private func run(_ handle: Handle, comparing: Bool) {
    let b = handle.benchmark
    b.startMeasurement()
    for _ in b.scaledIterations {
        if comparing {
            let failure = verify()
            precondition(failure == nil, "the filmstrip changed: \(failure ?? "")")
        } else {
            blackHole(take())
        }
    }
    b.stopMeasurement()
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .peakMemoryResident],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: .seconds(60),
        maxIterations: 10
    )
    Benchmark(
        "Filmstrip snapshot, taken only (play twice, draw five frames, compose)",
        closure: { benchmark async in
            await run(Handle(benchmark: benchmark), comparing: false)
        }
    )
    Benchmark(
        "Filmstrip snapshot test, 0.5 s transition, five frames at 2x on an iPhone 15 screen",
        closure: { benchmark async in await run(Handle(benchmark: benchmark), comparing: true) },
        setup: {
            await MainActor.run {
                try? strategy.diffing.toData(take()).write(to: reference)  // the reference
            }
        }
    )
}
