import CHeapStats
import Foundation
import OpenUIKit

// The malloc heap a laid-out 390 × 844 table of self-sizing rows holds, for 1,000 and 100,000
// rows, and the cells it made: what grows with the row count is the per-row geometry (a height,
// a known flag and an offset per row), not the views. Run from Benchmarks/:
//   swift run -c release TableMemory

@MainActor final class Rows: UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

@MainActor func measure(rows count: Int) {
    let before = segue_heap_in_use_bytes()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.estimatedRowHeight = 60
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let rows = Rows(count: count)
    table.dataSource = rows
    table.layoutIfNeeded()
    // Scroll through 200 screens (or to the end) so that cells are made and reused.
    for step in 1...200 {
        let y = min(CGFloat(step) * 844, table.contentSize.height - 844)
        table.contentOffset = CGPoint(x: 0, y: y)
        table.layoutIfNeeded()
    }
    let after = segue_heap_in_use_bytes()
    let bytes = Int(after) - Int(before)
    print(
        "| \(count) rows | \(table.visibleCells.count) cells in view | "
            + String(format: "%.1f KiB", Double(bytes) / 1024) + " | "
            + String(format: "%.1f bytes per row", Double(bytes) / Double(count)) + " |")
    withExtendedLifetime((table, rows)) {}
}

MainActor.assumeIsolated {
    for count in [1_000, 100_000, 1_000, 100_000] { measure(rows: count) }
}
