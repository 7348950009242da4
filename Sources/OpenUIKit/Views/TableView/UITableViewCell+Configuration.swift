import Foundation

extension UITableViewCell: ConfigurationUpdatingCell {
    /// Asks for `updateConfiguration(using:)` and the `configurationUpdateHandler` in the next
    /// layout pass, once however often asked, as UIKit's.
    public func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }

    func runConfigurationUpdate() {
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }
}
