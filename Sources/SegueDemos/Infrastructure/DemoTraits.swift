import Foundation
@_spi(Testing) import OpenUIKit

/// The system settings a demo is shown in (the tool's `--appearance`, `--layout-direction` and
/// `--content-size`): what a device's Settings app sets, which every window starts from.
///
/// Applied as the test harness applies the system settings, to the demo's window before its root
/// controller is set (`UIWindow.traitOverride`, which a window's `traitOverrides` and a
/// controller's `overrideUserInterfaceStyle` still win over), so the demo's own code sees them
/// from `viewDidLoad()` on. The defaults (light, left-to-right, `.large`) change nothing.
package struct DemoTraits: Sendable, Hashable {
    /// Light or dark. Default `.light`.
    package var userInterfaceStyle: UIUserInterfaceStyle = .light
    /// Left-to-right or right-to-left. Default `.leftToRight`.
    package var layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    /// The Dynamic Type size. Default `.large`.
    package var preferredContentSizeCategory: UIContentSizeCategory = .large

    package init(
        userInterfaceStyle: UIUserInterfaceStyle = .light,
        layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
        preferredContentSizeCategory: UIContentSizeCategory = .large
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// Whether these are a device's defaults (nothing to apply).
    package var isDefault: Bool { self == DemoTraits() }

    /// The three traits as a collection that specifies only them.
    package var collection: UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: userInterfaceStyle),
            UITraitCollection(layoutDirection: layoutDirection),
            UITraitCollection(preferredContentSizeCategory: preferredContentSizeCategory),
        ])
    }

    /// The settings windows built now start from (nil: the defaults). Set by ``DemoPlayer`` while
    /// it builds a scene; read by the demos' window (`DemoScenery.window(root:)`).
    @MainActor static var current: DemoTraits?

    /// Short names the tool accepts, with their values.
    package static let appearances: [(name: String, style: UIUserInterfaceStyle)] = [
        ("light", .light), ("dark", .dark),
    ]
    package static let layoutDirections:
        [(name: String, direction: UITraitEnvironmentLayoutDirection)] = [
            ("ltr", .leftToRight), ("rtl", .rightToLeft),
        ]
    /// Every size by the letters Settings and Apple's type ramp use: XS … XXXL, then AX1 … AX5.
    package static let contentSizes: [(name: String, category: UIContentSizeCategory)] = [
        ("XS", .extraSmall), ("S", .small), ("M", .medium), ("L", .large), ("XL", .extraLarge),
        ("XXL", .extraExtraLarge), ("XXXL", .extraExtraExtraLarge),
        ("AX1", .accessibilityMedium), ("AX2", .accessibilityLarge),
        ("AX3", .accessibilityExtraLarge), ("AX4", .accessibilityExtraExtraLarge),
        ("AX5", .accessibilityExtraExtraExtraLarge),
    ]

    /// `light`, `dark rtl AX5`: the settings that differ from the defaults, by their short names
    /// ("default" when none).
    package var shortDescription: String {
        var parts: [String] = []
        if userInterfaceStyle != .light {
            parts += Self.appearances.filter { $0.style == userInterfaceStyle }.map(\.name)
        }
        if layoutDirection != .leftToRight {
            parts += Self.layoutDirections.filter { $0.direction == layoutDirection }.map(\.name)
        }
        if preferredContentSizeCategory != .large {
            parts += Self.contentSizes.filter { $0.category == preferredContentSizeCategory }.map(
                \.name)
        }
        return parts.isEmpty ? "default" : parts.joined(separator: " ")
    }
}
