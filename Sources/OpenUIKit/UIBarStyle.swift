import Foundation

/// The look of a bar, as UIKit's `UIBarStyle` (the deprecated `blackOpaque` and
/// `blackTranslucent` are absent).
public enum UIBarStyle: Int, Sendable {
    /// The system's look: the bar's material, light or dark with the appearance.
    case `default` = 0
    /// The dark look whatever the appearance: the material and the bar's content in dark mode.
    case black = 1
}
