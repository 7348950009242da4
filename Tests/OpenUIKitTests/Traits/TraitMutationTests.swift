import Foundation
import OpenUIKit
import Testing

/// UITraitCollection's iOS 13–17 initializers and comparisons, with UIKit's values
/// (developer.apple.com/documentation/uikit/uitraitcollection).
@MainActor
@Suite struct TraitMutationTests {
    @Test func eachNewTraitHasAnInitializerThatSpecifiesOnlyIt() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(dark.userInterfaceStyle == .dark)
        #expect(dark.userInterfaceLevel == .unspecified)
        #expect(dark.preferredContentSizeCategory == .unspecified)
        #expect(UITraitCollection(userInterfaceLevel: .elevated).userInterfaceLevel == .elevated)
        #expect(
            UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
                .preferredContentSizeCategory == .accessibilityLarge)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(UITraitCollection(accessibilityContrast: .high).accessibilityContrast == .high)
        #expect(UITraitCollection(legibilityWeight: .bold).legibilityWeight == .bold)
        #expect(UITraitCollection(activeAppearance: .inactive).activeAppearance == .inactive)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).userInterfaceStyle == .unspecified)
    }

    @Test func theUnspecifiedValuesAreUIKitsRawValues() {
        #expect(UIUserInterfaceStyle.unspecified.rawValue == 0)
        #expect(UIUserInterfaceStyle.dark.rawValue == 2)
        #expect(UIUserInterfaceLevel.unspecified.rawValue == -1)
        #expect(UIUserInterfaceLevel.elevated.rawValue == 1)
        #expect(UITraitEnvironmentLayoutDirection.unspecified.rawValue == -1)
        #expect(UIAccessibilityContrast.high.rawValue == 1)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(
            UIContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue
                == "UICTContentSizeCategoryAccessibilityXXXL")
    }

    @Test func mutationsSetTraitsFromNothing() {
        let traits = UITraitCollection { mutable in
            mutable.userInterfaceStyle = .dark
            mutable.horizontalSizeClass = .regular
            mutable.preferredContentSizeCategory = .extraLarge
        }
        #expect(traits.userInterfaceStyle == .dark)
        #expect(traits.horizontalSizeClass == .regular)
        #expect(traits.preferredContentSizeCategory == .extraLarge)
        #expect(traits.verticalSizeClass == .unspecified)
        #expect(traits.displayScale == 0)
    }

    @Test func modifyingTraitsKeepsTheOthers() {
        let base = UITraitCollection(traitsFrom: [
            .init(horizontalSizeClass: .compact), .init(userInterfaceStyle: .light),
        ])
        let dark = base.modifyingTraits { $0.userInterfaceStyle = .dark }
        #expect(dark.userInterfaceStyle == .dark)
        #expect(dark.horizontalSizeClass == .compact)
        #expect(base.userInterfaceStyle == .light, "the original is unchanged")
    }

    @Test func combiningTakesTheLastSpecifiedValueOfTheNewTraits() {
        let traits = UITraitCollection(traitsFrom: [
            .init(userInterfaceStyle: .dark), .init(userInterfaceLevel: .elevated),
            .init(userInterfaceStyle: .unspecified), .init(layoutDirection: .rightToLeft),
        ])
        #expect(traits.userInterfaceStyle == .dark)
        #expect(traits.userInterfaceLevel == .elevated)
        #expect(traits.layoutDirection == .rightToLeft)
    }

    @Test func colorAppearanceDiffersOnlyForTheTraitsColoursResolveWith() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(light.hasDifferentColorAppearance(comparedTo: dark))
        #expect(light.hasDifferentColorAppearance(comparedTo: nil))
        let base = UITraitCollection(traitsFrom: [light, .init(userInterfaceLevel: .base)])
        #expect(
            base.hasDifferentColorAppearance(
                comparedTo: base.modifyingTraits { $0.userInterfaceLevel = .elevated }))
        #expect(
            base.hasDifferentColorAppearance(
                comparedTo: base.modifyingTraits { $0.accessibilityContrast = .high }))
        #expect(
            !base.hasDifferentColorAppearance(
                comparedTo: base.modifyingTraits { $0.horizontalSizeClass = .regular }))
        #expect(
            !base.hasDifferentColorAppearance(
                comparedTo: base.modifyingTraits { $0.preferredContentSizeCategory = .small }))
    }

    @Test func contentSizeCategoriesAreOrderedBySize() {
        #expect(UIContentSizeCategory.extraSmall < .small)
        #expect(UIContentSizeCategory.large < .extraExtraExtraLarge)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(
            UIContentSizeCategory.accessibilityExtraExtraLarge < .accessibilityExtraExtraExtraLarge)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(!(UIContentSizeCategory.large < .large))
        #expect(max(UIContentSizeCategory.medium, .accessibilityLarge) == .accessibilityLarge)
    }

    @Test func onlyTheFiveLargestAreAccessibilityCategories() {
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.large.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test func performAsCurrentSetsTheCurrentTraitsAndRestoresThem() {
        let before = UITraitCollection.current
        var inside: UITraitCollection?
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            inside = UITraitCollection.current
        }
        #expect(inside?.userInterfaceStyle == .dark)
        #expect(UITraitCollection.current == before)
        #expect(before.userInterfaceStyle == .light, "the screen's: light")
        #expect(before.preferredContentSizeCategory == .large)
        #expect(before.layoutDirection == .leftToRight)
    }
}
