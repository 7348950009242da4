import Foundation
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueRender

/// The navigation and tab bars as drawn: the navigation bar's background covers the status-bar
/// strip above it (content under it does not show), the back chevron and title are tinted, and
/// tab items show their glyphs. The PNGs go to /tmp/bars/ for a look.
@MainActor
@Suite struct BarRenderingTests {
    func render(_ window: UIWindow, _ name: String) throws -> Bitmap {
        window.layoutIfNeeded()
        let bitmap = try Renderer(scale: 2).render(window)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/bars", withIntermediateDirectories: true)
        if let png = try? bitmap.pngData() {
            try? png.write(to: URL(fileURLWithPath: "/tmp/bars/\(name).png"))
        }
        return bitmap
    }

    func pixel(_ b: Bitmap, _ x: CGFloat, _ y: CGFloat) -> RGBA8 { b[Int(x * 2), Int(y * 2)] }

    func near(_ p: RGBA8, _ r: Int, _ g: Int, _ b: Int, _ tolerance: Int = 6) -> Bool {
        abs(Int(p.r) - r) <= tolerance && abs(Int(p.g) - g) <= tolerance
            && abs(Int(p.b) - b) <= tolerance
    }

    @Test func theNavigationBarCoversTheStatusBarStripAndDrawsTheBackButton() throws {
        let a = UIViewController()
        a.title = "Inbox"
        let b = UIViewController()
        b.title = "Mail"
        b.view.backgroundColor = .red
        let nav = UINavigationController(rootViewController: a)
        let w = UIWindow()
        w.rootViewController = nav
        w.makeKeyAndVisible()
        nav.pushViewController(b, animated: false)
        let bitmap = try render(w, "navigation-bar")
        let top = w.safeAreaInsets.top
        // The status-bar strip and the bar: the bar colour, not the red content under them.
        for y in [2, top / 2, top - 1, top + 2, top + 40] {
            #expect(near(pixel(bitmap, 200, y), 249, 249, 249), "y \(y)")
        }
        // Below the bar and its hairline: the content.
        #expect(near(pixel(bitmap, 200, top + 46), 255, 0, 0))
        // The chevron's middle stroke (left point at x ≈ 9.5, y = bar middle): system blue.
        let chevron = pixel(bitmap, 10.5, top + 22)
        #expect(near(chevron, 0, 122, 255, 40), "\(chevron)")
        // The back title's text and the centred title's text have ink.
        let label = CGRect(x: 26.5, y: 0, width: 40, height: 44)
        var blueInk = false
        var y = top + 14
        while y < top + 30 {
            for x in stride(from: label.minX, to: label.maxX, by: 0.5) {
                let p = pixel(bitmap, x, y)
                if p.b > 200 && p.r < 120 { blueInk = true }
            }
            y += 0.5
        }
        #expect(blueInk)
    }

    @Test func tabItemsDrawTheirGlyphsInTheirTint() throws {
        let a = UIViewController()
        a.title = "Home"
        a.tabBarItem.image = UIImage(systemName: "house.fill")
        let b = UIViewController()
        b.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let w = UIWindow()
        w.rootViewController = tabs
        w.makeKeyAndVisible()
        let bitmap = try render(w, "tab-bar")
        let barTop = tabs.tabBar.frame.minY
        let slot = w.bounds.width / 2
        // The house's body (filled) in the selected tint, at the glyph's centre-bottom.
        let house = pixel(bitmap, slot / 2 - 5, barTop + 7 + 18)
        #expect(near(house, 0, 122, 255, 30), "\(house)")
        // The house's door is open (bar colour), the roof's tip is blue.
        #expect(near(pixel(bitmap, slot / 2, barTop + 7 + 19), 247, 247, 247, 12))
        #expect(near(pixel(bitmap, slot / 2, barTop + 7 + 6), 0, 122, 255, 40))
        // The magnifying glass: its ring is grey, its middle empty.
        let ring = pixel(bitmap, slot * 1.5 - 12 + 3, barTop + 7 + 9.5)
        #expect(near(ring, 142, 142, 147, 40), "\(ring)")
        #expect(near(pixel(bitmap, slot * 1.5 - 12 + 9.5, barTop + 7 + 9.5), 247, 247, 247, 12))
    }
}
