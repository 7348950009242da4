import Foundation

/// The environment a view or controller is shown in, as UIKit's `UITraitCollection`.
///
/// Every trait is unspecified unless set (`.unspecified`, or 0 for the display scale), as in
/// UIKit, so that collections combine with ``init(traitsFrom:)``. A value type: UIKit's is an
/// immutable class whose identity nothing relies on; a struct keeps `Sendable`, `Hashable` and
/// `==` with UIKit's meaning (Docs/Behaviour-traits.md, "A struct"). Custom traits
/// (`UITraitDefinition` types of your own) are read with the subscript, `self[MyTrait.self]`.
public struct UITraitCollection: Hashable, Sendable {
    /// The width's size class. Default `.unspecified`.
    public internal(set) var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// The height's size class. Default `.unspecified`.
    public internal(set) var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// Phone or pad. Default `.unspecified`.
    public internal(set) var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    /// Pixels per point of the display; 0 (the default) means unspecified, as in UIKit.
    public internal(set) var displayScale: CGFloat = 0
    /// Light or dark. Default `.unspecified` (resolves as light).
    public internal(set) var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Base or elevated. Default `.unspecified` (resolves as base).
    public internal(set) var userInterfaceLevel: UIUserInterfaceLevel = .unspecified
    /// The preferred text size. Default `.unspecified` (resolves as `.large`).
    public internal(set) var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    /// Left-to-right or right-to-left. Default `.unspecified`.
    public internal(set) var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    /// Normal or high contrast (Increase Contrast). Default `.unspecified`.
    public internal(set) var accessibilityContrast: UIAccessibilityContrast = .unspecified
    /// Regular or bold text (Bold Text). Default `.unspecified`.
    public internal(set) var legibilityWeight: UILegibilityWeight = .unspecified
    /// Active or inactive window. Default `.unspecified`.
    public internal(set) var activeAppearance: UIUserInterfaceActiveAppearance = .unspecified
    /// The custom traits set, by trait type.
    var customTraits: [ObjectIdentifier: CustomTraitValue] = [:]

    /// A collection with every trait unspecified, as UIKit's `init()`.
    public init() {}

    /// A collection that specifies only the horizontal size class.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
    }

    /// A collection that specifies only the vertical size class.
    public init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.verticalSizeClass = verticalSizeClass
    }

    /// A collection that specifies only the idiom.
    public init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// A collection that specifies only the display scale (pixels per point; 0: unspecified).
    public init(displayScale: CGFloat) {
        self.displayScale = displayScale
    }

    /// A collection that specifies only the appearance (light or dark).
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// A collection that specifies only the level (base or elevated).
    public init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.userInterfaceLevel = userInterfaceLevel
    }

    /// A collection that specifies only the preferred text size.
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// A collection that specifies only the layout direction.
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.layoutDirection = layoutDirection
    }

    /// A collection that specifies only the contrast (Increase Contrast off or on).
    public init(accessibilityContrast: UIAccessibilityContrast) {
        self.accessibilityContrast = accessibilityContrast
    }

    /// A collection that specifies only the legibility weight (Bold Text off or on).
    public init(legibilityWeight: UILegibilityWeight) {
        self.legibilityWeight = legibilityWeight
    }

    /// A collection that specifies only the active appearance.
    public init(activeAppearance: UIUserInterfaceActiveAppearance) {
        self.activeAppearance = activeAppearance
    }

    /// The combination of `traitCollections`: for each trait, the value of the last collection
    /// that specifies it (later ones win), unspecified where none does, as UIKit documents.
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        for t in traitCollections { self.specify(t) }
    }

    /// A collection whose traits `mutations` sets, starting from every trait unspecified, as
    /// UIKit's `init(mutations:)` (iOS 17).
    public init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = MutableTraits()
        mutations(&traits)
        self = (traits as? MutableTraits)?.collection ?? UITraitCollection(traits)
    }

    /// A copy of this collection with the traits `mutations` sets changed, as UIKit's
    /// `modifyingTraits(_:)` (iOS 17).
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void)
        -> UITraitCollection
    {
        var traits: any UIMutableTraits = MutableTraits(collection: self)
        mutations(&traits)
        return (traits as? MutableTraits)?.collection ?? UITraitCollection(traits)
    }

    /// Every trait given, for the engine.
    package init(
        horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
        userInterfaceIdiom: UIUserInterfaceIdiom, displayScale: CGFloat
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
    }

    /// The traits of any `UIMutableTraits` value (the engine's keeps its custom traits too).
    init(_ traits: any UIMutableTraits) {
        if let engine = traits as? MutableTraits {
            self = engine.collection
            return
        }
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
        userInterfaceIdiom = traits.userInterfaceIdiom
        displayScale = traits.displayScale
        userInterfaceStyle = traits.userInterfaceStyle
        userInterfaceLevel = traits.userInterfaceLevel
        preferredContentSizeCategory = traits.preferredContentSizeCategory
        layoutDirection = traits.layoutDirection
        accessibilityContrast = traits.accessibilityContrast
        legibilityWeight = traits.legibilityWeight
        activeAppearance = traits.activeAppearance
    }

    /// Takes every trait `t` specifies.
    mutating func specify(_ t: UITraitCollection) {
        if t.horizontalSizeClass != .unspecified { horizontalSizeClass = t.horizontalSizeClass }
        if t.verticalSizeClass != .unspecified { verticalSizeClass = t.verticalSizeClass }
        if t.userInterfaceIdiom != .unspecified { userInterfaceIdiom = t.userInterfaceIdiom }
        if t.displayScale != 0 { displayScale = t.displayScale }
        if t.userInterfaceStyle != .unspecified { userInterfaceStyle = t.userInterfaceStyle }
        if t.userInterfaceLevel != .unspecified { userInterfaceLevel = t.userInterfaceLevel }
        if t.preferredContentSizeCategory != .unspecified {
            preferredContentSizeCategory = t.preferredContentSizeCategory
        }
        if t.layoutDirection != .unspecified { layoutDirection = t.layoutDirection }
        if t.accessibilityContrast != .unspecified {
            accessibilityContrast = t.accessibilityContrast
        }
        if t.legibilityWeight != .unspecified { legibilityWeight = t.legibilityWeight }
        if t.activeAppearance != .unspecified { activeAppearance = t.activeAppearance }
        customTraits.merge(t.customTraits) { _, theirs in theirs }
    }

    /// Whether every trait `trait` specifies has the same value here, as UIKit's: true for nil
    /// and for a collection that specifies nothing.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return UITraitCollection(traitsFrom: [self, trait]) == self
    }

    /// Whether a dynamic colour can resolve differently in `traitCollection` than here, as
    /// UIKit's: true when a trait that affects colours differs (the appearance, the level, the
    /// contrast, the active appearance, a custom trait whose `affectsColorAppearance` is true;
    /// the display gamut UIKit also checks has no counterpart here). Nil counts as different.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?)
        -> Bool
    {
        guard let other = traitCollection else { return true }
        return userInterfaceStyle != other.userInterfaceStyle
            || userInterfaceLevel != other.userInterfaceLevel
            || accessibilityContrast != other.accessibilityContrast
            || activeAppearance != other.activeAppearance
            || Set(customTraits.keys).union(other.customTraits.keys).contains { key in
                let (mine, theirs) = (customTraits[key], other.customTraits[key])
                return ((mine ?? theirs)?.affectsColorAppearance ?? false) && mine != theirs
            }
    }
}
