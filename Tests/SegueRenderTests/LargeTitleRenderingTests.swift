import Foundation
@_spi(Testing) import OpenUIKit
import SegueTesting
import SnapshotTesting
import Testing

@testable import SegueRender

/// A large-title list as drawn: the 34 pt bold title in the bar's strip at the leading margin, the
/// first row just below, and the bar collapsed to its row with the inline title once the list
/// scrolls. The PNGs also go to /tmp/largetitles/ to look at.
@MainActor
@Suite struct LargeTitleRenderingTests {
    func render(_ window: UIWindow, _ name: String) throws -> Bitmap {
        window.layoutIfNeeded()
        let bitmap = try Renderer(scale: 2).render(window)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/largetitles", withIntermediateDirectories: true)
        if let png = try? bitmap.pngData() {
            try? png.write(to: URL(fileURLWithPath: "/tmp/largetitles/\(name).png"))
        }
        return bitmap
    }

    /// Whether any pixel of the rectangle (points) is darker than `level` in all channels.
    func hasInk(_ b: Bitmap, _ rect: CGRect, below level: UInt8 = 80) -> Bool {
        for y in Int(rect.minY * 2)..<Int(rect.maxY * 2) {
            for x in Int(rect.minX * 2)..<Int(rect.maxX * 2) {
                let p = b[x, y]
                if p.r < level && p.g < level && p.b < level { return true }
            }
        }
        return false
    }

    @Test func aLargeTitleListAtRestAndCollapsed() throws {
        let list = MailList(style: .plain)
        list.title = "Mailboxes"
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        let w = UIWindow(frame: UIScreen.main.bounds)
        w.rootViewController = nav
        w.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let open = try render(w, "open")
        assertSnapshot(
            of: open, as: .image(precision: 0.995, perceptualPrecision: 0.98), named: "open")
        // The title's ink in the strip (59 + 44 … 59 + 96), from the 16 pt margin; none in the
        // row above it, where the inline title is hidden.
        #expect(hasInk(open, CGRect(x: 16, y: 110, width: 60, height: 38)))
        #expect(!hasInk(open, CGRect(x: 0, y: 60, width: 16, height: 90)))
        #expect(!hasInk(open, CGRect(x: 100, y: 62, width: 200, height: 40)))
        // The first row's text starts below the bar (59 + 96 = 155).
        let table = try #require(list.tableView)
        let first = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil)
        #expect(abs(first.minY - (155 + 28)) < 1e-9)

        table.contentOffset.y = 200
        let closed = try render(w, "closed")
        assertSnapshot(
            of: closed, as: .image(precision: 0.995, perceptualPrecision: 0.98), named: "closed")
        // The inline title, centred in the row (59 … 103); the plain list's "Today" header pinned
        // just below the collapsed bar, not where the open strip ended.
        #expect(hasInk(closed, CGRect(x: 150, y: 65, width: 93, height: 32)))
        #expect(hasInk(closed, CGRect(x: 16, y: 106, width: 60, height: 20)))
        #expect(nav.navigationBar.frame.height == 44)
    }
}
