import Foundation

/// A cell or header-footer view whose configuration update (`updateConfiguration(using:)` and
/// its `configurationUpdateHandler`) is coalesced to its next layout, as UIKit's.
@MainActor
protocol ConfigurationUpdatingView: UIView {
    /// Whether the update is due: set by `setNeedsUpdateConfiguration()`, cleared when it runs.
    var needsConfigurationUpdate: Bool { get set }
    /// Runs `updateConfiguration(using:)`, then the handler, for the current state.
    func runConfigurationUpdate()
}

extension ConfigurationUpdatingView {
    /// Asks for the update in the next layout pass (once, however often asked).
    func requestConfigurationUpdate() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Runs the update if it is due, tracking the `@Observable` properties it reads: a change
    /// asks for it again (observation tracking).
    func runConfigurationUpdateIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        ObservationTracking.track(invalidating: self, .configuration) { runConfigurationUpdate() }
    }
}

/// A cell (`UICollectionViewCell`, `UITableViewCell`) whose configuration state is its traits,
/// selection, highlight and whether it takes touches.
protocol ConfigurationUpdatingCell: ConfigurationUpdatingView {
    var isSelected: Bool { get }
    var isHighlighted: Bool { get }
}

extension ConfigurationUpdatingCell {
    /// The cell's state now, as UIKit's `configurationState`.
    func makeConfigurationState() -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = !isUserInteractionEnabled
        return state
    }
}
