import Foundation

/// Foundation's protocol behind `observe(_:options:changeHandler:)`: here adopted by `CALayer`
/// and `UIView`, the objects whose changes OpenQuartzCore sees (swift-corelibs-foundation has no
/// key-value observing).
public protocol _KeyValueCodingAndObserving {}

/// What an observation reports, as Foundation's `NSKeyValueObservingOptions`.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt

    /// Creates options from Foundation's raw bits (`new` 1, `old` 2, `initial` 4, `prior` 8).
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler runs once at once, before `observe` returns.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A separate notification (`isPrior` true) comes before each change's.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change, as Foundation's `NSKeyValueChange` (a property's change is `.setting`).
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects of a to-many relationship were replaced.
    case replacement = 4
}

/// One change of an observed property, as Foundation's `NSKeyValueObservedChange`.
public struct NSKeyValueObservedChange<Value> {
    /// Always `.setting` for the properties observed here.
    public let kind: NSKeyValueChange
    /// The value after the change, when the options ask for `.new` (nil in a prior notification).
    public let newValue: Value?
    /// The value before the change, when the options ask for `.old`.
    public let oldValue: Value?
    /// The indexes of a to-many change; always nil here.
    public let indexes: IndexSet?
    /// Whether this is the notification `.prior` asks for, sent before the change's own.
    public let isPrior: Bool
}

/// The token `observe(_:options:changeHandler:)` returns, as Foundation's
/// `NSKeyValueObservation`: the observation lasts until it is invalidated or the token is
/// released.
@preconcurrency @MainActor
public class NSKeyValueObservation: NSObject {
    private weak var layer: CALayer?
    private let observer: LayerObserver

    init(layer: CALayer, observer: LayerObserver) {
        self.layer = layer
        self.observer = observer
    }

    /// Ends the observation: the handler is not called again. Called when the token is released.
    public func invalidate() {
        layer?.keyValueObservers.removeAll { $0 === observer }
        layer = nil
    }

    isolated deinit { invalidate() }
}

/// One observation of a layer (or of the view it backs): checks the observed value after each
/// model change of the layer and calls the handler when it changed.
final class LayerObserver {
    let check: @MainActor () -> Void
    /// Who registered it and for what, when made by `addObserver(_:forKeyPath:options:context:)`
    /// (so that `removeObserver` finds it).
    var registration: Registration?

    struct Registration {
        var observer: ObjectIdentifier
        var keyPath: String
        var context: UnsafeMutableRawPointer?
    }

    init(check: @escaping @MainActor () -> Void) { self.check = check }
}

/// An object whose observable properties are stored in a layer (a view in its backing layer).
package protocol ObservedThroughLayer: AnyObject {
    @MainActor var observedLayer: CALayer { get }
    /// How to read the value at a string key path (`"frame"`, `"layer.cornerRadius"`), nil when
    /// it cannot be observed.
    @MainActor func observedValueReader(forKeyPath keyPath: String) -> (@MainActor () -> Any?)?
}

extension _KeyValueCodingAndObserving {
    /// Calls `changeHandler` when the value at `keyPath` changes, as Foundation's KVO does.
    ///
    /// Observable are the properties a layer stores: a layer's geometry, transform, opacity,
    /// colours, border, shadow and contents, and a view's `frame`, `bounds`, `center`,
    /// `transform`, `alpha`, `isHidden`, `backgroundColor` (and `contentOffset`, the bounds'
    /// origin). The handler runs after each model change that changes the value (compared with
    /// `==` where the value is `Equatable`), once per setter call even when the setter moves
    /// several layer properties (`frame`); a change to a property the layer does not store
    /// (`UILabel.text`) is never reported. `.prior` sends its notification just before the
    /// change's own, once the value has changed. Docs/Behaviour-runtime.md has the evidence.
    @MainActor
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        guard let layer = (self as? CALayer) ?? (self as? any ObservedThroughLayer)?.observedLayer
        else {
            preconditionFailure(
                "observe(_:options:changeHandler:) needs a CALayer or a UIView here")
        }
        let object = self as AnyObject
        var last = self[keyPath: keyPath]
        let observer = LayerObserver { [weak object] in
            guard let object = object as? Self else { return }
            let value = object[keyPath: keyPath]
            if keyValueEqual(last, value) { return }
            let old = last
            last = value
            if options.contains(.prior) {
                changeHandler(
                    object,
                    NSKeyValueObservedChange(
                        kind: .setting, newValue: nil,
                        oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: true))
            }
            changeHandler(
                object,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? value : nil,
                    oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
        }
        layer.keyValueObservers.append(observer)
        if options.contains(.initial) {
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil,
                    indexes: nil, isPrior: false))
        }
        return NSKeyValueObservation(layer: layer, observer: observer)
    }
}

extension CALayer: _KeyValueCodingAndObserving {
    /// Setter calls in progress that move several properties (`frame`): observers are told once,
    /// when the outermost ends.
    static var observationDeferral = 0

    /// Tells the layer's observers that its model changed (they compare their values).
    package func notifyKeyValueObservers() {
        guard !keyValueObservers.isEmpty, CALayer.observationDeferral == 0, !isPresentationCopy
        else { return }
        for observer in keyValueObservers { observer.check() }
    }

    /// Runs `body`, telling observers once at its end rather than after each property it sets.
    package func withObservationDeferred(_ body: () -> Void) {
        CALayer.observationDeferral += 1
        body()
        CALayer.observationDeferral -= 1
        notifyKeyValueObservers()
    }
}

/// Whether two observed values are equal: `==` for `Equatable` values, identity for objects,
/// and never for anything else (which is then reported on every change of the layer).
private func keyValueEqual<Value>(_ a: Value, _ b: Value) -> Bool {
    if let a = a as? any Equatable { return a.isEqual(toObserved: b) }
    if Value.self is AnyObject.Type { return (a as AnyObject) === (b as AnyObject) }
    return false
}

extension Equatable {
    fileprivate func isEqual(toObserved other: Any) -> Bool { (other as? Self) == self }
}
