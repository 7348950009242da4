import Benchmark
import OpenUIKit

// Tables (issue 23 §2 and §8): a 390 × 844 table of 10,000 self-sizing rows (`automaticDimension`,
// estimated at 60 pt), each cell a box 12 pt from the top and bottom of its content view whose
// height constraint the data source sets (40, 70 or 100 pt in turn). Each iteration reloads the
// table and lays out a screenful: the data source's counts and estimates for 10,000 rows, then
// cells for the nine rows in view, each measured through Auto Layout. The cells come from the
// reuse queue after the first iteration, as they do in an app. Each sample runs 1,000 iterations
// (scaling factor .kilo), so the figures are per iteration.

@MainActor private final class BoxCell: UITableViewCell {
    let box = UIView()
    var boxHeight: NSLayoutConstraint!

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        boxHeight = box.heightAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            boxHeight,
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

@MainActor private final class Rows: UITableViewDataSource {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)

    init() {
        table.estimatedRowHeight = 60
        table.register(BoxCell.self, forCellReuseIdentifier: "box")
        table.dataSource = self
        table.layoutIfNeeded()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10_000 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "box", for: indexPath)
        (cell as? BoxCell)?.boxHeight.constant = CGFloat(40 + (indexPath.row % 3) * 30)
        return cell
    }
}

@MainActor private var rows: Rows?

/// Lets the runner's `Benchmark` object reach the main actor (see TransitionBenchmarks).
private struct Handle: @unchecked Sendable { let benchmark: Benchmark }

@MainActor private func layOutAScreenful(_ handle: Handle) {
    let b = handle.benchmark
    guard let r = rows else { return }
    b.startMeasurement()
    for _ in b.scaledIterations {
        r.table.reloadData()
        r.table.layoutIfNeeded()
    }
    b.stopMeasurement()
    precondition(r.table.visibleCells.count == 9, "a screenful is nine rows")
    precondition(r.table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 158)
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
        "Tables: reload a 10,000-row self-sizing table and lay out a screenful",
        closure: { benchmark async in await layOutAScreenful(Handle(benchmark: benchmark)) },
        setup: { await MainActor.run { rows = Rows() } },
        teardown: { await MainActor.run { rows = nil } }
    )
}
