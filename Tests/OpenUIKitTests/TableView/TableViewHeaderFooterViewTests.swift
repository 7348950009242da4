import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A header view that counts how often the table prepared it for reuse.
final class ProbeHeader: UITableViewHeaderFooterView {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A log whose sections have `ProbeHeader` headers titled "Section n".
@MainActor
final class HeaderLog: UITableViewDataSource, UITableViewDelegate {
    var rows: [Int]
    init(rows: [Int]) { self.rows = rows }
    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows[section]
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        header?.textLabel?.text = "Section \(section)"
        return header
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        30
    }
}

/// `UITableViewHeaderFooterView`: registered, dequeued by the delegate, reused when sections are
/// asked for again.
@MainActor
@Suite struct TableViewHeaderFooterViewTests {
    func makeStage(rows: [Int]) -> (UIWindow, UITableView, HeaderLog) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.register(ProbeHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        let log = HeaderLog(rows: rows)
        table.dataSource = log
        table.delegate = log
        window.rootViewController?.view.addSubview(table)
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        return (window, table, log)
    }

    @Test func theDelegatesHeaderViewsComeFromTheRegisteredClass() throws {
        let (window, table, log) = makeStage(rows: [2, 2])
        defer { withExtendedLifetime((window, log)) {} }
        let header = try #require(table.headerView(forSection: 1))
        #expect(header is ProbeHeader)
        #expect(header.reuseIdentifier == "header")
        #expect(header.textLabel?.text == "Section 1")
        // Header 30 + two rows of 44 above it.
        #expect(header.frame == CGRect(x: 0, y: 118, width: 390, height: 30))
        header.layoutIfNeeded()
        #expect(header.textLabel?.frame.minX == 16)
        #expect(table.footerView(forSection: 1) == nil)
    }

    @Test func reloadingHandsTheSameViewsBackAfterPrepareForReuse() throws {
        let (window, table, log) = makeStage(rows: [2, 2])
        defer { withExtendedLifetime((window, log)) {} }
        let first = try #require(table.headerView(forSection: 0) as? ProbeHeader)
        let second = try #require(table.headerView(forSection: 1) as? ProbeHeader)
        table.reloadData()
        table.layoutIfNeeded()
        let again = [table.headerView(forSection: 0), table.headerView(forSection: 1)]
        #expect(again.allSatisfy { $0 === first || $0 === second })
        #expect(first.reuses + second.reuses == 2)
        #expect(table.headerFootersMade == 2)
    }

    @Test func anUnregisteredIdentifierDequeuesNothing() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "nothing") == nil)
    }
}
