import Foundation

extension UITraitCollection {
    /// The value of `trait` in this collection, as UIKit's subscript (iOS 17): the value set for
    /// it, else the trait's `defaultValue`. Works for the system traits too
    /// (`traits[UITraitUserInterfaceStyle.self]` is `userInterfaceStyle`). The value must be
    /// `Sendable`, as the collection is (Docs/Behaviour-traits.md, "Custom traits").
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value where T.Value: Sendable {
        if let key = TraitKey(trait) {
            return self[keyPath: key.keyPath] as? T.Value ?? T.defaultValue
        }
        return customTraits[ObjectIdentifier(trait)]?.value as? T.Value ?? T.defaultValue
    }

    /// Sets `trait` to `value` (a custom trait becomes specified).
    mutating func set<T: UITraitDefinition>(_ trait: T.Type, to value: T.Value)
    where T.Value: Sendable {
        if let key = TraitKey(trait) {
            if let keyPath = key.keyPath as? WritableKeyPath<UITraitCollection, T.Value> {
                self[keyPath: keyPath] = value
            }
        } else {
            customTraits[ObjectIdentifier(trait)] = CustomTraitValue(
                value: value, affectsColorAppearance: T.affectsColorAppearance)
        }
    }
}
