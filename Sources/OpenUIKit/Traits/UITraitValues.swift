import Foundation

/// Horizontal or vertical size class, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle` (iOS 13).
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// The visual level of content, as UIKit's `UIUserInterfaceLevel`: `.elevated` for content
/// presented above the base level (sheets, popovers), which the dark system backgrounds lighten.
public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1
    case base = 0
    case elevated = 1
}

/// The layout direction a trait collection carries, as UIKit's
/// `UITraitEnvironmentLayoutDirection` (which, unlike `UIUserInterfaceLayoutDirection`, has an
/// unspecified value).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// Whether the Increase Contrast setting is on, as UIKit's `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}

/// Whether the Bold Text setting is on, as UIKit's `UILegibilityWeight`.
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1
    case regular = 0
    case bold = 1
}

/// Whether the content is in the active (key) window, as UIKit's
/// `UIUserInterfaceActiveAppearance` (iOS 14).
public enum UIUserInterfaceActiveAppearance: Int, Sendable {
    case unspecified = -1
    case inactive = 0
    case active = 1
}
