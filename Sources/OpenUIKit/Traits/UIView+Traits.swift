import Foundation

extension UIView: UITraitEnvironment, UITraitChangeObservable, TraitCarrier {

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
        get { overriddenTraits.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// The traits this view overrides for itself and its subviews, as UIKit's (iOS 17). Setting a
    /// trait updates the view and its subviews at once (their `traitCollectionDidChange(_:)` and
    /// registered handlers run before the setter returns).
    public var traitOverrides: any UITraitOverrides {
        get { MutableTraits(collection: overriddenTraits) }
        set { setOverriddenTraits(newValue) }
    }

    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        addTraitChangeRegistration(traits, handler: handler)
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        removeTraitChangeRegistration(registration)
    }

    /// `color` resolved with this view's traits, as a Core Graphics colour (what UIKit puts on
    /// the layer for a property set through UIKit API).
    func resolvedCGColor(_ color: UIColor) -> CGColor {
        color.isDynamic ? color.resolvedColor(with: traitCollection).cgColor : color.cgColor
    }

    func primeTraits() { TraitPropagation.prime(from: self) }
    func propagateTraits() { TraitPropagation.update(from: self) }

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
