import Foundation

extension UIControl {
    /// Adds `action` for `controlEvents` (iOS 14), the closure form of `addTarget(_:action:for:)`.
    ///
    /// A control holds one action per `identifier`: adding an action whose identifier is already
    /// registered replaces that registration in place (its closure and events), as UIKit documents.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        if let i = actionRegistrations.firstIndex(where: {
            $0.action.identifier == action.identifier
        }) {
            actionRegistrations[i] = (action, controlEvents)
        } else {
            actionRegistrations.append((action, controlEvents))
        }
    }

    /// Removes `action` (matched by identifier) for `controlEvents`; the action stays registered
    /// for its other events.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `actionIdentifier` for `controlEvents`.
    public func removeAction(
        identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event
    ) {
        for i in actionRegistrations.indices.reversed()
        where actionRegistrations[i].action.identifier == actionIdentifier {
            actionRegistrations[i].events.subtract(controlEvents)
            if actionRegistrations[i].events.isEmpty { actionRegistrations.remove(at: i) }
        }
    }

    /// The events for which at least one action is registered.
    public var allControlEvents: Event {
        actionRegistrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Performs every action registered for any of `controlEvents`, once each, in the order they
    /// were added, as UIKit's `sendActions(for:)`. Each action's `sender` is this control.
    public func sendActions(for controlEvents: Event) {
        let matching = actionRegistrations.filter { !$0.events.isDisjoint(with: controlEvents) }
        for registration in matching { registration.action.perform(sender: self) }
    }

    /// Performs `action` with this control as `sender` (iOS 14).
    public func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }
}
