import Foundation

/// Traits that can be set, as UIKit's `UIMutableTraits` (iOS 17): what `init(mutations:)`,
/// `modifyingTraits(_:)` and `traitOverrides` hand to your code.
public protocol UIMutableTraits {
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var displayScale: CGFloat { get set }
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var accessibilityContrast: UIAccessibilityContrast { get set }
    var legibilityWeight: UILegibilityWeight { get set }
    var activeAppearance: UIUserInterfaceActiveAppearance { get set }
    /// The value of `trait`, a system trait or one of your own, as UIKit's subscript (iOS 17);
    /// setting it specifies the trait.
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value where T.Value: Sendable { get set }
}

/// The traits a window, controller or view overrides for itself and what it contains, as UIKit's
/// `UITraitOverrides` (iOS 17): set a trait to override it, `remove(_:)` to inherit it again.
public protocol UITraitOverrides: UIMutableTraits {
    /// Whether `trait` is overridden.
    func contains(_ trait: UITrait) -> Bool
    /// Stops overriding `trait`.
    mutating func remove(_ trait: UITrait)
}

/// The engine's mutable traits: a collection whose specified traits are the ones set.
struct MutableTraits: UITraitOverrides {
    var collection = UITraitCollection()

    var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { collection.horizontalSizeClass }
        set { collection.horizontalSizeClass = newValue }
    }
    var verticalSizeClass: UIUserInterfaceSizeClass {
        get { collection.verticalSizeClass }
        set { collection.verticalSizeClass = newValue }
    }
    var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { collection.userInterfaceIdiom }
        set { collection.userInterfaceIdiom = newValue }
    }
    var displayScale: CGFloat {
        get { collection.displayScale }
        set { collection.displayScale = newValue }
    }
    var userInterfaceStyle: UIUserInterfaceStyle {
        get { collection.userInterfaceStyle }
        set { collection.userInterfaceStyle = newValue }
    }
    var userInterfaceLevel: UIUserInterfaceLevel {
        get { collection.userInterfaceLevel }
        set { collection.userInterfaceLevel = newValue }
    }
    var preferredContentSizeCategory: UIContentSizeCategory {
        get { collection.preferredContentSizeCategory }
        set { collection.preferredContentSizeCategory = newValue }
    }
    var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { collection.layoutDirection }
        set { collection.layoutDirection = newValue }
    }
    var accessibilityContrast: UIAccessibilityContrast {
        get { collection.accessibilityContrast }
        set { collection.accessibilityContrast = newValue }
    }
    var legibilityWeight: UILegibilityWeight {
        get { collection.legibilityWeight }
        set { collection.legibilityWeight = newValue }
    }
    var activeAppearance: UIUserInterfaceActiveAppearance {
        get { collection.activeAppearance }
        set { collection.activeAppearance = newValue }
    }

    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value where T.Value: Sendable {
        get { collection[trait] }
        set { collection.set(trait, to: newValue) }
    }

    func contains(_ trait: UITrait) -> Bool {
        guard let key = TraitKey(trait) else {
            return collection.customTraits[ObjectIdentifier(trait)] != nil
        }
        return key.isSpecified(in: collection)
    }

    mutating func remove(_ trait: UITrait) {
        guard let key = TraitKey(trait) else {
            collection.customTraits[ObjectIdentifier(trait)] = nil
            return
        }
        key.clear(in: &collection)
    }
}
