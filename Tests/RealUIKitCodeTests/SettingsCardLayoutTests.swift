@_spi(Testing) import OpenUIKit
import Testing

/// A card of nested stack views lays out from its content on the iPhone 15, and its dependent
/// rows collapse with an animation when the switch is turned off.
@MainActor
struct SettingsCardLayoutTests {
    @Test func nestedStacksLayOutTheCardAndTheRowsCollapseAnimated() {
        let window = UIWindow()
        let screen = SettingsCardViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()

        let width = window.bounds.width - 32
        let title = screen.titleLabel.intrinsicContentSize.height
        let footnote = screen.footnote.intrinsicContentSize.height
        // The Sounds row is as tall as its text, the switch rows as their 31-pt switches.
        let sounds = screen.soundsRow.arrangedSubviews[0].intrinsicContentSize.height
        // 16 + title + 20 + the three rows 12 apart + 12 + footnote + 16.
        let height = 16 + title + 20 + 31 + sounds + 31 + 3 * 12 + footnote + 16
        #expect(screen.card.frame == CGRect(x: 16, y: 79, width: width, height: height))
        #expect(screen.titleLabel.frame == CGRect(x: 16, y: 16, width: width - 32, height: title))
        let allowRow = screen.allowRow!
        #expect(allowRow.frame == CGRect(x: 16, y: 36 + title, width: width - 32, height: 31))
        // In the row: the label takes the room the switch leaves (the switch hugs at 750).
        #expect(screen.allowSwitch.frame == CGRect(x: width - 32 - 51, y: 0, width: 51, height: 31))
        let label = allowRow.arrangedSubviews[0]
        #expect(label.frame.width == width - 32 - 51 - 8)
        // Centred on the switch to the pixel: its edges are on the 1/3-pt grid, as UIKit's.
        #expect(abs(label.frame.midY - 15.5) <= 1.0 / 6 + 1e-9, "centred on the switch")
        #expect(abs(label.frame.minY * 3 - (label.frame.minY * 3).rounded()) < 1e-9)
        #expect(abs(label.frame.maxY * 3 - (label.frame.maxY * 3).rounded()) < 1e-9)
        let value = screen.soundsRow.arrangedSubviews[1]
        #expect(
            value.frame.maxX == width - 32 && value.frame.width == value.intrinsicContentSize.width)

        screen.allowSwitch.isOn = false
        screen.allowSwitch.sendActions(for: .valueChanged)
        #expect(screen.soundsRow.isHidden && screen.badgesRow.isHidden)
        let collapsed = height - (sounds + 12) - (31 + 12)
        #expect(screen.card.frame.height == collapsed)
        UIApplication.shared.advance(by: 0.15)
        let halfway = screen.card.layer.presentation()!.frame.height
        #expect(halfway < height - 30 && halfway > collapsed + 30, "on its way")
        #expect(!screen.soundsRow.layer.isHidden, "drawn while collapsing")
        UIApplication.shared.runUntilIdle()
        #expect(screen.card.layer.presentation()!.frame.height == collapsed)
        #expect(screen.soundsRow.layer.isHidden)
        #expect(screen.footnote.frame.minY == 16 + title + 20 + 31 + 12)
    }
}
