import Foundation

/// The keys of the `change` dictionary `observeValue(forKeyPath:of:change:context:)` is given,
/// as Foundation's `NSKeyValueChangeKey`.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    /// Creates a key from its string (`"new"`, `"old"`, `"kind"`, `"indexes"`,
    /// `"notificationIsPrior"`).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The kind of the change: an `NSNumber` of `NSKeyValueChange`'s raw value (`1`, setting, for
    /// every property observed here), so `change[.kindKey] as? UInt` reads it.
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    /// The value after the change, when the options ask for `.new`; `NSNull()` for nil.
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    /// The value before the change, when the options ask for `.old`; `NSNull()` for nil.
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    /// The indexes of a to-many change; never present here (every change is a setting).
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    /// `true` (an `NSNumber`) in the notification `.prior` asks for, sent before the change's own.
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}
