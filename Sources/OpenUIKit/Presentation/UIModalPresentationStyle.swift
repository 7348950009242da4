import Foundation

/// How a controller is presented, as UIKit's `UIModalPresentationStyle` (same raw values).
public enum UIModalPresentationStyle: Int, Sendable, CustomStringConvertible {
    /// Covers the screen; the presenter's view is removed when the presentation completes.
    case fullScreen = 0
    /// A card over the presenter (iOS 13+ look on iPhone); the presenter stays.
    case pageSheet = 1
    /// A card on iPhone, a centred sheet on iPad; the presenter stays.
    case formSheet = 2
    /// Covers the view of the controller that defines the presentation context (removed after).
    case currentContext = 3
    /// A presentation controller from the transitioning delegate (default: keeps the presenter).
    case custom = 4
    /// Covers the screen; the presenter's view stays underneath.
    case overFullScreen = 5
    /// Covers the context controller's view, which stays underneath.
    case overCurrentContext = 6
    /// A popover; adapts to a sheet in a compact width (iPhone).
    case popover = 7
    /// No adaptation / not a modal transition.
    case none = -1
    /// The system's choice: `.pageSheet` on iOS 13+.
    case automatic = -2

    public var description: String {
        switch self {
        case .fullScreen: "fullScreen"
        case .pageSheet: "pageSheet"
        case .formSheet: "formSheet"
        case .currentContext: "currentContext"
        case .custom: "custom"
        case .overFullScreen: "overFullScreen"
        case .overCurrentContext: "overCurrentContext"
        case .popover: "popover"
        case .none: "none"
        case .automatic: "automatic"
        }
    }
}

/// The built-in animation of a modal transition without an animator, as UIKit's
/// `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom (dismiss: slides down). Default.
    case coverVertical = 0
    /// A horizontal 3-D flip.
    case flipHorizontal = 1
    /// A cross-fade.
    case crossDissolve = 2
    /// The presenter's view curls up to reveal the presented one.
    case partialCurl = 3
}
