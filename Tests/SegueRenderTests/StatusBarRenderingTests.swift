import Foundation
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueRender

/// The status bar the renderer draws over the key window (`Renderer.drawsStatusBar`): dark or
/// light per the resolved `preferredStatusBarStyle`, hidden with `prefersStatusBarHidden`, at
/// iOS's places for the device. The PNGs go to /tmp/statusbar/ for a look.
@MainActor
@Suite(.serialized) struct StatusBarRenderingTests {
    final class Screen: UIViewController {
        var style: UIStatusBarStyle = .default
        var hidden = false
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
    }

    /// A key window on `device` showing `screen` on `background`, rendered at 2×.
    func render(
        _ screen: Screen, background: UIColor, device: UIDeviceProfile = .iPhone15,
        appearance: UIUserInterfaceStyle = .unspecified, _ name: String
    ) throws -> Bitmap {
        let saved = UIScreen.main.device
        UIScreen.main.device = device
        defer { UIScreen.main.device = saved }
        screen.view.backgroundColor = background
        let window = UIWindow()
        window.overrideUserInterfaceStyle = appearance
        window.rootViewController = screen
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.setNeedsStatusBarAppearanceUpdate()
        window.layoutIfNeeded()
        var renderer = Renderer(scale: 2)
        renderer.drawsStatusBar = true
        let bitmap = try renderer.render(window)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/statusbar", withIntermediateDirectories: true)
        try? bitmap.pngData().write(to: URL(fileURLWithPath: "/tmp/statusbar/\(name).png"))
        return bitmap
    }

    /// The darkest and lightest pixels of a rectangle (points at 2×).
    func ink(_ b: Bitmap, _ rect: CGRect) -> (darkest: Int, lightest: Int) {
        var darkest = 255
        var lightest = 0
        for y in Int(rect.minY * 2)..<Int(rect.maxY * 2) {
            for x in Int(rect.minX * 2)..<Int(rect.maxX * 2) {
                let p = b[x, y]
                let v = (Int(p.r) + Int(p.g) + Int(p.b)) / 3
                darkest = min(darkest, v)
                lightest = max(lightest, v)
            }
        }
        return (darkest, lightest)
    }

    @Test func theDefaultStyleDrawsDarkContentAtTheIslandPhonesPlaces() throws {
        let b = try render(Screen(), background: .white, "default-iphone15")
        // The time, centred at (66.75, 29.5) left of the island; the icons right of it.
        #expect(ink(b, CGRect(x: 50, y: 22, width: 34, height: 15)).darkest < 60)
        #expect(ink(b, CGRect(x: 292, y: 23, width: 70, height: 13)).darkest < 60)
        // Nothing above, below, or where the island is.
        #expect(ink(b, CGRect(x: 0, y: 0, width: 393, height: 14)).darkest == 255)
        #expect(ink(b, CGRect(x: 140, y: 14, width: 110, height: 40)).darkest == 255)
        #expect(ink(b, CGRect(x: 0, y: 44, width: 393, height: 20)).darkest == 255)
        // The battery's charge, full: solid at its middle (the cluster ends at 359.2).
        let charge = b[Int(345 * 2), Int(29.5 * 2)]
        #expect(charge.r < 40 && charge.g < 40 && charge.b < 40, "\(charge)")
    }

    @Test func lightContentDrawsWhiteOverADarkScreen() throws {
        let screen = Screen()
        screen.style = .lightContent
        let b = try render(screen, background: .black, "light-iphone15")
        #expect(ink(b, CGRect(x: 50, y: 22, width: 34, height: 15)).lightest > 200)
        #expect(ink(b, CGRect(x: 292, y: 23, width: 70, height: 13)).lightest > 200)
        #expect(ink(b, CGRect(x: 0, y: 0, width: 393, height: 14)).lightest == 0)
    }

    @Test func theDefaultStyleDrawsLightContentInTheDarkAppearance() throws {
        let b = try render(
            Screen(), background: .systemBackground, appearance: .dark, "default-dark-iphone15")
        #expect(ink(b, CGRect(x: 50, y: 22, width: 34, height: 15)).lightest > 200)
        #expect(ink(b, CGRect(x: 292, y: 23, width: 70, height: 13)).lightest > 200)
        #expect(ink(b, CGRect(x: 0, y: 0, width: 393, height: 14)).lightest == 0)
    }

    @Test func darkContentStaysDarkInTheDarkAppearance() throws {
        let screen = Screen()
        screen.style = .darkContent
        let b = try render(screen, background: .white, appearance: .dark, "dark-content-iphone15")
        #expect(ink(b, CGRect(x: 50, y: 22, width: 34, height: 15)).darkest < 60)
    }

    @Test func aHiddenStatusBarDrawsNothing() throws {
        let screen = Screen()
        screen.hidden = true
        let b = try render(screen, background: .white, "hidden-iphone15")
        #expect(ink(b, CGRect(x: 0, y: 0, width: 393, height: 60)).darkest == 255)
    }

    @Test func aHomeButtonPhoneCentresTheTimeInATwentyPointBar() throws {
        let b = try render(Screen(), background: .white, device: .iPhoneSE, "default-iphone-se")
        #expect(ink(b, CGRect(x: 175, y: 4, width: 25, height: 12)).darkest < 80)
        #expect(ink(b, CGRect(x: 6, y: 5, width: 14, height: 10)).darkest < 80, "the signal")
        #expect(ink(b, CGRect(x: 346, y: 5, width: 23, height: 10)).darkest < 80, "the battery")
        #expect(ink(b, CGRect(x: 0, y: 20, width: 375, height: 20)).darkest == 255)
    }

    @Test func aWindowRenderedWithoutTheOptionOrNotKeyHasNoStatusBar() throws {
        let screen = Screen()
        screen.view.backgroundColor = .white
        let window = UIWindow()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let plain = try Renderer(scale: 2).render(window)
        #expect(ink(plain, CGRect(x: 0, y: 0, width: 393, height: 54)).darkest == 255)
        #expect(!window.subviews.contains { $0.frame.height == 54 }, "no view of the app's")
    }
}
