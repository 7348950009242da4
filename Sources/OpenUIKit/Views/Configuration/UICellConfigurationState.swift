import Foundation

/// The state a cell's configuration is updated for, as UIKit's `UICellConfigurationState`
/// (iOS 14): a cell hands it to `updateConfiguration(using:)` and its
/// `configurationUpdateHandler`.
public struct UICellConfigurationState: Hashable, Sendable {
    /// The cell's traits when the state was taken.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled (here: its `isUserInteractionEnabled` is false). Default
    /// false.
    public var isDisabled = false
    /// Whether a finger is on the cell. Default false.
    public var isHighlighted = false
    /// Whether the cell is selected. Default false.
    public var isSelected = false
    /// Whether the cell is focused; always false here, which has no focus engine. Default false.
    public var isFocused = false
    /// Whether the cell is in editing mode; always false here, whose tables and lists have no
    /// editing mode. Default false.
    public var isEditing = false

    /// A state with `traitCollection` and every flag false, as UIKit's initializer.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}
