import Foundation
@_spi(Testing) import OpenUIKit
import SegueTesting
import SnapshotTesting
import Testing

@testable import SegueRender

/// A navigation controller's toolbar as drawn: the bar's material (light and dark) from 49 pt
/// above the home indicator down to the screen's bottom edge, a hairline along its top, items in
/// the tint colour (Docs/Behaviour-today.md, "Toolbars"). PNGs go to /tmp/bars/.
@MainActor
@Suite(.serialized) struct ToolbarRenderingTests {
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

    func items() -> [UIBarButtonItem] {
        [
            UIBarButtonItem(barButtonSystemItem: .trash),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace),
            UIBarButtonItem(title: "Updated just now"),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace),
            UIBarButtonItem(barButtonSystemItem: .compose),
        ]
    }

    func screen(_ style: UIUserInterfaceStyle) -> UIWindow {
        let root = UIViewController()
        root.title = "Mailboxes"
        root.view.backgroundColor = .systemBackground
        root.toolbarItems = items()
        let nav = UINavigationController(rootViewController: root)
        nav.isToolbarHidden = false
        let w = UIWindow()
        w.overrideUserInterfaceStyle = style
        w.rootViewController = nav
        w.makeKeyAndVisible()
        _ = UIApplication.shared.runUntilIdle()
        return w
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func theToolbarIsTheBarsMaterialDownToTheBottomEdge(_ style: UIUserInterfaceStyle) throws {
        let w = screen(style)
        let bitmap = try render(w, "toolbar-\(style == .dark ? "dark" : "light")")
        let h = w.bounds.height
        let top = h - 34 - 49
        let material: [UInt8] = style == .dark ? [33, 33, 33] : [249, 249, 249]
        let content: [UInt8] = style == .dark ? [0, 0, 0] : [255, 255, 255]
        #expect(pixel(bitmap, 100, top + 4) == material)
        #expect(pixel(bitmap, 100, h - 2) == material, "under the home indicator too")
        #expect(pixel(bitmap, 100, top - 4) == content, "the content above")
        let hairline = pixel(bitmap, 100, top - 0.25)
        #expect(hairline != material && hairline != content, "the hairline \(hairline)")
        // The compose glyph at the trailing margin is drawn in system blue.
        var blueInk = false
        for x in stride(from: w.bounds.width - 40, to: w.bounds.width - 16, by: 0.5) {
            for y in stride(from: top + 10, to: top + 40, by: 0.5) {
                let p = pixel(bitmap, x, y)
                if p[2] > 200 && p[0] < 120 { blueInk = true }
            }
        }
        #expect(blueInk)
    }

    /// A standalone toolbar with a trash item, a centred status and a compose item, light and in
    /// the `.black` style, against recorded references.
    @Test func aToolbarMatchesItsReference() {
        let light = UIToolbar(frame: CGRect(x: 0, y: 0, width: 393, height: 49))
        light.items = items()
        assertSnapshot(of: light, as: .image, named: "light")
        let black = UIToolbar(frame: CGRect(x: 0, y: 0, width: 393, height: 49))
        black.barStyle = .black
        black.items = items()
        assertSnapshot(of: black, as: .image, named: "black")
    }
}
