import Foundation

/// The value of a custom trait (a `UITraitDefinition` of the app's own) in a trait collection.
///
/// Equal when the values are: by `==` for an `Equatable` value, by identity for an object, and
/// never for anything else (each such value counts as a change), as UIKit asks trait values to
/// be `Equatable` (Docs/Behaviour-traits.md, "Custom traits"). Hashes nothing, so two equal
/// collections hash alike whatever their values' types.
struct CustomTraitValue: Hashable, Sendable {
    /// The value set.
    let value: any Sendable
    /// The trait's `affectsColorAppearance`.
    let affectsColorAppearance: Bool

    static func == (a: CustomTraitValue, b: CustomTraitValue) -> Bool {
        same(a.value, b.value)
    }

    func hash(into hasher: inout Hasher) {}

    /// Whether two trait values are the same: both nil or the same wrapped values, equal by
    /// `==`, or the same object.
    private static func same(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? any OptionalTraitValue, let b = b as? any OptionalTraitValue {
            switch (a.wrapped, b.wrapped) {
            case (nil, nil): return true
            case (let x?, let y?): return same(x, y)
            default: return false
            }
        }
        if let value = a as? any Equatable { return value.isEqualTraitValue(b) }
        if type(of: a) is AnyClass, type(of: b) is AnyClass {
            return (a as AnyObject) === (b as AnyObject)
        }
        return false
    }
}

/// An optional trait value (an object trait's default is often nil).
private protocol OptionalTraitValue {
    var wrapped: Any? { get }
}

extension Optional: OptionalTraitValue {
    fileprivate var wrapped: Any? { map { $0 } }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqualTraitValue(_ other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

extension TraitKey {
    /// The system trait's property of `UITraitCollection`.
    var keyPath: PartialKeyPath<UITraitCollection> {
        switch self {
        case .horizontalSizeClass: \.horizontalSizeClass
        case .verticalSizeClass: \.verticalSizeClass
        case .userInterfaceIdiom: \.userInterfaceIdiom
        case .displayScale: \.displayScale
        case .userInterfaceStyle: \.userInterfaceStyle
        case .userInterfaceLevel: \.userInterfaceLevel
        case .preferredContentSizeCategory: \.preferredContentSizeCategory
        case .layoutDirection: \.layoutDirection
        case .accessibilityContrast: \.accessibilityContrast
        case .legibilityWeight: \.legibilityWeight
        case .activeAppearance: \.activeAppearance
        }
    }
}
