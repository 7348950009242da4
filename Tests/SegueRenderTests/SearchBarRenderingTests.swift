import Foundation
@_spi(Testing) import OpenUIKit
import SegueTesting
import SnapshotTesting
import Testing

@testable import SegueRender

/// A large-title list with a search bar as drawn: the rounded field on `.tertiarySystemFill`
/// over the list's background, as the bar takes its transparent scroll-edge look while the list
/// is at its top (light and dark; Docs/Behaviour-today.md, "Bar appearances"), the glass at the leading edge (the right one right
/// to left), and the active search with Cancel and the dimming (Docs/Behaviour-today.md,
/// "Search in the navigation bar"). The PNGs also go to /tmp/search/ to look at.
@MainActor
@Suite(.serialized) struct SearchBarRenderingTests {
    func render(_ window: UIWindow, _ name: String) throws -> Bitmap {
        window.layoutIfNeeded()
        let bitmap = try Renderer(scale: 2).render(window)
        try? FileManager.default.createDirectory(
            atPath: "/tmp/search", withIntermediateDirectories: true)
        if let png = try? bitmap.pngData() {
            try? png.write(to: URL(fileURLWithPath: "/tmp/search/\(name).png"))
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

    /// Whether any pixel of the rectangle (points) differs from `colour` by more than 40.
    func hasInk(_ b: Bitmap, _ rect: CGRect, on colour: [Int]) -> Bool {
        for y in Int(rect.minY * 2)..<Int(rect.maxY * 2) {
            for x in Int(rect.minX * 2)..<Int(rect.maxX * 2) {
                let p = b[x, y]
                let d =
                    abs(Int(p.r) - colour[0]) + abs(Int(p.g) - colour[1])
                    + abs(Int(p.b) - colour[2])
                if d > 40 { return true }
            }
        }
        return false
    }

    func screen(_ style: UIUserInterfaceStyle, rightToLeft: Bool = false)
        -> (UIWindow, UISearchController)
    {
        let list = MailList(style: .plain)
        list.title = "Mailboxes"
        let search = UISearchController(searchResultsController: nil)
        list.navigationItem.searchController = search
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        let w = UIWindow(frame: UIScreen.main.bounds)
        w.overrideUserInterfaceStyle = style
        if rightToLeft { w.traitOverrides.layoutDirection = .rightToLeft }
        w.rootViewController = nav
        w.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle()
        return (w, search)
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func theFieldIsTertiaryFillOverTheListAtTheScrollEdge(_ style: UIUserInterfaceStyle) throws {
        let (w, _) = screen(style)
        let name = style == .dark ? "dark" : "light"
        let bitmap = try render(w, "search-\(name)")
        assertSnapshot(
            of: bitmap, as: .image(precision: 0.995, perceptualPrecision: 0.98), named: name)
        // The bar is transparent at the scroll edge: the list's system background shows.
        let background = style == .dark ? [0, 0, 0] : [255, 255, 255]
        // 118 118 128 at 12 % (light) or 24 % (dark) over the background.
        let field = style == .dark ? [28, 28, 31] : [238, 238, 239]
        // The field spans 16 … 377 pt across, 163 … 199 pt down (59 + 96 + 8).
        #expect(near(pixel(bitmap, 200, 165), field), "field \(pixel(bitmap, 200, 165))")
        #expect(near(pixel(bitmap, 200, 160), background), "above the field")
        #expect(near(pixel(bitmap, 10, 180), background), "left of the field")
        // The rounded corner leaves the background showing at the field's very corner.
        #expect(
            near(pixel(bitmap, 16.5, 163.5), background), "corner \(pixel(bitmap, 16.5, 163.5))")
        // The placeholder after the glass's place, from 48 pt; nothing at the trailing end.
        #expect(hasInk(bitmap, CGRect(x: 48, y: 172, width: 60, height: 18), on: field))
        #expect(!hasInk(bitmap, CGRect(x: 300, y: 172, width: 70, height: 18), on: field))
    }

    @Test func rightToLeftThePlaceholderIsAtTheRight() throws {
        let (w, _) = screen(.light, rightToLeft: true)
        let bitmap = try render(w, "search-rtl")
        assertSnapshot(
            of: bitmap, as: .image(precision: 0.995, perceptualPrecision: 0.98), named: "rtl")
        let field = [238, 238, 239]
        let width = w.bounds.width
        #expect(hasInk(bitmap, CGRect(x: width - 108, y: 172, width: 60, height: 18), on: field))
        #expect(!hasInk(bitmap, CGRect(x: 24, y: 172, width: 80, height: 18), on: field))
    }

    @Test func anActiveSearchShowsCancelAndDimsTheList() throws {
        let (w, search) = screen(.light)
        search.isActive = true
        _ = UIApplication.shared.runUntilIdle()
        let bitmap = try render(w, "search-active")
        assertSnapshot(
            of: bitmap, as: .image(precision: 0.995, perceptualPrecision: 0.98), named: "active")
        // The field right under the status bar (59 + 8), the list below dimmed to 80 %.
        #expect(near(pixel(bitmap, 100, 69), [238, 238, 239]), "\(pixel(bitmap, 100, 69))")
        #expect(near(pixel(bitmap, 390, 300), [204, 204, 204]), "\(pixel(bitmap, 390, 300))")
        // Cancel in the tint colour at the trailing end.
        let cancel = search.searchBar.cancelButton.convert(
            search.searchBar.cancelButton.bounds, to: nil)
        #expect(hasInk(bitmap, cancel.insetBy(dx: 2, dy: 8), on: [255, 255, 255]))
    }
}
