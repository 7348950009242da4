import Foundation

/// A trait whose value is a `CGFloat`, as UIKit's `UICGFloatTraitDefinition` (iOS 17): give it a
/// `static var defaultValue: CGFloat`. Read it with `value(forCGFloatTrait:)` (or the subscript),
/// set it with `setCGFloatValue(_:forTrait:)` (or the subscript) on any `UIMutableTraits`, and
/// observe it with `registerForTraitChanges(_:handler:)`. `UITraitDisplayScale` is one.
public protocol UICGFloatTraitDefinition: UITraitDefinition where Value == CGFloat {}

/// A trait whose value is an `Int` (Objective-C's `NSInteger`), as UIKit's
/// `UINSIntegerTraitDefinition` (iOS 17): give it a `static var defaultValue: Int`. Read it with
/// `value(forNSIntegerTrait:)` (or the subscript), set it with `setNSIntegerValue(_:forTrait:)`.
public protocol UINSIntegerTraitDefinition: UITraitDefinition where Value == Int {}

/// A trait whose value is an object, as UIKit's `UIObjectTraitDefinition` (iOS 17): give it a
/// `static var defaultValue: (any NSObjectProtocol)?`. Read it with `object(forTrait:)`, set it
/// with `setObject(_:forTrait:)`; two values are the same trait value when `isEqual(_:)` says so,
/// as UIKit compares them (Docs/Behaviour-traits.md, "Custom traits").
public protocol UIObjectTraitDefinition: UITraitDefinition where Value == (any NSObjectProtocol)? {}

/// A `CGFloat` trait type, as UIKit's `UICGFloatTrait`.
public typealias UICGFloatTrait = any UICGFloatTraitDefinition.Type
/// An `Int` trait type, as UIKit's `UINSIntegerTrait`.
public typealias UINSIntegerTrait = any UINSIntegerTraitDefinition.Type
/// An object trait type, as UIKit's `UIObjectTrait`.
public typealias UIObjectTrait = any UIObjectTraitDefinition.Type

extension UITraitDisplayScale: UICGFloatTraitDefinition {}

extension UITraitCollection {
    /// The value of a `CGFloat` trait: the one set, else the trait's `defaultValue`, as UIKit's
    /// `value(forCGFloatTrait:)`.
    public func value(forCGFloatTrait trait: UICGFloatTrait) -> CGFloat {
        cgFloatValue(trait)
    }

    /// The value of an `Int` trait: the one set, else the trait's `defaultValue`, as UIKit's
    /// `value(forNSIntegerTrait:)`.
    public func value(forNSIntegerTrait trait: UINSIntegerTrait) -> Int {
        integerValue(trait)
    }

    /// The object of an object trait: the one set (nil included), else the trait's
    /// `defaultValue`, as UIKit's `object(forTrait:)`.
    public func object(forTrait trait: UIObjectTrait) -> (any NSObjectProtocol)? {
        if let stored = customTraits[ObjectIdentifier(trait)]?.value as? ObjectTraitValue {
            return stored.object
        }
        return trait.defaultValue
    }

    private func cgFloatValue<T: UICGFloatTraitDefinition>(_ trait: T.Type) -> CGFloat {
        self[trait]
    }

    private func integerValue<T: UINSIntegerTraitDefinition>(_ trait: T.Type) -> Int {
        self[trait]
    }

    /// Sets an object trait (it becomes specified, even to nil).
    mutating func setObject(_ object: (any NSObjectProtocol)?, for trait: UIObjectTrait) {
        customTraits[ObjectIdentifier(trait)] = CustomTraitValue(
            value: ObjectTraitValue(object: object),
            affectsColorAppearance: trait.affectsColorAppearance)
    }
}

extension UIMutableTraits {
    /// The value of a `CGFloat` trait, as UIKit's `value(forCGFloatTrait:)`.
    public func value(forCGFloatTrait trait: UICGFloatTrait) -> CGFloat {
        UITraitCollection(self).value(forCGFloatTrait: trait)
    }

    /// The value of an `Int` trait, as UIKit's `value(forNSIntegerTrait:)`.
    public func value(forNSIntegerTrait trait: UINSIntegerTrait) -> Int {
        UITraitCollection(self).value(forNSIntegerTrait: trait)
    }

    /// The object of an object trait, as UIKit's `object(forTrait:)`.
    public func object(forTrait trait: UIObjectTrait) -> (any NSObjectProtocol)? {
        UITraitCollection(self).object(forTrait: trait)
    }

    /// Sets a `CGFloat` trait, as UIKit's `setCGFloatValue(_:forTrait:)`.
    public mutating func setCGFloatValue(_ value: CGFloat, forTrait trait: UICGFloatTrait) {
        setCGFloat(value, trait)
    }

    /// Sets an `Int` trait, as UIKit's `setNSIntegerValue(_:forTrait:)`.
    public mutating func setNSIntegerValue(_ value: Int, forTrait trait: UINSIntegerTrait) {
        setInteger(value, trait)
    }

    /// Sets an object trait (nil included: it is then specified as nil), as UIKit's
    /// `setObject(_:forTrait:)`.
    public mutating func setObject(_ object: (any NSObjectProtocol)?, forTrait trait: UIObjectTrait)
    {
        // Only the engine's traits (all that UIKit hands out) hold custom traits.
        guard var engine = self as? MutableTraits else { return }
        engine.collection.setObject(object, for: trait)
        if let updated = engine as? Self { self = updated }
    }

    private mutating func setCGFloat<T: UICGFloatTraitDefinition>(_ value: CGFloat, _ trait: T.Type)
    {
        self[trait] = value
    }

    private mutating func setInteger<T: UINSIntegerTraitDefinition>(_ value: Int, _ trait: T.Type) {
        self[trait] = value
    }
}

/// An object trait's value in a collection: equal when both are nil or `isEqual(_:)` says so.
/// UIKit's trait collections hold such objects across threads; the engine's, a `Sendable`
/// value, does too (the object's own safety is the app's, as in UIKit).
struct ObjectTraitValue: Equatable, @unchecked Sendable {
    let object: (any NSObjectProtocol)?

    static func == (a: ObjectTraitValue, b: ObjectTraitValue) -> Bool {
        switch (a.object, b.object) {
        case (nil, nil): true
        case (let x?, let y?): x === y || x.isEqual(y)
        default: false
        }
    }
}
