import Foundation

extension UIViewController: UITraitEnvironment, UITraitChangeObservable, TraitCarrier {
    /// The controller's traits, as UIKit's: inherited from its parent (with what the parent set
    /// with `setOverrideTraitCollection(_:forChild:)` winning where it specifies a trait); a
    /// presented controller's from its presentation controller, at the `.elevated` level when it
    /// is shown as a sheet, form sheet or popover (UIKit documents `.elevated` for presented
    /// content; full-screen presentations stay at `.base`); a window's root controller's from the
    /// window; then the controller's own `traitOverrides`.
    public var traitCollection: UITraitCollection {
        var traits: UITraitCollection
        if let parent {
            traits = parent.traitCollection
            if let override = parent.overrideTraitCollection(forChild: self) {
                traits.specify(override)
            }
        } else if _presentingViewController != nil, let pc = _presentationController {
            traits = pc.traitCollection
            if [.pageSheet, .formSheet, .popover].contains(pc.presentationStyle) {
                traits.userInterfaceLevel = .elevated
            }
        } else if let window = rootWindow {
            traits = window.traitCollection
        } else {
            traits = .environment
        }
        if let state = _traitState { traits.specify(state.overrides) }
        return traits
    }

    /// The appearance this controller, its view and the controllers below it use whatever they
    /// inherit, as UIKit's (iOS 13). Default `.unspecified`: inherited.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { overriddenTraits.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// The traits this controller overrides for itself, its view and the controllers below it,
    /// as UIKit's (iOS 17). Setting a trait updates them at once.
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

    func primeTraits() { TraitPropagation.prime(from: self) }
    func propagateTraits() { TraitPropagation.update(from: self) }

    func engineTraitsDidChange(from previous: UITraitCollection) {
        trace(self, "traitCollectionDidChange(_:)")
    }

    /// The window this controller is the root of, if any, shown or not (its view may not be in
    /// it yet, while it loads, or any more, under a full-screen presentation).
    private var rootWindow: UIWindow? {
        if let window = _view?.window, window.rootViewController === self { return window }
        if let window = _traitState?.rootWindow, window.rootViewController === self {
            return window
        }
        return UIApplication.shared.windows.first { $0.rootViewController === self }
    }

    func performSetOverrideTraitCollection(
        _ collection: UITraitCollection?, forChild child: UIViewController
    ) {
        TraitPropagation.prime(from: child)
        child._traitOverride = collection
        child._traitOverrideOwner = collection == nil ? nil : self
        TraitPropagation.update(from: child)
    }
}
