import Foundation

/// The state a view's configuration is updated for, as UIKit's `UIViewConfigurationState`
/// (iOS 14): a table header-footer view hands it to `updateConfiguration(using:)`.
public struct UIViewConfigurationState: Hashable, Sendable {
    /// The view's traits when the state was taken.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled (here: its `isUserInteractionEnabled` is false). Default
    /// false.
    public var isDisabled = false
    /// Whether the view is highlighted. Default false.
    public var isHighlighted = false
    /// Whether the view is selected. Default false.
    public var isSelected = false
    /// Whether the view is focused; always false here, which has no focus engine. Default false.
    public var isFocused = false

    /// A state with `traitCollection` and every flag false, as UIKit's initializer.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}
