import Foundation
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueRender

/// A settings-style list as apps write one, in a navigation controller.
final class SettingsList: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 3 : 2
    }
    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
        -> String?
    {
        section == 0 ? "Network" : "Display"
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text =
            ["Wi-Fi", "Bluetooth", "Cellular", "Brightness", "Text Size"][
                indexPath.section * 3 + indexPath.row]
        cell.detailTextLabel?.text = indexPath.section == 0 ? "On" : nil
        cell.accessoryType =
            indexPath == IndexPath(row: 1, section: 1)
            ? .checkmark : .disclosureIndicator
        return cell
    }
}

/// A mailbox list: plain, two sections, rows of subtitle list configurations.
final class MailList: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Mail")
    }
    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        12
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
        -> String?
    {
        section == 0 ? "Today" : "Yesterday"
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Mail", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Message \(indexPath.section).\(indexPath.row)"
        content.secondaryText = "A preview of the message's first line"
        cell.contentConfiguration = content
        return cell
    }
}

/// Tables as drawn: rows under the navigation bar, the grouped background, separators inset from
/// the leading edge, accessories, the selected row's grey. The PNGs go to /tmp/tables/.
@MainActor
@Suite struct TableRenderingTests {
    func render(_ window: UIWindow, _ name: String) throws -> Bitmap {
        window.layoutIfNeeded()
        let bitmap = try Renderer(scale: 2).render(window)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/tables", withIntermediateDirectories: true)
        if let png = try? bitmap.pngData() {
            try? png.write(to: URL(fileURLWithPath: "/tmp/tables/\(name).png"))
        }
        return bitmap
    }

    func pixel(_ b: Bitmap, _ x: CGFloat, _ y: CGFloat) -> RGBA8 { b[Int(x * 2), Int(y * 2)] }

    func near(_ p: RGBA8, _ r: Int, _ g: Int, _ b: Int, _ tolerance: Int = 6) -> Bool {
        abs(Int(p.r) - r) <= tolerance && abs(Int(p.g) - g) <= tolerance
            && abs(Int(p.b) - b) <= tolerance
    }

    @Test func anInsetGroupedListUnderANavigationBar() throws {
        let list = SettingsList(style: .insetGrouped)
        list.title = "Settings"
        let nav = UINavigationController(rootViewController: list)
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        w.rootViewController = nav
        w.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let table = try #require(list.tableView)
        list.tableView.selectRow(
            at: IndexPath(row: 0, section: 1), animated: false, scrollPosition: .none)
        let bitmap = try render(w, "inset-grouped")
        // The first row starts below the bar (this window has no status-bar inset): 44 pt of
        // inset, then the 38 pt titled header.
        #expect(table.contentOffset.y == -44)
        let first = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil)
        #expect(first == CGRect(x: 16, y: 82, width: 358, height: 44))
        // Grouped background beside the rows, white rows, grey selected row.
        #expect(near(pixel(bitmap, 8, 160), 242, 242, 247))
        #expect(near(pixel(bitmap, 200, 150), 255, 255, 255))
        let selected = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 1)), to: nil)
        #expect(near(pixel(bitmap, 200, selected.midY), 209, 209, 214))
    }

    @Test func aPlainListKeepsItsSectionHeaderAtTheTop() throws {
        let list = MailList(style: .plain)
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        w.rootViewController = list
        w.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let table = try #require(list.tableView)
        table.contentOffset = CGPoint(x: 0, y: 300)
        let bitmap = try render(w, "plain-sticky")
        let rowHeight = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(rowHeight > 44)
        // The "Today" header (28 pt, grey) is drawn at the top of the visible area.
        let top = table.convert(CGPoint(x: 0, y: table.bounds.minY), to: nil).y
        #expect(near(pixel(bitmap, 200, top + 2), 242, 242, 247))
        #expect(near(pixel(bitmap, 200, top + 40), 255, 255, 255))
    }
}
