import Foundation
@_spi(Testing) import OpenUIKit
import SegueTesting
import SnapshotTesting
import Testing

@testable import SegueRender

/// A table screen and a tab bar right-to-left, as drawn, against reference PNGs in
/// `__Snapshots__/RightToLeft/` (looked at by eye when recorded: accessories at the left edge
/// with left-pointing chevrons, text from the right, the first tab rightmost; record with
/// `SNAPSHOT_TESTING_RECORD=failed`). The PNGs also go to /tmp/rtl/.
@MainActor
@Suite struct RightToLeftRenderingTests {
    nonisolated static let references = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("__Snapshots__/RightToLeft").path

    func render(_ window: UIWindow, _ name: String) throws -> Bitmap {
        window.layoutIfNeeded()
        let bitmap = try Renderer(scale: 2).render(window)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/rtl", withIntermediateDirectories: true)
        if let png = try? bitmap.pngData() {
            try? png.write(to: URL(fileURLWithPath: "/tmp/rtl/\(name).png"))
        }
        return bitmap
    }

    func verify(_ bitmap: Bitmap, _ name: String) {
        if let failure = verifySnapshot(
            of: bitmap, as: .image(precision: 0.995, perceptualPrecision: 0.98), named: name,
            snapshotDirectory: Self.references, testName: "rtl")
        {
            Issue.record(Comment(rawValue: failure))
        }
    }

    /// A window 393 × 852 pt (iPhone 15) in the given direction showing `root`.
    func window(_ root: UIViewController, rightToLeft: Bool) -> UIWindow {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        w.overrideUserInterfaceStyle = .light
        if rightToLeft { w.traitOverrides.layoutDirection = .rightToLeft }
        w.rootViewController = root
        w.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle()
        return w
    }

    func pixel(_ b: Bitmap, _ x: CGFloat, _ y: CGFloat) -> RGBA8 { b[Int(x * 2), Int(y * 2)] }

    /// Whether the 2× pixels of the box (points) hold the chevron's grey.
    func chevronInk(_ b: Bitmap, _ box: CGRect) -> Bool {
        for y in stride(from: box.minY, to: box.maxY, by: 0.5) {
            for x in stride(from: box.minX, to: box.maxX, by: 0.5) {
                let p = pixel(b, x, y)
                if p.r < 225 && p.r > 150 && abs(Int(p.r) - Int(p.b)) < 12 { return true }
            }
        }
        return false
    }

    @Test func aSettingsListRightToLeftIsTheMirrorImage() throws {
        let nav = UINavigationController(rootViewController: SettingsList(style: .insetGrouped))
        let w = window(nav, rightToLeft: true)
        let table = try #require((nav.topViewController as? UITableViewController)?.tableView)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let bitmap = try render(w, "settings-rtl")
        // The first row's chevron: in the 24 pt box 16 pt inside the cell's left edge, its
        // point on the left (ink in the box's left third, none in its right third).
        let row = cell.convert(cell.bounds, to: w)
        let box = CGRect(x: row.minX + 16, y: row.midY - 12, width: 24, height: 24)
        #expect(chevronInk(bitmap, CGRect(x: box.minX, y: box.minY, width: 8, height: 24)))
        #expect(!chevronInk(bitmap, CGRect(x: box.maxX - 8, y: box.minY, width: 8, height: 24)))
        verify(bitmap, "settings")
    }

    @Test func aTabBarRightToLeftShowsTheFirstItemRightmost() throws {
        let items: [(String, UITabBarItem.SystemItem)] = [
            ("favorites", .favorites), ("search", .search), ("more", .more),
        ]
        let controllers = items.map { _, item -> UIViewController in
            let vc = UIViewController()
            vc.view.backgroundColor = .systemBackground
            vc.tabBarItem = UITabBarItem(tabBarSystemItem: item, tag: 0)
            return vc
        }
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        let w = window(tabs, rightToLeft: true)
        let bitmap = try render(w, "tab-bar-rtl")
        // The selected (first) item's blue is in the rightmost third only.
        let bar = tabs.tabBar.frame
        func blue(_ x0: CGFloat, _ x1: CGFloat) -> Bool {
            for x in stride(from: x0, to: x1, by: 1) {
                for y in stride(from: bar.minY, to: bar.minY + 40, by: 1) {
                    let p = pixel(bitmap, x, y)
                    if p.b > 200 && p.r < 60 { return true }
                }
            }
            return false
        }
        #expect(blue(bar.width * 2 / 3, bar.width))
        #expect(!blue(0, bar.width * 2 / 3))
        verify(bitmap, "tab-bar")
    }
}
