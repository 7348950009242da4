import Foundation

extension UICollectionViewCell: ConfigurationUpdatingView {
    /// Asks for `updateConfiguration(using:)` and the `configurationUpdateHandler` in the next
    /// layout pass, once however often asked, as UIKit's.
    public func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }

    func makeConfigurationState() -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    func runConfigurationUpdate() {
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }
}
