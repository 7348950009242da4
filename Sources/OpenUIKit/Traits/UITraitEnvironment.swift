import Foundation

/// An object that has traits, as UIKit's `UITraitEnvironment`: windows, views, view controllers
/// and presentation controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits the object is shown with.
    var traitCollection: UITraitCollection { get }
    /// Called after `traitCollection` changed, with the traits before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// The token `registerForTraitChanges(_:handler:)` returns, as UIKit's
/// `UITraitChangeRegistration`; pass it to `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: Sendable {}

/// An object whose trait changes can be observed, as UIKit's `UITraitChangeObservable` (iOS 17):
/// views and view controllers.
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    /// The closure a registration calls: the object whose traits changed and its traits before.
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (
        TraitEnvironment, UITraitCollection
    ) -> Void

    /// Calls `handler` after any of `traits` changes, with the object and its previous traits,
    /// as UIKit's; returns a token for `unregisterForTraitChanges(_:)`. `handler`'s first
    /// parameter must be this object's type (or a supertype).
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration

    /// Stops calling the registration's handler.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}
