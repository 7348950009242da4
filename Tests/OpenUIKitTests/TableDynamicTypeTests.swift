import Foundation
@_spi(Testing) import OpenUIKit
import Testing

/// Table cells and section titles follow Dynamic Type: the standard cells' labels, a list
/// content configuration's text and the section titles take their text style's size at the
/// table's content size category, self-sizing rows grow to fit, and a new category lays a shown
/// table out again (Docs/Behaviour-traits.md, "Tables and Dynamic Type"). Sizes are Apple's
/// type ramp.
@MainActor
@Suite struct TableDynamicTypeTests {
    final class Source: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }

        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            "Header"
        }

        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            "Footer"
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
            -> UITableViewCell
        {
            switch indexPath.row {
            case 0:
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Wi-Fi"
                cell.accessoryType = .disclosureIndicator
                return cell
            case 1:
                let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                cell.textLabel?.text = "Bluetooth"
                cell.detailTextLabel?.text = "On"
                return cell
            case 2:
                let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
                cell.textLabel?.text = "Mail"
                cell.detailTextLabel?.text = "3"
                return cell
            default:
                let cell = UITableViewCell()
                var content = UIListContentConfiguration.subtitleCell()
                content.text = "General"
                content.secondaryText = "About"
                cell.contentConfiguration = content
                return cell
            }
        }
    }

    func table(_ category: UIContentSizeCategory) -> (UITableView, UIWindow, Source) {
        let root = UIViewController()
        let window = UIWindow()
        window.traitOverrides.preferredContentSizeCategory = category
        window.rootViewController = root
        window.makeKeyAndVisible()
        let source = Source()
        let table = UITableView(frame: root.view.bounds, style: .insetGrouped)
        table.dataSource = source
        root.view.addSubview(table)
        table.layoutIfNeeded()
        _ = UIApplication.shared.runUntilIdle()
        return (table, window, source)
    }

    func cell(_ table: UITableView, _ row: Int) -> UITableViewCell? {
        table.cellForRow(at: IndexPath(row: row, section: 0))
    }

    func label(_ text: String, in view: UIView) -> UILabel? {
        if let label = view as? UILabel, label.text == text { return label }
        for subview in view.subviews {
            if let found = label(text, in: subview) { return found }
        }
        return nil
    }

    func sizes(_ table: UITableView) -> [CGFloat] {
        [
            cell(table, 0)?.textLabel?.font.pointSize ?? 0,
            cell(table, 1)?.textLabel?.font.pointSize ?? 0,
            cell(table, 1)?.detailTextLabel?.font.pointSize ?? 0,
            cell(table, 2)?.detailTextLabel?.font.pointSize ?? 0,
            label("General", in: table)?.font.pointSize ?? 0,
            label("About", in: table)?.font.pointSize ?? 0,
            label("HEADER", in: table)?.font.pointSize ?? 0,
            label("Footer", in: table)?.font.pointSize ?? 0,
        ]
    }

    func heights(_ table: UITableView) -> [CGFloat] {
        (0..<4).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
    }

    /// Body 17, 23, 53; caption 1 12, 18, 43; subheadline 15, 21, 49; footnote 13, 19, 44.
    /// Rows: the text's height plus 11 pt above and below, 44 pt at least (a subtitle row both
    /// labels'; the list configuration's 3 pt between them too).
    @Test(arguments: [
        (
            UIContentSizeCategory.large, [CGFloat(17), 17, 12, 17, 17, 15, 13, 13],
            [CGFloat(44), 56, 44, 63]
        ),
        (.extraExtraExtraLarge, [23, 23, 18, 23, 23, 21, 19, 19], [49, 70, 49, 77]),
        (
            .accessibilityExtraExtraExtraLarge, [53, 53, 43, 53, 53, 49, 44, 44],
            [84, 135, 84, 145]
        ),
    ])
    func theTextTakesItsStylesSize(
        _ category: UIContentSizeCategory, _ expected: [CGFloat], _ rows: [CGFloat]
    ) {
        let (table, window, source) = table(category)
        defer { withExtendedLifetime((window, source)) {} }
        #expect(sizes(table) == expected)
        #expect(heights(table) == rows)
    }

    @Test func aShownTableTakesTheNewSize() {
        let (table, window, source) = table(.large)
        defer { withExtendedLifetime((window, source)) {} }
        let before = heights(table)
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        window.layoutIfNeeded()
        table.layoutIfNeeded()
        #expect(sizes(table) == [53, 53, 43, 53, 53, 49, 44, 44])
        let after = heights(table)
        #expect(zip(before, after).allSatisfy { $0 < $1 })
        window.traitOverrides.preferredContentSizeCategory = .large
        window.layoutIfNeeded()
        table.layoutIfNeeded()
        #expect(sizes(table) == [17, 17, 12, 17, 17, 15, 13, 13])
        #expect(heights(table) == before)
    }

    /// The navigation bar's title keeps its 17 pt at AX5, as UIKit's bars do (the large
    /// content viewer stands in for them).
    @Test func theNavigationBarsTitleStaysFixed() {
        let root = UIViewController()
        root.title = "Settings"
        let nav = UINavigationController(rootViewController: root)
        let window = UIWindow()
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        window.rootViewController = nav
        window.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle()
        window.layoutIfNeeded()
        let title = label("Settings", in: nav.navigationBar)
        #expect(title != nil)
        #expect(title?.font.pointSize == 17)
    }
}
