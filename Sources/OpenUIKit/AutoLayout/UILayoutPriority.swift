import Foundation

/// How much a layout constraint (or a view's hugging or compression resistance) matters, as
/// UIKit's `UILayoutPriority`: 1…999 optional, 1000 required. Not `Comparable`, as in UIKit
/// (apps that order priorities add the conformance themselves; compare `rawValue` otherwise).
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    /// The priority, 0 < value ≤ 1000.
    public var rawValue: Float
    /// Creates a priority.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: the priority of a button's compression resistance (and the default resistance).
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: the priority of a button's hugging (and the default hugging of labels).
    public static let defaultLow = UILayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting` uses to pull the size towards the target.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// The priority raised by `rhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }
    /// The priority lowered by `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}
