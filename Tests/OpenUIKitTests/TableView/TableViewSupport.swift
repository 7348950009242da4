import Foundation

@_spi(Testing) @testable import OpenUIKit

/// A cell that counts how often the table prepared it for reuse.
final class ProbeCell: UITableViewCell {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source and delegate with `rows[s]` rows in section `s`, logging the calls an app
/// would log while debugging a table (cells, display, selection).
@MainActor
final class TableLog: UITableViewDataSource, UITableViewDelegate {
    var rows: [Int]
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]
    /// Heights the delegate gives (others: the table's `rowHeight`).
    var heights: [IndexPath: CGFloat] = [:]
    var calls: [String] = []
    /// Every cell the data source handed out, by identity: the cells ever made.
    var cellsSeen: Set<ObjectIdentifier> = []
    /// The rows that refuse to highlight.
    var noHighlight: Set<IndexPath> = []

    init(rows: [Int]) { self.rows = rows }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows[section]
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        calls.append("cellForRowAt \(indexPath.section).\(indexPath.row)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cellsSeen.insert(ObjectIdentifier(cell))
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles[section]
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footerTitles[section]
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }
    func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        calls.append("willDisplay \(indexPath.section).\(indexPath.row)")
    }
    func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
        forRowAt indexPath: IndexPath
    ) {
        calls.append("didEndDisplaying \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath.row)")
        return !noHighlight.contains(indexPath)
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
        -> IndexPath?
    {
        calls.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.row)")
    }
}

/// A 390 × 844 window whose root controller's view holds a full-screen table of `style` with
/// `rows` rows per section, cells of `ProbeCell` under "row", and a log as both data source and
/// delegate; laid out and idle, the log emptied.
@MainActor
final class TableStage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let table: UITableView
    let log: TableLog

    init(
        style: UITableView.Style = .plain, rows: [Int] = [100],
        configure: (UITableView, TableLog) -> Void = { _, _ in }
    ) {
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: style)
        log = TableLog(rows: rows)
        let root = UIViewController()
        window.rootViewController = root
        table.contentInsetAdjustmentBehavior = .never
        table.register(ProbeCell.self, forCellReuseIdentifier: "row")
        configure(table, log)
        table.dataSource = log
        table.delegate = log
        root.view.addSubview(table)
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        log.calls.removeAll()
    }

    /// Moves the content to `y` and lays the table out, as a frame of scrolling does.
    func scroll(to y: CGFloat) {
        table.contentOffset = CGPoint(x: 0, y: y)
        table.layoutIfNeeded()
    }

    /// A finger down and up at `point`, without moving.
    func tap(_ point: CGPoint) {
        let fingers = window.touchSynthesizer
        fingers.touchDown(at: point)
        fingers.touchUp()
        UIApplication.shared.runUntilIdle()
    }

    /// The visible rows as "section.row" strings.
    var visibleRows: [String] {
        (table.indexPathsForVisibleRows ?? []).map { "\($0.section).\($0.row)" }
    }
}
