import Foundation
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueRender

/// The table corners right-to-left not covered by `RightToLeftRenderingTests`, drawn left-to-right
/// and right-to-left: a `.value2` cell (its title trailing-aligned in the leading column, the
/// detail after it) and a grouped section's header and footer titles (from the leading margin).
/// Each is where the mirror image of its left-to-right place says. The PNGs go to /tmp/rtl/
/// (Docs/Behaviour-traits.md, "Right-to-left").
@MainActor
@Suite(.serialized) struct TableRightToLeftCornersRenderingTests {
    final class Account: UITableViewController {
        override func numberOfSections(in tableView: UITableView) -> Int { 1 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
            -> Int
        { 1 }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
            -> String?
        { "Account" }
        override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
            -> String?
        { "Stays on this device." }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
            -> UITableViewCell
        {
            let cell = UITableViewCell(style: .value2, reuseIdentifier: nil)
            cell.textLabel?.text = "name"
            cell.detailTextLabel?.text = "Alex"
            return cell
        }
    }

    /// The table drawn at 2× in a 393 × 852 pt window, light, in the given direction.
    func draw(rightToLeft: Bool) throws -> (Bitmap, UITableView, UIWindow) {
        let list = Account(style: .grouped)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.overrideUserInterfaceStyle = .light
        if rightToLeft { window.traitOverrides.layoutDirection = .rightToLeft }
        window.rootViewController = list
        window.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle()
        window.layoutIfNeeded()
        let bitmap = try Renderer(scale: 2).render(window)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/rtl", withIntermediateDirectories: true)
        if let png = try? bitmap.pngData() {
            let name = rightToLeft ? "value2-header-rtl" : "value2-header-ltr"
            try? png.write(to: URL(fileURLWithPath: "/tmp/rtl/\(name).png"))
        }
        return (bitmap, list.tableView, window)
    }

    /// The leftmost and rightmost x (points) of the pixels in `rect` (points) that `ink` accepts.
    func inkSpan(_ b: Bitmap, _ rect: CGRect, _ ink: (RGBA8) -> Bool) -> ClosedRange<CGFloat>? {
        var lo = Int.max
        var hi = Int.min
        for y in Int(rect.minY * 2)..<Int(rect.maxY * 2) {
            for x in Int(rect.minX * 2)..<Int(rect.maxX * 2) where ink(b[x, y]) {
                lo = min(lo, x)
                hi = max(hi, x)
            }
        }
        return lo <= hi ? CGFloat(lo) / 2...CGFloat(hi + 1) / 2 : nil
    }

    func isBlue(_ p: RGBA8) -> Bool { p.b > 180 && p.r < 120 }
    func isBlack(_ p: RGBA8) -> Bool { p.r < 110 && p.g < 110 && p.b < 110 }
    func isGreyText(_ p: RGBA8) -> Bool { p.r < 200 && abs(Int(p.r) - Int(p.b)) < 20 }

    @Test func aValue2CellsTitleEndsAtItsColumnsTrailingEdgeInBothDirections() throws {
        for rtl in [false, true] {
            let (b, table, window) = try draw(rightToLeft: rtl)
            defer { window.isHidden = true }
            let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            let row = cell.convert(cell.bounds, to: window).insetBy(dx: 0, dy: 2)
            let title = try #require(inkSpan(b, row, isBlue))
            let detail = try #require(inkSpan(b, row, isBlack))
            // Left-to-right the title column is 16…83 pt, the detail from 89 pt; right-to-left
            // the column is 310…377 pt and the detail ends at 304 pt.
            if rtl {
                #expect(abs(title.lowerBound - 310) <= 2, "title at the column's left: \(title)")
                #expect(title.upperBound < 377)
                #expect(abs(detail.upperBound - 304) <= 2, "detail after it: \(detail)")
                #expect(detail.upperBound < title.lowerBound)
            } else {
                #expect(abs(title.upperBound - 83) <= 2, "title at the column's right: \(title)")
                #expect(title.lowerBound > 16)
                #expect(abs(detail.lowerBound - 89) <= 2, "detail after it: \(detail)")
            }
        }
    }

    @Test func groupedHeaderAndFooterTitlesStartAtTheLeadingMargin() throws {
        for rtl in [false, true] {
            let (b, table, window) = try draw(rightToLeft: rtl)
            defer { window.isHidden = true }
            let header = table.rectForHeader(inSection: 0)
            let footer = table.rectForFooter(inSection: 0)
            let headerInk = try #require(
                inkSpan(b, table.convert(header, to: window), isGreyText))
            let footerInk = try #require(
                inkSpan(b, table.convert(footer, to: window), isGreyText))
            for ink in [headerInk, footerInk] {
                if rtl {
                    #expect(abs(ink.upperBound - 377) <= 2, "from the right margin: \(ink)")
                    #expect(ink.lowerBound > 200)
                } else {
                    #expect(abs(ink.lowerBound - 16) <= 2, "from the left margin: \(ink)")
                    #expect(ink.upperBound < 193)
                }
            }
        }
    }
}
