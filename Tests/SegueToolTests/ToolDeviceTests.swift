import Foundation
import SegueRender
import Testing

/// `--device` and `--landscape`, and `segue list --devices`: the devices of issue 24 with
/// Apple's sizes (Docs/Behaviour-devices.md).
@Suite struct ToolDeviceTests {
    @Test func listDevicesNamesEachDeviceWithItsPointsAndScale() throws {
        let r = try Tool.run(["list", "--devices"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") }
        let names = lines.map { String($0.split(separator: " ").first ?? "") }
        #expect(
            names == [
                "iphone-se", "iphone-16", "iphone-16-pro", "iphone-16-pro-max", "ipad-pro-11",
                "ipad-pro-13", "iphone15", "iphone15-pro-max", "ipad",
            ])
        #expect(
            lines[0].contains("iPhone SE (3rd generation)") && lines[0].contains("375×667 pt @2x"))
        #expect(lines[3].contains("440×956 pt @3x") && lines[3].contains("regular width"))
        #expect(lines[5].contains("iPad Pro 13-inch (M4)") && lines[5].contains("1032×1376 pt @2x"))
    }

    @Test func anUnknownDeviceFailsListingTheValidNames() throws {
        let r = try Tool.run(["render", "seed000-present", "--device", "iphone-17"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("Unknown device 'iphone-17'"))
        #expect(
            r.stderr.contains(
                "iphone-se, iphone-16, iphone-16-pro, iphone-16-pro-max, ipad-pro-11, ipad-pro-13"))
        #expect(r.stderr.contains("Usage:"))
    }

    @Test func renderOnADeviceInLandscapeIsAsWideAsItsLongSide() throws {
        let dir = try Tool.temporaryDirectory()
        let out = dir.appendingPathComponent("landscape.png").path
        let r = try Tool.run([
            "render", "seed000-present", "--out", out, "--fps", "5", "--scale", "0.25",
            "--device", "iphone-16-pro-max", "--landscape",
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let first = try Bitmap(pngData: Data(contentsOf: URL(fileURLWithPath: out)))
        #expect(first.width == 239 && first.height == 110, "956×440 pt at a quarter scale")
    }

    @Test func renderOnADeviceInPortraitHasItsSize() throws {
        let dir = try Tool.temporaryDirectory()
        let out = dir.appendingPathComponent("se.png").path
        let r = try Tool.run([
            "render", "seed000-present", "--out", out, "--fps", "5", "--scale", "0.25",
            "--device", "iphone-se",
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let first = try Bitmap(pngData: Data(contentsOf: URL(fileURLWithPath: out)))
        #expect(first.width == 94 && first.height == 167, "375×667 pt at a quarter scale")
    }
}
