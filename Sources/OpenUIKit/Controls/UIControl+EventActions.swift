import Foundation

extension UIControl {
    /// Adds an action called with the control and the touch's event for `controlEvents`: the
    /// closure form of `addTarget(_:action:for:)` with an action method of two parameters
    /// (`(_ sender:forEvent:)`). The event is nil when code sends the actions
    /// (`sendActions(for:)`), as UIKit passes none then. It stays for the control's life, as a
    /// target–action registration never removed does.
    public func addAction(
        for controlEvents: Event, handler: @escaping @MainActor (UIControl, UIEvent?) -> Void
    ) {
        let action = UIAction { [weak self] _ in
            guard let self else { return }
            handler(self, self.trackingEvent)
        }
        addAction(action, for: controlEvents)
    }
}
