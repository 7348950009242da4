import Foundation
import OpenUIKit
import Testing

/// The system colours resolve to Apple's published values in each appearance, level and contrast
/// (Docs/Behaviour-traits.md, "System colours": HIG Color "Specifications" for the palette).
@MainActor
@Suite struct SystemColorTests {
    /// The colour's components in 0…255 (alpha 0…1), rounded.
    func rgba(_ color: UIColor, _ traits: UITraitCollection) -> [Double] {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
        return [
            (r * 255).rounded(), (g * 255).rounded(), (b * 255).rounded(),
            (a * 100).rounded() / 100,
        ]
    }

    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    var darkElevated: UITraitCollection {
        dark.modifyingTraits { $0.userInterfaceLevel = .elevated }
    }
    var lightHigh: UITraitCollection { light.modifyingTraits { $0.accessibilityContrast = .high } }
    var darkHigh: UITraitCollection { dark.modifyingTraits { $0.accessibilityContrast = .high } }

    @Test func thePaletteHasTheHIGValuesInEachAppearanceAndContrast() {
        #expect(rgba(.systemBlue, light) == [0, 122, 255, 1])
        #expect(rgba(.systemBlue, dark) == [10, 132, 255, 1])
        #expect(rgba(.systemBlue, lightHigh) == [0, 64, 221, 1])
        #expect(rgba(.systemBlue, darkHigh) == [64, 156, 255, 1])
        #expect(rgba(.systemRed, light) == [255, 59, 48, 1])
        #expect(rgba(.systemRed, dark) == [255, 69, 58, 1])
        #expect(rgba(.systemGreen, dark) == [48, 209, 88, 1])
        #expect(rgba(.systemPink, darkHigh) == [255, 100, 130, 1])
        #expect(rgba(.systemGray, dark) == [142, 142, 147, 1])
        #expect(rgba(.systemGray2, dark) == [99, 99, 102, 1])
        #expect(rgba(.systemGray6, dark) == [28, 28, 30, 1])
        #expect(rgba(.systemGray6, darkHigh) == [36, 36, 38, 1])
    }

    @Test func labelsAreBlackAndWhiteWithUIKitsAlphas() {
        #expect(rgba(.label, light) == [0, 0, 0, 1])
        #expect(rgba(.label, dark) == [255, 255, 255, 1])
        #expect(rgba(.secondaryLabel, light) == [60, 60, 67, 0.6])
        #expect(rgba(.secondaryLabel, dark) == [235, 235, 245, 0.6])
        #expect(rgba(.tertiaryLabel, dark) == [235, 235, 245, 0.3])
        #expect(rgba(.quaternaryLabel, dark) == [235, 235, 245, 0.16])
        #expect(rgba(.placeholderText, light) == [60, 60, 67, 0.3])
        #expect(rgba(.link, dark) == [9, 132, 255, 1])
    }

    @Test func backgroundsLightenAtTheElevatedLevelInTheDark() {
        #expect(rgba(.systemBackground, light) == [255, 255, 255, 1])
        #expect(rgba(.systemBackground, dark) == [0, 0, 0, 1])
        #expect(rgba(.systemBackground, darkElevated) == [28, 28, 30, 1])
        #expect(rgba(.secondarySystemBackground, darkElevated) == [44, 44, 46, 1])
        #expect(rgba(.tertiarySystemBackground, darkElevated) == [58, 58, 60, 1])
        #expect(rgba(.systemGroupedBackground, light) == [242, 242, 247, 1])
        #expect(rgba(.secondarySystemGroupedBackground, dark) == [28, 28, 30, 1])
        #expect(
            rgba(.systemBackground, light.modifyingTraits { $0.userInterfaceLevel = .elevated })
                == [255, 255, 255, 1], "elevated changes nothing in the light")
    }

    @Test func fillsAndSeparatorsHaveTheirDarkValues() {
        #expect(rgba(.systemFill, dark) == [120, 120, 128, 0.36])
        #expect(rgba(.quaternarySystemFill, light) == [116, 116, 128, 0.08])
        #expect(rgba(.separator, light) == [60, 60, 67, 0.29])
        #expect(rgba(.separator, dark) == [84, 84, 88, 0.6])
        #expect(rgba(.opaqueSeparator, dark) == [56, 56, 58, 1])
    }

    @Test func anUnspecifiedAppearanceResolvesAsLight() {
        #expect(rgba(.label, UITraitCollection()) == [0, 0, 0, 1])
        #expect(rgba(.systemBlue, UITraitCollection()) == [0, 122, 255, 1])
    }

    @Test func aDynamicProviderIsAskedWithTheTraitsGiven() {
        let brand = UIColor { traits in
            traits.userInterfaceStyle == .dark ? .white : .black
        }
        #expect(brand.resolvedColor(with: dark) == .white)
        #expect(brand.resolvedColor(with: light) == .black)
        #expect(UIColor.red.resolvedColor(with: dark) === UIColor.red, "a fixed colour is itself")
        #expect(brand == brand)
        #expect(brand != UIColor { _ in .black }, "dynamic colours compare by identity")
    }

    @Test func readingADynamicColourDirectlyUsesTheCurrentTraits() {
        var r: CGFloat = 0
        UIColor.label.getRed(&r, green: nil, blue: nil, alpha: nil)
        #expect(r == 0)
        dark.performAsCurrent { UIColor.label.getRed(&r, green: nil, blue: nil, alpha: nil) }
        #expect(r == 1)
        let translucent = UIColor.label.withAlphaComponent(0.5)
        #expect(rgba(translucent, dark) == [255, 255, 255, 0.5])
        #expect(translucent == UIColor.label.withAlphaComponent(0.5), "UIKit's modified colours")
        #expect(translucent != UIColor.label.withAlphaComponent(0.4))
        #expect(translucent.withAlphaComponent(0.2) == UIColor.label.withAlphaComponent(0.2))
    }

    @Test func systemColoursDescribeThemselvesAsUIKitsDo() {
        #expect(UIColor.label.description.hasPrefix("<UIDynamicSystemColor: 0x"))
        #expect(UIColor.label.description.hasSuffix("; name = labelColor>"))
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
    }
}
