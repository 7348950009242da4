import Foundation
@_spi(Testing) import OpenUIKit
import SegueRender
import Testing

@testable import SegueDemos

/// The gallery's "In every trait" section: one seed demo on three devices × light and dark ×
/// left-to-right and right-to-left, each a strip of three frames (Docs/Behaviour-demos.md).
@MainActor
@Suite struct GalleryTraitGridTests {
    /// A 4 × 4 frame of one grey.
    func frame(_ v: UInt8) -> Bitmap {
        Bitmap(width: 4, height: 4, filledWith: PremultipliedColor(r: v, g: v, b: v, a: 255))
    }

    @Test func theStripIsTheFirstFrameTheMiddleOfTheFirstMovementAndItsEnd() {
        // Still, moving over frames 2…6, still, then a second movement.
        let frames = [0, 0, 0, 40, 80, 120, 160, 160, 160, 100, 100].map { frame(UInt8($0)) }
        #expect(GalleryTraitGrid.frames(frames) == [0, 4, 6])
    }

    @Test func twelveCellsThreeDevicesEachLightDarkLeftToRightAndRightToLeft() {
        let cells = GalleryTraitGrid.cells
        #expect(cells.count == 12)
        #expect(
            cells.map(\.device.identifier).uniqued() == [
                "iphone-se", "iphone-16-pro-max", "ipad-pro-11",
            ])
        #expect(Set(cells.map(\.traits)).count == 12 / 3)
    }

    @Test func aCellIsThreeFramesOfTheDemoInItsSettings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gallery-traits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("traits"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = try #require(DemoCatalog.demo(named: GalleryTraitGrid.demoName))
        let cell = try GalleryTraitGrid.render(
            demo, device: .iPhoneSE,
            traits: DemoTraits(userInterfaceStyle: .dark, layoutDirection: .rightToLeft),
            scale: 0.5,
            into: folder)
        #expect(cell.file == "traits/seed001-push-iphone-se-dark-rtl.png")
        #expect(cell.times.count == 3 && cell.times[0] == 0)
        #expect(cell.times[1] > 0.3 && cell.times[1] < cell.times[2])
        let strip = try Bitmap(
            pngData: Data(contentsOf: folder.appendingPathComponent(cell.file)))
        // Three 375 × 667 pt frames at 0.5×, 6 px apart.
        #expect(strip.width == 3 * 188 + 2 * 6 && strip.height == 334)
        #expect(cell.pointSize == CGSize(width: 1152, height: 668))
        // Dark: the first frame's bottom corner is the dark grouped background.
        let p = strip[4, 330]
        #expect([p.r, p.g, p.b] == [0, 0, 0])
    }

    @Test func theSectionShowsEveryCellWithItsDeviceAndSettings() {
        let cell = GalleryTraitGrid.Cell(
            file: "traits/seed001-push-iphone-se-dark-rtl.png",
            deviceName: "iPhone SE (3rd generation)", deviceIdentifier: "iphone-se",
            appearance: "dark", direction: "rtl", pointSize: CGSize(width: 1149, height: 667),
            times: [0, 0.5, 1])
        let html = GalleryWriter.html(
            [GalleryPageTests.entry], traits: [cell], generatedWith: "segue gallery")
        #expect(html.contains(#"<h1 id="traits">In every trait</h1>"#))
        #expect(
            html.contains(
                #"<img class="strip" src="traits/seed001-push-iphone-se-dark-rtl.png" width="1149" height="667""#
            ))
        #expect(html.contains("<h2>iphone-se · dark · rtl</h2>"))
        #expect(html.contains("iPhone SE (3rd generation); 0.0 s · 0.5 s · 1.0 s"))
        #expect(
            !GalleryWriter.html([GalleryPageTests.entry], generatedWith: "g").contains(
                "In every trait"))
    }
}

extension Array where Element: Hashable {
    fileprivate func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
