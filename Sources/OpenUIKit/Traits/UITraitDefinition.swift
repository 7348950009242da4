import Foundation

/// A trait of a trait collection, as UIKit's `UITraitDefinition` (iOS 17). The system traits
/// (`UITraitUserInterfaceStyle.self`, …) name the traits to observe with
/// `registerForTraitChanges(_:handler:)` and to `remove(_:)` from `traitOverrides`.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value of a collection that does not specify the trait.
    static var defaultValue: Value { get }
    /// A unique identifier (reverse-DNS recommended). Default: the type's qualified name.
    static var identifier: String { get }
    /// A short name for debugging. Default: the type's name.
    static var name: String { get }
    /// Whether dynamic colours resolve with the trait. Default false.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { String(reflecting: Self.self) }
    public static var name: String { String(describing: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait type, as UIKit's `UITrait`.
public typealias UITrait = any UITraitDefinition.Type

/// The horizontal size class trait.
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}
/// The vertical size class trait.
public struct UITraitVerticalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}
/// The idiom trait.
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
}
/// The display scale trait.
public struct UITraitDisplayScale: UITraitDefinition {
    public static let defaultValue: CGFloat = 0
}
/// The appearance (light or dark) trait; affects colours.
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static let affectsColorAppearance = true
}
/// The level (base or elevated) trait; affects colours.
public struct UITraitUserInterfaceLevel: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    public static let affectsColorAppearance = true
}
/// The preferred text size trait.
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let defaultValue = UIContentSizeCategory.unspecified
}
/// The layout direction trait.
public struct UITraitLayoutDirection: UITraitDefinition {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
}
/// The contrast (Increase Contrast) trait; affects colours.
public struct UITraitAccessibilityContrast: UITraitDefinition {
    public static let defaultValue = UIAccessibilityContrast.unspecified
    public static let affectsColorAppearance = true
}
/// The legibility weight (Bold Text) trait.
public struct UITraitLegibilityWeight: UITraitDefinition {
    public static let defaultValue = UILegibilityWeight.unspecified
}
/// The active appearance trait; affects colours.
public struct UITraitActiveAppearance: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceActiveAppearance.unspecified
    public static let affectsColorAppearance = true
}

/// The system traits the engine stores, one per field of `UITraitCollection`.
enum TraitKey: CaseIterable {
    case horizontalSizeClass, verticalSizeClass, userInterfaceIdiom, displayScale
    case userInterfaceStyle, userInterfaceLevel, preferredContentSizeCategory, layoutDirection
    case accessibilityContrast, legibilityWeight, activeAppearance

    /// The key of a system trait; nil for a trait of your own (`UITraitCollection.customTraits`).
    init?(_ trait: UITrait) {
        let id = ObjectIdentifier(trait)
        guard let key = Self.allCases.first(where: { ObjectIdentifier($0.trait) == id }) else {
            return nil
        }
        self = key
    }

    var trait: UITrait {
        switch self {
        case .horizontalSizeClass: UITraitHorizontalSizeClass.self
        case .verticalSizeClass: UITraitVerticalSizeClass.self
        case .userInterfaceIdiom: UITraitUserInterfaceIdiom.self
        case .displayScale: UITraitDisplayScale.self
        case .userInterfaceStyle: UITraitUserInterfaceStyle.self
        case .userInterfaceLevel: UITraitUserInterfaceLevel.self
        case .preferredContentSizeCategory: UITraitPreferredContentSizeCategory.self
        case .layoutDirection: UITraitLayoutDirection.self
        case .accessibilityContrast: UITraitAccessibilityContrast.self
        case .legibilityWeight: UITraitLegibilityWeight.self
        case .activeAppearance: UITraitActiveAppearance.self
        }
    }

    /// Whether the trait has different values in `a` and `b`.
    func differs(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
        switch self {
        case .horizontalSizeClass: a.horizontalSizeClass != b.horizontalSizeClass
        case .verticalSizeClass: a.verticalSizeClass != b.verticalSizeClass
        case .userInterfaceIdiom: a.userInterfaceIdiom != b.userInterfaceIdiom
        case .displayScale: a.displayScale != b.displayScale
        case .userInterfaceStyle: a.userInterfaceStyle != b.userInterfaceStyle
        case .userInterfaceLevel: a.userInterfaceLevel != b.userInterfaceLevel
        case .preferredContentSizeCategory:
            a.preferredContentSizeCategory != b.preferredContentSizeCategory
        case .layoutDirection: a.layoutDirection != b.layoutDirection
        case .accessibilityContrast: a.accessibilityContrast != b.accessibilityContrast
        case .legibilityWeight: a.legibilityWeight != b.legibilityWeight
        case .activeAppearance: a.activeAppearance != b.activeAppearance
        }
    }

    /// Whether `collection` specifies the trait.
    func isSpecified(in collection: UITraitCollection) -> Bool {
        differs(collection, UITraitCollection())
    }

    /// Makes the trait unspecified in `collection`.
    func clear(in collection: inout UITraitCollection) {
        let empty = UITraitCollection()
        switch self {
        case .horizontalSizeClass: collection.horizontalSizeClass = empty.horizontalSizeClass
        case .verticalSizeClass: collection.verticalSizeClass = empty.verticalSizeClass
        case .userInterfaceIdiom: collection.userInterfaceIdiom = empty.userInterfaceIdiom
        case .displayScale: collection.displayScale = empty.displayScale
        case .userInterfaceStyle: collection.userInterfaceStyle = empty.userInterfaceStyle
        case .userInterfaceLevel: collection.userInterfaceLevel = empty.userInterfaceLevel
        case .preferredContentSizeCategory:
            collection.preferredContentSizeCategory = empty.preferredContentSizeCategory
        case .layoutDirection: collection.layoutDirection = empty.layoutDirection
        case .accessibilityContrast:
            collection.accessibilityContrast = empty.accessibilityContrast
        case .legibilityWeight: collection.legibilityWeight = empty.legibilityWeight
        case .activeAppearance: collection.activeAppearance = empty.activeAppearance
        }
    }
}
