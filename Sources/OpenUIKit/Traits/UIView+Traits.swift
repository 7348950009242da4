import Foundation

extension UIView: UITraitEnvironment, UITraitChangeObservable, TraitCarrier {
    var traitState: TraitState {
        if let state = _traitState { return state }
        let state = TraitState()
        _traitState = state
        return state
    }

    /// The traits from above (controller, superview, window) with this view's overrides.
    var inheritedTraitCollection: UITraitCollection {
        var traits: UITraitCollection
        if let owner = owningViewController as? UIViewController {
            traits = owner.traitCollection
        } else if let superview {
            traits = superview.traitCollection
        } else {
            traits = .environment
        }
        if let state = _traitState { traits.specify(state.overrides) }
        return traits
    }

    /// The appearance this view and its subviews use whatever they inherit, as UIKit's
    /// (iOS 13; `traitOverrides.userInterfaceStyle` since iOS 17). Default `.unspecified`:
    /// inherited.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { _traitState?.overrides.userInterfaceStyle ?? .unspecified }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// The traits this view overrides for itself and its subviews, as UIKit's (iOS 17). Setting a
    /// trait updates the view and its subviews at once (their `traitCollectionDidChange(_:)` and
    /// registered handlers run before the setter returns).
    public var traitOverrides: any UITraitOverrides {
        get { MutableTraits(collection: _traitState?.overrides ?? UITraitCollection()) }
        set {
            let overrides = UITraitCollection(newValue)
            guard overrides != (_traitState?.overrides ?? UITraitCollection()) else { return }
            TraitPropagation.prime(from: self)
            traitState.overrides = overrides
            TraitPropagation.update(from: self)
        }
    }

    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits.compactMap(TraitKey.init)) {
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

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        _traitState?.registrations.removeAll { $0 === (registration as AnyObject) }
    }

    /// `color` resolved with this view's traits, as a Core Graphics colour (what UIKit puts on
    /// the layer for a property set through UIKit API).
    func resolvedCGColor(_ color: UIColor) -> CGColor {
        color.isDynamic ? color.resolvedColor(with: traitCollection).cgColor : color.cgColor
    }

    func viewTraitsDidChange(from previous: UITraitCollection) {
        let now = traitCollection
        if now.layoutDirection != previous.layoutDirection { layoutDirectionDidChange() }
        guard now.hasDifferentColorAppearance(comparedTo: previous) else { return }
        if let color = _backgroundColor, color.isDynamic {
            UIView.performWithoutAnimation { layer.backgroundColor = resolvedCGColor(color) }
        }
        setNeedsLayout()
        setNeedsDisplay()
    }
}
