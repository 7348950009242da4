import Foundation
import SegueRender
import Testing

/// `--appearance`, `--layout-direction` and `--content-size`: the system settings `render`,
/// `gallery` and `trace` show a demo in, given to its window before its controllers load
/// (Docs/Behaviour-traits.md, "The tool's settings").
@Suite struct ToolTraitTests {
    @Test func anUnknownAppearanceFailsListingTheValidOnes() throws {
        let r = try Tool.run(["render", "seed000-present", "--appearance", "dim"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("Unknown appearance 'dim'. Known values: light, dark."))
        #expect(r.stderr.contains("Usage:"))
    }

    @Test func anUnknownLayoutDirectionFailsListingTheValidOnes() throws {
        let r = try Tool.run(["trace", "seed000-present", "--layout-direction", "rightToLeft"])
        #expect(r.status == 64)
        #expect(
            r.stderr.contains("Unknown layout direction 'rightToLeft'. Known values: ltr, rtl."))
    }

    @Test func anUnknownContentSizeFailsListingEverySize() throws {
        let r = try Tool.run(["gallery", "--out", "g", "--content-size", "AX6"])
        #expect(r.status == 64)
        #expect(
            r.stderr.contains(
                "Unknown content size 'AX6'. Known values: XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5."
            ))
    }

    @Test func theHelpNamesTheSettingsAndTheirDefaults() throws {
        let r = try Tool.run(["render", "--help"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("--appearance <appearance>"))
        #expect(r.stdout.contains("--layout-direction <layout-direction>"))
        #expect(r.stdout.contains("--content-size <content-size>"))
        #expect(r.stdout.contains("AX1 … AX5"))
    }

    /// The first frame of seed000-push (a list under a navigation bar) on an iPhone SE (375 pt
    /// wide, no notch: the bar ends 20 + 44 pt down) in `settings`, at 1×.
    func firstFrame(_ settings: [String]) throws -> Bitmap {
        let dir = try Tool.temporaryDirectory()
        let out = dir.appendingPathComponent("first.png").path
        let r = try Tool.run(
            ["render", "seed000-push", "--out", out, "--fps", "5", "--device", "iphone-se"]
                + settings)
        #expect(r.status == 0, "\(r.stderr)")
        return try Bitmap(pngData: Data(contentsOf: URL(fileURLWithPath: out)))
    }

    func rgb(_ b: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let p = b[x, y]
        return [p.r, p.g, p.b]
    }

    @Test func darkGivesTheDemoTheDarkTitleBarListAndBackground() throws {
        let light = try firstFrame([])
        let dark = try firstFrame(["--appearance", "dark"])
        // The title bar (below the status bar's text), a row's card, the background below. The
        // list is at its top edge, so the bar shows its transparent scroll-edge look (iOS 15) and
        // the grouped background shows through it.
        #expect(rgb(light, 300, 56) == [242, 242, 247])
        #expect(rgb(dark, 300, 56) == [0, 0, 0])
        #expect(rgb(light, 187, 640) == [242, 242, 247])
        #expect(rgb(dark, 187, 640) == [0, 0, 0])
    }

    @Test func rightToLeftMirrorsTheRowsAndAX5IsAccepted() throws {
        let ltr = try firstFrame([])
        let rtl = try firstFrame(["--layout-direction", "RTL", "--content-size", "ax5"])
        // The first row's red square sits at its content's leading edge: 30 pt from the left,
        // or 14 pt from the row's right edge right-to-left (315 to 345 pt on the 375 pt
        // screen), where the content view stands past the chevron, which is at the left.
        let red: [UInt8] = [255, 59, 48]
        #expect(rgb(ltr, 45, 108) == red)
        #expect(rgb(ltr, 330, 108) == [255, 255, 255])
        #expect(rgb(rtl, 45, 108) == [255, 255, 255])
        #expect(rgb(rtl, 330, 108) == red)
    }
}
