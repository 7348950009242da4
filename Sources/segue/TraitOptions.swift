import ArgumentParser
@_spi(Testing) import OpenUIKit
import SegueDemos

/// The system settings a command shows its demos in: appearance, layout direction and Dynamic
/// Type size. Shared by `render`, `gallery` and `trace`; given to the demo's window before its
/// root controller loads (Docs/Behaviour-traits.md, "The tool's settings").
struct TraitOptions: ParsableArguments {
    @Option(help: "Appearance: light (the default) or dark.")
    var appearance: String = "light"

    @Option(
        help: "Layout direction: ltr (the default) or rtl (right-to-left, as in Arabic or Hebrew).")
    var layoutDirection: String = "ltr"

    @Option(
        help: """
            Dynamic Type size: XS, S, M, L (the default), XL, XXL, XXXL, or the accessibility \
            sizes AX1 … AX5.
            """)
    var contentSize: String = "L"

    func validate() throws {
        guard Self.style(appearance) != nil else {
            throw unknownValue("appearance", appearance, DemoTraits.appearances.map(\.name))
        }
        guard Self.direction(layoutDirection) != nil else {
            throw unknownValue(
                "layout direction", layoutDirection, DemoTraits.layoutDirections.map(\.name))
        }
        guard Self.category(contentSize) != nil else {
            throw unknownValue("content size", contentSize, DemoTraits.contentSizes.map(\.name))
        }
    }

    /// The settings, the defaults for any value `validate()` would refuse.
    var traits: DemoTraits {
        DemoTraits(
            userInterfaceStyle: Self.style(appearance) ?? .light,
            layoutDirection: Self.direction(layoutDirection) ?? .leftToRight,
            preferredContentSizeCategory: Self.category(contentSize) ?? .large)
    }

    /// The options as given on a command line, only those that differ from the defaults.
    var arguments: [String] {
        var list: [String] = []
        if traits.userInterfaceStyle != .light {
            list += ["--appearance", appearance.lowercased()]
        }
        if traits.layoutDirection != .leftToRight {
            list += ["--layout-direction", layoutDirection.lowercased()]
        }
        if traits.preferredContentSizeCategory != .large {
            list += ["--content-size", contentSize.uppercased()]
        }
        return list
    }

    static func style(_ name: String) -> UIUserInterfaceStyle? {
        DemoTraits.appearances.first { $0.name == name.lowercased() }?.style
    }

    static func direction(_ name: String) -> UITraitEnvironmentLayoutDirection? {
        DemoTraits.layoutDirections.first { $0.name == name.lowercased() }?.direction
    }

    static func category(_ name: String) -> UIContentSizeCategory? {
        DemoTraits.contentSizes.first { $0.name == name.uppercased() }?.category
    }
}

/// `Unknown appearance 'dim'. Known values: light, dark.`, as `unknownDevice` words it.
func unknownValue(_ what: String, _ value: String, _ known: [String]) -> ValidationError {
    ValidationError(
        "Unknown \(what) '\(value)'. Known values: \(known.joined(separator: ", ")).")
}
