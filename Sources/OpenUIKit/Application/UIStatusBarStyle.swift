import Foundation

/// The colour of the status bar's content, as UIKit's `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
    /// Chosen by the system from the interface style: dark content in light mode, light
    /// content in dark mode (iOS 13 and later).
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds (iOS 13).
    case darkContent = 3
}

/// How the status bar animates when it is shown or hidden, as UIKit's `UIStatusBarAnimation`.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// A fade. The default of `preferredStatusBarUpdateAnimation`.
    case fade = 1
    /// A slide off or onto the top edge.
    case slide = 2
}
