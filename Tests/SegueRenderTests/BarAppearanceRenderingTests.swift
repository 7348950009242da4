import Foundation
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueRender

/// Bar appearances as drawn, in the light and the dark: the default material, an opaque
/// background, a transparent one, a scroll-edge fade half way, and a tab bar at the bottom edge
/// of its content. PNGs go to /tmp/barappearances/ to look at.
@MainActor
@Suite struct BarAppearanceRenderingTests {
    func render(_ window: UIWindow, _ name: String) throws -> Bitmap {
        window.layoutIfNeeded()
        let bitmap = try Renderer(scale: 2).render(window)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/barappearances", withIntermediateDirectories: true)
        if let png = try? bitmap.pngData() {
            try? png.write(to: URL(fileURLWithPath: "/tmp/barappearances/\(name).png"))
        }
        return bitmap
    }

    func pixel(_ b: Bitmap, _ x: CGFloat, _ y: CGFloat) -> [Int] {
        let p = b[Int(x * 2), Int(y * 2)]
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 2) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// A navigation controller showing a plain orange screen titled "Appearance" whose bar has
    /// `configure` applied to its standard appearance, in `style`.
    func screen(
        _ style: UIUserInterfaceStyle, _ configure: (UINavigationBarAppearance) -> Void
    ) -> UIWindow {
        let vc = UIViewController()
        vc.title = "Appearance"
        vc.view.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        let nav = UINavigationController(rootViewController: vc)
        let look = UINavigationBarAppearance()
        configure(look)
        nav.navigationBar.standardAppearance = look
        let w = UIWindow()
        w.overrideUserInterfaceStyle = style
        w.rootViewController = nav
        w.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle()
        return w
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func theDefaultBackgroundIsTheBarMaterialWithAHairline(_ style: UIUserInterfaceStyle) throws {
        let w = screen(style) { $0.configureWithDefaultBackground() }
        let b = try render(w, "default-\(style == .dark ? "dark" : "light")")
        let top = w.safeAreaInsets.top
        let material = style == .dark ? [33, 33, 33] : [249, 249, 249]
        #expect(pixel(b, 200, 4) == material, "under the status bar")
        #expect(pixel(b, 300, top + 40) == material)
        // The hairline: one pixel row at the bar's bottom, over the orange page.
        let line = pixel(b, 300, top + 44)
        #expect(!near(line, [255, 128, 0], 8), "\(line)")
        #expect(near(pixel(b, 300, top + 46), [255, 128, 0]))
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func anOpaqueBackgroundIsTheSystemBackground(_ style: UIUserInterfaceStyle) throws {
        let w = screen(style) { $0.configureWithOpaqueBackground() }
        let b = try render(w, "opaque-\(style == .dark ? "dark" : "light")")
        let top = w.safeAreaInsets.top
        let page = style == .dark ? [0, 0, 0] : [255, 255, 255]
        #expect(pixel(b, 300, top + 40) == page)
        #expect(pixel(b, 200, 4) == page)
        // The hairline over the orange page: black at 30 % in the light, white at 15 % in the dark.
        let line = pixel(b, 300, top + 44)
        #expect(near(line, style == .dark ? [255, 147, 38] : [179, 90, 0]), "\(line)")
        // The title is drawn in the label colour: dark ink in the light, light ink in the dark.
        var ink = false
        for x in stride(from: 150.0, to: 240, by: 0.5) {
            for y in stride(from: top + 12, to: top + 32, by: 0.5) {
                let p = pixel(b, x, y)[0]
                if style == .dark ? p > 200 : p < 60 { ink = true }
            }
        }
        #expect(ink)
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func aTransparentBackgroundShowsThePageAndNoHairline(_ style: UIUserInterfaceStyle) throws {
        let w = screen(style) { $0.configureWithTransparentBackground() }
        let b = try render(w, "transparent-\(style == .dark ? "dark" : "light")")
        let top = w.safeAreaInsets.top
        #expect(near(pixel(b, 300, top + 40), [255, 128, 0]))
        #expect(near(pixel(b, 300, top + 44), [255, 128, 0]))
    }

    @Test func aColouredTitleAndBackgroundAreDrawn() throws {
        let w = screen(.light) {
            $0.configureWithOpaqueBackground()
            $0.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            $0.titleTextAttributes = [
                .foregroundColor: UIColor(red: 1, green: 1, blue: 0, alpha: 1)
            ]
        }
        let b = try render(w, "coloured")
        let top = w.safeAreaInsets.top
        #expect(pixel(b, 300, top + 40) == [0, 0, 255])
        var yellow = false
        for x in stride(from: 150.0, to: 240, by: 0.5) {
            for y in stride(from: top + 12, to: top + 32, by: 0.5) {
                let p = pixel(b, x, y)
                if p[0] > 200 && p[1] > 200 && p[2] < 60 { yellow = true }
            }
        }
        #expect(yellow)
    }

    @Test func halfWayThroughTheScrollEdgeFadeTheMaterialIsHalfDrawn() throws {
        let list = UITableViewController(style: .plain)
        list.title = "List"
        list.tableView.backgroundColor = .white
        let nav = UINavigationController(rootViewController: list)
        let w = UIWindow()
        w.rootViewController = nav
        w.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle()
        let top = w.safeAreaInsets.top
        let atEdge = try render(w, "edge-0")
        #expect(pixel(atEdge, 300, top + 40) == [255, 255, 255])
        list.tableView.contentSize = CGSize(width: w.bounds.width, height: 3000)
        list.tableView.contentOffset.y = -list.tableView.adjustedContentInset.top + 8
        let half = try render(w, "edge-50")
        // Material 249 at 50 % over white: 252.
        #expect(near(pixel(half, 300, top + 20), [252, 252, 252], 1))
        list.tableView.contentOffset.y += 8
        let full = try render(w, "edge-100")
        #expect(pixel(full, 300, top + 20) == [249, 249, 249])
    }

    @Test func aTabBarAtTheBottomEdgeOfShortContentIsTransparent() throws {
        let short = UITableViewController(style: .plain)
        short.title = "Short"
        short.tableView.backgroundColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        let plain = UIViewController()
        plain.title = "Plain"
        plain.view.backgroundColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [short, plain]
        let w = UIWindow()
        w.rootViewController = tabs
        w.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle()
        let barTop = tabs.tabBar.frame.minY
        let edge = try render(w, "tab-bar-edge")
        #expect(near(pixel(edge, 5, barTop + 40), [0, 128, 0]))
        #expect(near(pixel(edge, 5, barTop), [0, 128, 0]), "no hairline")
        // A screen without a scroll view: the standard look, the bar's material.
        tabs.selectedIndex = 1
        _ = UIApplication.shared.runUntilIdle()
        let standard = try render(w, "tab-bar-standard")
        #expect(pixel(standard, 5, barTop + 40) == [247, 247, 247])
    }
}
