import Foundation

/// The preferred size of text, as UIKit's `UIContentSizeCategory`: seven standard sizes
/// (`.extraSmall` … `.extraExtraExtraLarge`, default `.large`) and five accessibility sizes
/// (`.accessibilityMedium` … `.accessibilityExtraExtraExtraLarge`, AX1 … AX5), ordered by size
/// with `<` (`.unspecified` is below every size, as UIKit orders it). The raw values are UIKit's.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// No preferred size (a trait collection that does not specify it).
    public static let unspecified = UIContentSizeCategory(
        rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// The default size.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryXXXL")
    /// AX1.
    public static let accessibilityMedium = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// AX2.
    public static let accessibilityLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// AX3.
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// AX4.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// AX5.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every size, smallest first (not `.unspecified`).
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
        .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// The size's position from the smallest (0) to AX5 (11); -1 for `.unspecified` or an
    /// unknown raw value.
    var index: Int { Self.ordered.firstIndex(of: self) ?? -1 }

    /// Whether this is one of the five accessibility sizes (AX1 … AX5), as UIKit's.
    public var isAccessibilityCategory: Bool { index >= 7 }

    /// Smaller, as UIKit orders the categories (`.unspecified` first).
    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool {
        a.index < b.index
    }

    /// Posted when the preferred content size category changes, as UIKit's (its user info holds
    /// the new category under `UIContentSizeCategory.newValueUserInfoKey`).
    public static let didChangeNotification = Notification.Name(
        "UIContentSizeCategoryDidChangeNotification")
    /// The user-info key of `didChangeNotification`'s new category.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
