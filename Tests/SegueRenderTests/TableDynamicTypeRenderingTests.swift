import Foundation
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueRender

/// A settings-style table (a grouped section with a header, a footer, default cells with
/// chevrons and a value cell) drawn at L and AX5: at AX5 every row's text is as tall as the
/// body's 53 pt and each row holds its text whole. The PNGs go to /tmp/dynamic-type/
/// (Docs/Behaviour-traits.md, "Tables and Dynamic Type").
@MainActor
@Suite(.serialized) struct TableDynamicTypeRenderingTests {
    final class Settings: UITableViewController {
        let rows = ["Wi-Fi", "Bluetooth", "General"]
        override func numberOfSections(in tableView: UITableView) -> Int { 1 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
            -> Int
        { rows.count }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
            -> String?
        { "Network" }
        override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
            -> String?
        { "Nearby" }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
            -> UITableViewCell
        {
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = rows[indexPath.row]
            cell.detailTextLabel?.text = indexPath.row == 0 ? "On" : nil
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    func draw(_ category: UIContentSizeCategory, _ name: String) throws -> (
        Bitmap, UITableView, UIWindow
    ) {
        let list = Settings(style: .insetGrouped)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.overrideUserInterfaceStyle = .light
        window.traitOverrides.preferredContentSizeCategory = category
        window.rootViewController = list
        window.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle()
        window.layoutIfNeeded()
        let bitmap = try Renderer(scale: 2).render(window)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/dynamic-type", withIntermediateDirectories: true)
        if let png = try? bitmap.pngData() {
            try? png.write(to: URL(fileURLWithPath: "/tmp/dynamic-type/\(name).png"))
        }
        return (bitmap, list.tableView, window)
    }

    /// The top and bottom y (points) of the dark pixels in `rect` (points).
    func inkRows(_ b: Bitmap, _ rect: CGRect) -> ClosedRange<CGFloat>? {
        var lo = Int.max
        var hi = Int.min
        for y in Int(rect.minY * 2)..<Int(rect.maxY * 2) {
            for x in Int(rect.minX * 2)..<Int(rect.maxX * 2) {
                let p = b[x, y]
                if p.r < 110 && p.g < 110 && p.b < 110 {
                    lo = min(lo, y)
                    hi = max(hi, y)
                }
            }
        }
        return lo <= hi ? CGFloat(lo) / 2...CGFloat(hi + 1) / 2 : nil
    }

    @Test func atAX5TheRowsTextIsTheBodysSizeAndFitsItsRow() throws {
        var inkHeights: [CGFloat] = []
        for (category, name) in [
            (UIContentSizeCategory.large, "settings-L"),
            (.accessibilityExtraExtraExtraLarge, "settings-AX5"),
        ] {
            let (b, table, window) = try draw(category, name)
            defer { window.isHidden = true }
            let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            let row = cell.convert(cell.bounds, to: window)
            // "Bluetooth": its ink (cap height to descender) inside the row, away from its edges.
            let ink = try #require(inkRows(b, row.insetBy(dx: 0, dy: 1)))
            #expect(ink.lowerBound > row.minY + 4 && ink.upperBound < row.maxY - 4, "\(name)")
            inkHeights.append(ink.upperBound - ink.lowerBound)
            let expected: CGFloat = category == .large ? 44 : 84
            #expect(row.height == expected, "\(name)")
        }
        // The text grows with the body's size, 17 to 53 pt (3.1×).
        #expect(inkHeights[1] > inkHeights[0] * 2.6 && inkHeights[1] < inkHeights[0] * 3.6)
    }
}
