import Foundation

/// The bar heights a bar's legacy customisations are set for, as UIKit's `UIBarMetrics`.
public enum UIBarMetrics: Int, Sendable {
    /// A bar of the standard height.
    case `default` = 0
    /// A bar of the compact height (an iPhone in landscape).
    case compact = 1
    /// A standard bar with a prompt.
    case defaultPrompt = 101
    /// A compact bar with a prompt.
    case compactPrompt = 102
}
