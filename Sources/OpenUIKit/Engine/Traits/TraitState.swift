import Foundation

/// What a view or controller keeps about its traits: the traits it overrides for itself and
/// what it contains (`traitOverrides`, `overrideUserInterfaceStyle`), the traits it was last
/// told about, and its trait-change registrations.
@MainActor
final class TraitState {
    /// The overridden traits: those this collection specifies.
    var overrides = UITraitCollection()
    /// The traits last delivered (nil: none yet; the environment's are assumed).
    var delivered: UITraitCollection?
    /// A view's `semanticContentAttribute`.
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// The registrations of `registerForTraitChanges(_:handler:)`, in registration order.
    var registrations: [TraitChangeRegistration] = []
    /// The window a controller was made the root controller of (shown or not yet), whose traits
    /// it has from then on, its `viewDidLoad()` included.
    weak var rootWindow: UIWindow?
}

/// One `registerForTraitChanges(_:handler:)`: the traits it observes and its handler.
final class TraitChangeRegistration: UITraitChangeRegistration, @unchecked Sendable {
    /// The system traits observed.
    let traits: [TraitKey]
    /// The custom traits observed, by trait type.
    let customTraits: [ObjectIdentifier]
    let handler: @MainActor (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits.compactMap(TraitKey.init)
        self.customTraits = traits.filter { TraitKey($0) == nil }.map { ObjectIdentifier($0) }
        self.handler = handler
    }

    /// Whether a trait it observes differs between `a` and `b`.
    func observesChange(from a: UITraitCollection, to b: UITraitCollection) -> Bool {
        traits.contains { $0.differs(a, b) }
            || customTraits.contains { a.customTraits[$0] != b.customTraits[$0] }
    }
}
