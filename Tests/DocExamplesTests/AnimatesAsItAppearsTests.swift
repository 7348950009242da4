@_spi(Testing) import OpenQuartzCore
import OpenUIKit
import SegueTesting
import SnapshotTesting
import Testing

/// Docs/Testing.md's `.image(at:)` example draws the badge as it is at each moment: half faded in
/// 0.25 s after `viewDidAppear` (its fade is 0.5 s, linear), opaque once settled.
@MainActor @Suite struct AnimatesAsItAppearsTests {
    /// The RGBA bytes at the badge's centre (40, 40 pt; 80, 80 px at the default scale 2).
    func badgeCentre(at moment: AppearanceMoment) throws -> [UInt8] {
        var image: UIImage?
        Snapshotting<UIViewController, UIImage>.image(at: moment).snapshot(BadgeViewController())
            .run { image = $0 }
        let bitmap = try #require(image?.cgImage)
        let offset = (80 * bitmap.width + 80) * 4
        return Array(bitmap.pixels[offset..<offset + 4])
    }

    @Test func aQuarterSecondAfterItAppearsTheBadgeIsHalfFadedIn() throws {
        // systemRed (255, 59, 48) at alpha 0.5 over white: green (59 + 255) / 2 = 157.
        let pixel = try badgeCentre(at: .afterViewDidAppear(0.25))
        #expect(pixel[0] == 255 && abs(Int(pixel[1]) - 157) <= 3, "\(pixel)")
    }

    @Test func settledTheBadgeIsOpaque() throws {
        #expect(try badgeCentre(at: .settled) == [255, 59, 48, 255])
    }
}
