import Foundation

/// A view or controller, as trait propagation sees it.
@MainActor
protocol TraitCarrier: UITraitEnvironment {
    /// The carrier's trait state, nil until first needed (`traitState` creates it).
    var _traitState: TraitState? { get set }
    /// Records the traits of the carrier and everything below it (`TraitPropagation.prime`).
    func primeTraits()
    /// Tells the carrier and everything below it of changed traits (`TraitPropagation.update`).
    func propagateTraits()
    /// The engine's own reaction to new traits before the app's callbacks (a view resolves its
    /// dynamic colours and Dynamic Type fonts again).
    func engineTraitsDidChange(from previous: UITraitCollection)
}

/// Tells views and controllers that their traits changed, as UIKit does: after anything that
/// changes traits (an override, a window's traits, a view or controller moving in the
/// hierarchy), every view and controller below it whose `traitCollection` now differs from the
/// traits it was last told about gets, in this order, the engine's own update (dynamic colours,
/// fonts), `traitCollectionDidChange(_:)` and the handlers registered for a trait that changed,
/// with `UITraitCollection.current` set to its new traits. Parents come before what they
/// contain: a window, then its root controller, then a controller before its view, the view
/// before its subviews, then the controller's children and what it presents
/// (Docs/Behaviour-traits.md, "Order").
@MainActor
enum TraitPropagation {
    /// Updates `view` and everything below it (the controllers whose views are among them too).
    static func update(from view: UIView) {
        var visited = Set<ObjectIdentifier>()
        visit(view, &visited)
    }

    /// Updates `controller`, its view and everything below it.
    static func update(from controller: UIViewController) {
        var visited = Set<ObjectIdentifier>()
        visit(controller, &visited)
    }

    /// Records the traits of `view` and everything below it that has not been told any yet, so
    /// that a change made next is measured from them.
    static func prime(from view: UIView) {
        var visited = Set<ObjectIdentifier>()
        visit(view, &visited, priming: true)
    }

    /// Records the traits of `controller` and everything below it (see `prime(from:)`).
    static func prime(from controller: UIViewController) {
        var visited = Set<ObjectIdentifier>()
        visit(controller, &visited, priming: true)
    }

    private static func visit(
        _ controller: UIViewController, _ visited: inout Set<ObjectIdentifier>,
        priming: Bool = false
    ) {
        guard visited.insert(ObjectIdentifier(controller)).inserted else { return }
        let before = controller._traitState?.delivered
        priming ? prime(controller) : deliver(controller)
        if let view = controller._view { visit(view, &visited, priming: priming) }
        for child in controller._children { visit(child, &visited, priming: priming) }
        if var presented = controller.presentedViewController,
            presented._presentingViewController === controller
        {
            // A new size class adapts what the controller presents before it is told.
            if !priming, let before, let after = controller._traitState?.delivered,
                before.horizontalSizeClass != after.horizontalSizeClass
                    || before.verticalSizeClass != after.verticalSizeClass
            {
                presented = PresentationReadaptation.readaptAfterTraitChange(
                    presented, by: controller)
            }
            visit(presented, &visited, priming: priming)
        }
    }

    private static func visit(
        _ view: UIView, _ visited: inout Set<ObjectIdentifier>, priming: Bool = false
    ) {
        if let owner = view.owningViewController as? UIViewController,
            !visited.contains(ObjectIdentifier(owner))
        {
            visit(owner, &visited, priming: priming)
            return
        }
        guard visited.insert(ObjectIdentifier(view)).inserted else { return }
        priming ? prime(view) : deliver(view)
        if let window = view as? UIWindow, let root = window.rootViewController {
            visit(root, &visited, priming: priming)
        }
        for subview in view._subviews { visit(subview, &visited, priming: priming) }
    }

    private static func prime(_ carrier: some TraitCarrier) {
        let state = carrier.traitState
        if state.delivered == nil { state.delivered = carrier.traitCollection }
    }

    /// Tells `carrier` about its new traits when they differ from those it was last told about.
    static func deliver(_ carrier: some TraitCarrier) {
        let now = carrier.traitCollection
        let state = carrier.traitState
        // A controller's first traits are where it starts, not a change (a sheet is elevated
        // from the start); a view never told is measured from a window's traits.
        let previous =
            state.delivered ?? (carrier is UIViewController ? now : baseline(state))
        state.delivered = now
        guard previous != now else { return }
        carrier.engineTraitsDidChange(from: previous)
        now.performAsCurrent {
            carrier.traitCollectionDidChange(previous)
            for registration in state.registrations
            where registration.observesChange(from: previous, to: now) {
                registration.handler(carrier, previous)
            }
        }
    }

    /// The traits a view or controller is assumed to have had before it was first told: a
    /// window's with no overrides, with its own overrides.
    private static func baseline(_ state: TraitState) -> UITraitCollection {
        UITraitCollection(traitsFrom: [.environment, state.overrides])
    }
}
