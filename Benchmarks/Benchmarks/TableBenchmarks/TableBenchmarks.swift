import Benchmark
import OpenUIKit

// Tables (issue 23 §2 and §8): a 390 × 844 table of 10,000 self-sizing rows (`automaticDimension`,
// estimated at 60 pt), each cell a box 12 pt from the top and bottom of its content view whose
// height constraint the data source sets (40, 70 or 100 pt in turn). Each iteration reloads the
// table and lays out a screenful: the data source's counts and estimates for 10,000 rows, then
// cells for the nine rows in view, each measured through Auto Layout. The cells come from the
// reuse queue after the first iteration, as they do in an app. Each sample runs 1,000 iterations
// (scaling factor .kilo), so the figures are per iteration.
//
// The flick moves the same table 133 pt a frame (8,000 pt/s at 60 Hz, a full-speed flick) and lays
// it out: the rows that leave go to the reuse queue, the two or three that come get cells and are
// measured. The diffable benchmark applies, without animation, a 10,000-item snapshot that differs
// from the table's by 1,000 items deleted, 1,000 inserted and 100 moved, then the other way back.

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

/// The flick's table, scrolled on from where the last sample left it (back to the top near the
/// end).
@MainActor private func flick(_ handle: Handle) {
    let b = handle.benchmark
    guard let r = rows else { return }
    let table = r.table
    b.startMeasurement()
    for _ in b.scaledIterations {
        var y = table.contentOffset.y + 133
        if y > table.contentSize.height - 2_000 { y = 0 }
        table.contentOffset = CGPoint(x: 0, y: y)
        table.layoutIfNeeded()
    }
    b.stopMeasurement()
    precondition(table.visibleCells.count >= 8, "a screenful of cells")
}

/// A table in a window whose diffable data source shows 10,000 numbered items.
@MainActor private final class DiffableRows {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let source: UITableViewDiffableDataSource<Int, Int>
    let snapshots: [NSDiffableDataSourceSnapshot<Int, Int>]
    var next = 1

    init() {
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        source = UITableViewDiffableDataSource(tableView: table) { table, path, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: path)
            cell.textLabel?.text = "Item \(item)"
            return cell
        }
        var a = NSDiffableDataSourceSnapshot<Int, Int>()
        a.appendSections([0])
        a.appendItems(Array(0..<10_000))
        // 1,000 deleted (every tenth), 1,000 new ones, 100 moved to the front.
        var items = (0..<10_000).filter { $0 % 10 != 0 } + (10_000..<11_000)
        let moved = Array(items[5_000..<5_100])
        items.removeSubrange(5_000..<5_100)
        items.insert(contentsOf: moved, at: 0)
        var b = NSDiffableDataSourceSnapshot<Int, Int>()
        b.appendSections([0])
        b.appendItems(items)
        snapshots = [a, b]
        source.apply(a, animatingDifferences: false)
        window.addSubview(table)
        window.isHidden = false
        table.layoutIfNeeded()
    }
}

@MainActor private var diffable: DiffableRows?

@MainActor private func applySnapshots(_ handle: Handle) {
    let b = handle.benchmark
    guard let d = diffable else { return }
    b.startMeasurement()
    for _ in b.scaledIterations {
        d.source.apply(d.snapshots[d.next], animatingDifferences: false)
        d.table.layoutIfNeeded()
        d.next = 1 - d.next
    }
    b.stopMeasurement()
    precondition(d.table.numberOfRows(inSection: 0) == 10_000)
}

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

    Benchmark(
        "Tables: one frame of a full-speed flick (133 pt) through 10,000 self-sizing rows",
        closure: { benchmark async in await flick(Handle(benchmark: benchmark)) },
        setup: { await MainActor.run { rows = Rows() } },
        teardown: { await MainActor.run { rows = nil } }
    )

    Benchmark(
        "Tables: apply a 10,000-item diffable snapshot (1,000 deleted, 1,000 inserted, 100 moved)",
        configuration: .init(scalingFactor: .one, maxIterations: 40),
        closure: { benchmark async in await applySnapshots(Handle(benchmark: benchmark)) },
        setup: { await MainActor.run { diffable = DiffableRows() } },
        teardown: { await MainActor.run { diffable = nil } }
    )
}
