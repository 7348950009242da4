import OpenUIKit
import Testing

/// A cell whose box hangs 12 pt below the content view's top and 16 pt in from its trailing
/// edge; its leading edge is left to a constraint the delegate makes to a view outside the cell.
final class ReachingCell: UITableViewCell {
    let box = UIView()
    var reach: NSLayoutConstraint?

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            box.heightAnchor.constraint(equalToConstant: 40),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// Five rows whose cells' boxes start at the trailing edge of `marker`, a view beside the table:
/// the constraint is made when the row is displayed (the cell is in the table then, so the two
/// views have a common ancestor, as UIKit requires).
@MainActor
final class ReachingRows: UITableViewDataSource, UITableViewDelegate {
    let marker: UIView
    init(marker: UIView) { self.marker = marker }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        tableView.dequeueReusableCell(withIdentifier: "reach", for: indexPath)
    }
    func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        guard let cell = cell as? ReachingCell else { return }
        cell.reach?.isActive = false
        cell.reach = cell.box.leadingAnchor.constraint(equalTo: marker.trailingAnchor)
        cell.reach?.isActive = true
    }
}

/// Rows of boxes whose heights the test sets, measured by Auto Layout.
@MainActor
final class SizedBoxRows: UITableViewDataSource {
    var heights: [CGFloat]
    init(heights: [CGFloat]) { self.heights = heights }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        heights.count
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "box", for: indexPath)
        (cell as? BoxCell)?.boxHeight.constant = heights[indexPath.row]
        return cell
    }
}

/// A cell whose box is 10.25 pt below the content view's top and 20 pt tall.
final class OffGridCell: UITableViewCell {
    let box = UIView()

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10.25),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// Rows of `OffGridCell`s.
@MainActor
final class OffGridRows: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        tableView.dequeueReusableCell(withIdentifier: "grid", for: indexPath)
    }
}

/// A cell's constraints are solved apart from the table's (Docs/Behaviour-autolayout.md, "Cells
/// solved apart"): what a cell's views show must be what one engine for the whole window gives.
@MainActor
@Suite struct TableViewCellAutoLayoutTests {
    /// A 390 × 844 window whose root view holds a full-screen table (and `other` above it).
    func makeWindow(_ table: UITableView, beside other: UIView? = nil) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController()
        table.contentInsetAdjustmentBehavior = .never
        window.rootViewController?.view.addSubview(table)
        if let other { window.rootViewController?.view.addSubview(other) }
        window.makeKeyAndVisible()
        return window
    }

    @Test func aCellConstraintToAViewOutsideTheCellPlacesItsBoxAndFollowsThatView() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.rowHeight = 64
        table.estimatedRowHeight = 0
        table.register(ReachingCell.self, forCellReuseIdentifier: "reach")
        let marker = UIView(frame: CGRect(x: 40, y: 0, width: 60, height: 10))
        let rows = ReachingRows(marker: marker)
        table.dataSource = rows
        table.delegate = rows
        let window = makeWindow(table, beside: marker)
        defer { withExtendedLifetime((rows, window)) {} }
        window.layoutIfNeeded()
        // The box starts at the marker's trailing edge, 100 pt from the window's (and the
        // cell's) left, and ends 16 pt before the content view's trailing edge.
        #expect(table.visibleCells.count == 5)
        for cell in table.visibleCells {
            let box = (cell as? ReachingCell)?.box
            #expect(box?.frame == CGRect(x: 100, y: 12, width: 274, height: 40))
        }
        // Moving the marker moves every box with it.
        marker.frame.origin.x = 80
        window.layoutIfNeeded()
        for cell in table.visibleCells {
            let box = (cell as? ReachingCell)?.box
            #expect(box?.frame == CGRect(x: 140, y: 12, width: 234, height: 40))
        }
    }

    @Test func aReusedCellTakesTheHeightOfItsNewRowAfterAReload() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.estimatedRowHeight = 60
        table.register(BoxCell.self, forCellReuseIdentifier: "box")
        let rows = SizedBoxRows(heights: Array(repeating: 40, count: 30))
        table.dataSource = rows
        let window = makeWindow(table)
        defer { withExtendedLifetime((rows, window)) {} }
        table.layoutIfNeeded()
        // 64 pt rows: 14 cells fill 844 pt.
        #expect(table.visibleCells.count == 14)
        let made = Set(table.visibleCells.map(ObjectIdentifier.init))
        // 100, 40 and 70 pt boxes in turn: 124, 64 and 94 pt rows, nine of them in view (846
        // pt), every cell one of the fourteen made before.
        rows.heights = (0..<30).map { CGFloat([100, 40, 70][$0 % 3]) }
        table.reloadData()
        table.layoutIfNeeded()
        let paths = table.indexPathsForVisibleRows ?? []
        #expect(paths.count == 9)
        var y: CGFloat = 0
        for p in paths {
            let h = rows.heights[p.row]
            guard let cell = table.cellForRow(at: p) as? BoxCell else {
                Issue.record("no cell for row \(p.row)")
                continue
            }
            #expect(made.contains(ObjectIdentifier(cell)), "row \(p.row) reuses a cell")
            #expect(cell.frame == CGRect(x: 0, y: y, width: 390, height: h + 24))
            #expect(cell.contentView.frame.height == h + 24)
            #expect(cell.box.frame == CGRect(x: 16, y: 12, width: 358, height: h), "row \(p.row)")
            y += h + 24
        }
    }

    @Test func aCellsFramesLandOnThePixelGridOfTheWindowNotOfTheCell() {
        // 50.2 pt rows: the second row's box top is 60.45 pt down the window, 181 pixels at
        // 3×, and the row's top 151 pixels, so the box is 30 pixels (10 pt) into its row.
        // Rounded in the cell's own coordinates, 10.25 pt would be 31 pixels.
        #expect(UIScreen.main.scale == 3)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.rowHeight = 50.2
        table.estimatedRowHeight = 0
        table.register(OffGridCell.self, forCellReuseIdentifier: "grid")
        let rows = OffGridRows()
        table.dataSource = rows
        let window = makeWindow(table)
        defer { withExtendedLifetime((rows, window)) {} }
        window.layoutIfNeeded()
        let second = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? OffGridCell
        #expect(abs((second?.frame.minY ?? 0) - 50.2) < 1e-9)
        #expect(second?.box.frame == CGRect(x: 16, y: 10, width: 358, height: 20))
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? OffGridCell
        #expect(abs((first?.box.frame.minY ?? 0) - 31 / 3.0) < 1e-9)
    }
}
