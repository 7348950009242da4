import Benchmark
import OpenUIKit

// Auto Layout (issue 11 §3) on a screen of 200 constraints: a column of 40 views in a 375-point
// container, each with leading, trailing, top (8 below the previous view), a height of 44 at
// priority 750 and either a minimum height of 30 or, for every fourth view, a height of 60 at 250.
// Each iteration changes the first view's top constant and calls `layoutIfNeeded()`: the engine
// diffs the hierarchy's constraints, re-solves incrementally (remove + add) and sets 40 frames.
// Each sample runs 1,000 iterations (scaling factor .kilo), so the figures are per iteration.

@MainActor private final class Column {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 2200))
    var views: [UIView] = []
    var firstTop: NSLayoutConstraint!

    init() {
        for i in 0..<40 {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(v)
            let top =
                views.last.map { v.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) }
                ?? v.topAnchor.constraint(equalTo: container.topAnchor, constant: 20)
            if i == 0 { firstTop = top }
            let preferred = v.heightAnchor.constraint(equalToConstant: 44)
            preferred.priority = .defaultHigh
            let extra =
                i % 4 == 0
                ? v.heightAnchor.constraint(equalToConstant: 60)
                : v.heightAnchor.constraint(greaterThanOrEqualToConstant: 30)
            if i % 4 == 0 { extra.priority = .defaultLow }
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
                v.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
                top, preferred, extra,
            ])
            views.append(v)
        }
        container.layoutIfNeeded()
    }
}

@MainActor private var column: Column?

/// Lets the runner's `Benchmark` object reach the main actor (see TransitionBenchmarks).
private struct Handle: @unchecked Sendable { let benchmark: Benchmark }

@MainActor private func relayout(_ handle: Handle) {
    let b = handle.benchmark
    guard let c = column else { return }
    b.startMeasurement()
    for _ in b.scaledIterations {
        c.firstTop.constant = c.firstTop.constant == 20 ? 30 : 20
        c.container.layoutIfNeeded()
    }
    b.stopMeasurement()
    let last = c.views[39].frame.minY
    precondition(last == c.firstTop.constant + 39 * 52, "the column did not follow the constant")
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 1,
        scalingFactor: .kilo,
        maxDuration: .seconds(20),
        maxIterations: 10
    )

    Benchmark(
        "Auto Layout: re-lay out a 200-constraint screen after one constant change",
        closure: { benchmark async in await relayout(Handle(benchmark: benchmark)) },
        setup: { await MainActor.run { column = Column() } },
        teardown: { await MainActor.run { column = nil } }
    )
}
