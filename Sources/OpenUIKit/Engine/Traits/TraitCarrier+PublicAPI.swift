import Foundation

/// The bodies of the trait API UIKit declares on both `UIView` and `UIViewController`
/// (`overrideUserInterfaceStyle`, `traitOverrides`, `registerForTraitChanges(_:handler:)`,
/// `unregisterForTraitChanges(_:)`): each type's public member calls these.
extension TraitCarrier {
    /// The carrier's trait state, created on first use.
    var traitState: TraitState {
        if let state = _traitState { return state }
        let state = TraitState()
        _traitState = state
        return state
    }

    /// The traits the carrier overrides (none specified when it has no state yet).
    var overriddenTraits: UITraitCollection { _traitState?.overrides ?? UITraitCollection() }

    /// Replaces the overrides and, when they changed, tells the carrier and everything below it
    /// before returning.
    func setOverriddenTraits(_ newValue: any UITraitOverrides) {
        let overrides = UITraitCollection(newValue)
        guard overrides != overriddenTraits else { return }
        primeTraits()
        traitState.overrides = overrides
        propagateTraits()
    }

    /// Adds a registration calling `handler` after any of `traits` changes; stops with a message
    /// when `handler` takes a type the carrier is not.
    func addTraitChangeRegistration<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait],
        handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) {
            environment, previous in
            guard let environment = environment as? TraitEnvironment else {
                preconditionFailure(
                    "registerForTraitChanges: the handler's first parameter must be \(type(of: environment)) or a supertype"
                )
            }
            handler(environment, previous)
        }
        traitState.delivered = traitState.delivered ?? traitCollection
        traitState.registrations.append(registration)
        return registration
    }

    /// Removes a registration `addTraitChangeRegistration` made.
    func removeTraitChangeRegistration(_ registration: any UITraitChangeRegistration) {
        _traitState?.registrations.removeAll { $0 === (registration as AnyObject) }
    }
}
