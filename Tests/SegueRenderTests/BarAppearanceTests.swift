import Foundation
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueRender

/// The bars, a material and text in each appearance and direction, as drawn
/// (Docs/Behaviour-traits.md, "Bars", "Materials", "Right-to-left"). PNGs go to /tmp/bars/.
@MainActor
@Suite struct BarAppearanceTests {
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

    func pixel(_ b: Bitmap, _ x: CGFloat, _ y: CGFloat) -> [UInt8] {
        let p = b[Int(x * 2), Int(y * 2)]
        return [p.r, p.g, p.b]
    }

    /// A navigation controller showing "Mail" pushed over "Inbox", in `style`.
    func navigation(_ style: UIUserInterfaceStyle, rightToLeft: Bool = false) -> (
        UINavigationController, UIWindow
    ) {
        let a = UIViewController()
        a.title = "Inbox"
        let b = UIViewController()
        b.title = "Mail"
        b.view.backgroundColor = .systemBackground
        let nav = UINavigationController(rootViewController: a)
        let w = UIWindow()
        w.overrideUserInterfaceStyle = style
        if rightToLeft { w.traitOverrides.layoutDirection = .rightToLeft }
        w.rootViewController = nav
        w.makeKeyAndVisible()
        nav.pushViewController(b, animated: false)
        _ = UIApplication.shared.runUntilIdle()
        return (nav, w)
    }

    @Test func theNavigationBarIsLightGreyWithABlueChevronInTheLight() throws {
        let (_, w) = navigation(.light)
        let bitmap = try render(w, "navigation-bar-light")
        let top = w.safeAreaInsets.top
        #expect(pixel(bitmap, 200, top + 40) == [249, 249, 249])
        #expect(pixel(bitmap, 200, top + 60) == [255, 255, 255], "the content: white")
        let chevron = pixel(bitmap, 10.5, top + 22)
        #expect(chevron[2] > 200 && chevron[0] < 60, "system blue \(chevron)")
    }

    @Test func theNavigationBarIsDarkGreyWithALighterBlueChevronInTheDark() throws {
        let (_, w) = navigation(.dark)
        let bitmap = try render(w, "navigation-bar-dark")
        let top = w.safeAreaInsets.top
        #expect(pixel(bitmap, 200, 2) == [33, 33, 33], "under the status bar too")
        #expect(pixel(bitmap, 200, top + 40) == [33, 33, 33])
        #expect(pixel(bitmap, 200, top + 60) == [0, 0, 0], "the content: black")
        let chevron = pixel(bitmap, 10.5, top + 22)
        #expect(chevron[2] > 200 && chevron[0] < 60, "system blue \(chevron)")
        // The title is white: some pixel of the centred title is near white.
        var whiteInk = false
        for x in stride(from: 175.0, to: 215, by: 0.5) {
            for y in stride(from: top + 14, to: top + 30, by: 0.5)
            where pixel(bitmap, x, y)[0] > 200 {
                whiteInk = true
            }
        }
        #expect(whiteInk)
    }

    @Test func rightToLeftTheChevronIsAtTheRightEdge() throws {
        let (_, w) = navigation(.light, rightToLeft: true)
        let bitmap = try render(w, "navigation-bar-rtl")
        let top = w.safeAreaInsets.top
        let right = pixel(bitmap, w.bounds.width - 10.5, top + 22)
        #expect(right[2] > 200 && right[0] < 60, "system blue at the right \(right)")
        #expect(pixel(bitmap, 10.5, top + 22) == [249, 249, 249], "nothing at the left")
    }

    @Test func theTabBarIsDarkInTheDark() throws {
        let a = UIViewController()
        a.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, UIViewController()]
        let w = UIWindow()
        w.overrideUserInterfaceStyle = .dark
        w.rootViewController = tabs
        w.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle()
        let bitmap = try render(w, "tab-bar-dark")
        #expect(pixel(bitmap, 3, tabs.tabBar.frame.maxY - 3) == [33, 33, 33])
    }

    @Test func theTabBarIsLightGreyWithABlueSelectedItemInTheLight() throws {
        let a = UIViewController()
        a.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, UIViewController()]
        let w = UIWindow()
        w.overrideUserInterfaceStyle = .light
        w.rootViewController = tabs
        w.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle()
        let bitmap = try render(w, "tab-bar-light")
        #expect(pixel(bitmap, 3, tabs.tabBar.frame.maxY - 3) == [247, 247, 247])
        // The selected item's glyph is system blue somewhere in the first half's item.
        var blue = false
        let item = tabs.tabBar.frame
        for x in stride(from: 0.0, to: item.width / 2, by: 1) {
            for y in stride(from: item.minY, to: item.minY + 40, by: 1) {
                let p = pixel(bitmap, x, y)
                if p[2] > 200 && p[0] < 60 { blue = true }
            }
        }
        #expect(blue)
    }

    @Test func anAdaptiveMaterialDrawsItsDarkVariantInTheDark() throws {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        w.backgroundColor = .black
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = w.bounds
        w.addSubview(blur)
        w.isHidden = false
        let light = try render(w, "material-light")
        w.overrideUserInterfaceStyle = .dark
        let dark = try render(w, "material-dark")
        // Over black: white 1 at 70 % light (179), white 0.11 at 73 % dark (20).
        #expect(pixel(light, 50, 50) == [179, 179, 179])
        #expect(pixel(dark, 50, 50) == [20, 20, 20])
    }

    @Test func naturallyAlignedTextStartsAtTheRightRightToLeft() throws {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        w.backgroundColor = .white
        let label = UILabel(frame: w.bounds)
        label.text = "Hello"
        w.addSubview(label)
        w.isHidden = false
        func inked(_ b: Bitmap) -> (minX: CGFloat, maxX: CGFloat) {
            var xs: [CGFloat] = []
            for x in stride(from: 0.0, to: 200, by: 0.5) {
                for y in stride(from: 10.0, to: 30, by: 0.5) where pixel(b, x, y)[0] < 128 {
                    xs.append(x)
                }
            }
            return (xs.min() ?? -1, xs.max() ?? -1)
        }
        let ltr = inked(try render(w, "natural-ltr"))
        w.traitOverrides.layoutDirection = .rightToLeft
        let rtl = inked(try render(w, "natural-rtl"))
        #expect(ltr.minX < 3)
        #expect(rtl.maxX > 196)
        #expect(abs((rtl.maxX - rtl.minX) - (ltr.maxX - ltr.minX)) < 1)
    }
}
