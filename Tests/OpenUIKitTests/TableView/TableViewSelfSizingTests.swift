import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A cell whose content view's constraints give its height: a box 12 pt from the top and
/// bottom whose height the data source sets.
final class BoxCell: UITableViewCell {
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

/// Rows of boxes 40, 70 and 100 pt tall in turn.
@MainActor
final class BoxRows: UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "box", for: indexPath)
        (cell as? BoxCell)?.boxHeight.constant = CGFloat(40 + (indexPath.row % 3) * 30)
        return cell
    }
}

/// Rows sized by their cells' Auto Layout (`automaticDimension`), estimated until they show.
@MainActor
@Suite struct TableViewSelfSizingTests {
    func makeTable(rows: Int, estimate: CGFloat) -> (UITableView, BoxRows, UIWindow) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.estimatedRowHeight = estimate
        table.register(BoxCell.self, forCellReuseIdentifier: "box")
        let rows = BoxRows(count: rows)
        table.dataSource = rows
        window.rootViewController?.view.addSubview(table)
        window.makeKeyAndVisible()
        table.layoutIfNeeded()
        return (table, rows, window)
    }

    @Test func rowsInViewTakeTheirConstraintsHeightOthersTheEstimate() {
        let (table, rows, window) = makeTable(rows: 10_000, estimate: 60)
        defer { withExtendedLifetime((rows, window)) {} }
        // 64, 94, 124 pt in turn (box + 24): rows 0…8 reach 846 pt, past the 844 pt bounds.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 64)
        #expect(
            table.rectForRow(at: IndexPath(row: 1, section: 0))
                == CGRect(
                    x: 0, y: 64, width: 390, height: 94))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 158)
        #expect(table.visibleCells.count == 9)
        #expect(
            table.rectForRow(at: IndexPath(row: 9, section: 0))
                == CGRect(x: 0, y: 846, width: 390, height: 60))
        // Nine rows measured (846 pt), 9,991 estimated at 60 pt (599,460 pt).
        #expect(table.contentSize.height == 600_306)
        let cell = table.visibleCells[1]
        #expect(cell.contentView.frame.height == 94)
    }

    @Test func scrolledRowsAreMeasuredAsTheyComeIntoView() {
        let (table, rows, window) = makeTable(rows: 100, estimate: UITableView.automaticDimension)
        defer { withExtendedLifetime((rows, window)) {} }
        table.contentOffset = CGPoint(x: 0, y: 1000)
        table.layoutIfNeeded()
        let paths = table.indexPathsForVisibleRows ?? []
        for p in paths {
            #expect(table.rectForRow(at: p).height == CGFloat(64 + (p.row % 3) * 30))
        }
        #expect(table.visibleCells.count <= 13)
    }
}
