import Foundation

extension UITableViewHeaderFooterView: ConfigurationUpdatingView {
    /// Asks for `updateConfiguration(using:)` and the `configurationUpdateHandler` in the next
    /// layout pass, once however often asked, as UIKit's.
    public func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }

    func makeConfigurationState() -> UIViewConfigurationState {
        var state = UIViewConfigurationState(traitCollection: traitCollection)
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    func runConfigurationUpdate() {
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }
}
