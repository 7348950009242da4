import Foundation

/// The receiving half of Foundation's string-keyed key-value observing: the method that
/// `addObserver(_:forKeyPath:options:context:)` calls on its observer after each change.
///
/// Foundation declares `observeValue(forKeyPath:of:change:context:)` on `NSObject`, which Swift
/// cannot extend with an overridable method; here `UIResponder` adopts this protocol (so a view
/// or view controller overrides the method as on iOS), and any other observer adopts it in its
/// declaration (`segue port` adds it). Docs/Porting.md, "Key-value observing".
@preconcurrency @MainActor
public protocol NSKeyValueObserving: AnyObject {
    /// Called after each change of a property the receiver observes, with Foundation's change
    /// dictionary (`.kindKey`, and `.newKey`, `.oldKey`, `.notificationIsPriorKey` as the options
    /// ask) and the context given to `addObserver`.
    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?)
}

/// What Foundation's `NSObject` answers to a change it was sent and did not handle (the message
/// of the exception it raises).
package func unhandledObservationMessage(
    _ observer: AnyObject, keyPath: String?, object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
) -> String {
    "\(observer): An -observeValueForKeyPath:ofObject:change:context: message was received but "
        + "not handled.\nKey path: \(keyPath ?? "nil")\nObserved object: "
        + "\(object.map { "\($0)" } ?? "nil")\nChange: \(change.map { "\($0)" } ?? "nil")\n"
        + "Context: \(context.map { "\($0)" } ?? "0x0")"
}

extension _KeyValueCodingAndObserving {
    /// Registers `observer` to be sent `observeValue(forKeyPath:of:change:context:)` after each
    /// change of the value at `keyPath`, as Foundation's KVO.
    ///
    /// The key paths are the Objective-C property names of what a layer stores: a layer's
    /// (`"position"`, `"bounds"`, `"frame"`, `"opacity"`, `"hidden"`, `"cornerRadius"`,
    /// `"transform.scale"`, …) and a view's (`"frame"`, `"bounds"`, `"center"`, `"transform"`,
    /// `"alpha"`, `"hidden"`, `"backgroundColor"`, `"layer.<a layer's key>"`), and a scroll
    /// view's `"contentOffset"`, `"contentSize"` and `"contentInset"`. The change dictionary has
    /// `.kindKey` (`1`, setting), `.newKey` and `.oldKey` as the options ask (`NSNull()` for nil),
    /// and `.notificationIsPriorKey` in a `.prior` notification; `.initial` sends one at once.
    /// The observer is not retained (a released observer is skipped); an unknown key path stops
    /// with Foundation's `NSUnknownKeyException` message. Callable from any main-thread code, as
    /// NSObject's (the observer need not be main-actor isolated).
    nonisolated public func addObserver(
        _ observer: NSObject, forKeyPath keyPath: String,
        options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?
    ) {
        nonisolated(unsafe) let unchecked = self
        nonisolated(unsafe) let observer = observer
        nonisolated(unsafe) let context = context
        MainActor.assumeIsolated {
            unchecked.register(observer, forKeyPath: keyPath, options: options, context: context)
        }
    }

    @MainActor
    private func register(
        _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions,
        context: UnsafeMutableRawPointer?
    ) {
        let layer = keyValueObservedLayer
        guard let read = keyValueReader(forKeyPath: keyPath) else {
            preconditionFailure(
                "[\(objectTag(self as AnyObject)) addObserver:\(objectTag(observer)) "
                    + "forKeyPath:@\"\(keyPath)\" options:"
                    + "\(options.rawValue) context:\(context.map { "\($0)" } ?? "0x0")] was sent "
                    + "to an object that is not KVC-compliant for the \"\(keyPath)\" property.")
        }
        let object = self as AnyObject
        var last = read()
        let entry = LayerObserver { [weak object, weak observer] in
            guard let object, let observer else { return }
            let value = read()
            if keyValueEqual(any: last, value) { return }
            let old = last
            last = value
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: UInt(1))]
            if options.contains(.old) { change[.oldKey] = old ?? NSNull() }
            if options.contains(.prior) {
                var prior = change
                prior[.notificationIsPriorKey] = NSNumber(value: true)
                deliver(to: observer, keyPath, object, prior, context)
            }
            if options.contains(.new) { change[.newKey] = value ?? NSNull() }
            deliver(to: observer, keyPath, object, change, context)
        }
        entry.registration = .init(
            observer: ObjectIdentifier(observer), keyPath: keyPath, context: context)
        layer.keyValueObservers.append(entry)
        if options.contains(.initial) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: UInt(1))]
            if options.contains(.new) { change[.newKey] = last ?? NSNull() }
            deliver(to: observer, keyPath, object, change, context)
        }
    }

    /// Stops sending `observer` changes of `keyPath` (its most recent registration for it), as
    /// Foundation's; one not registered stops with Foundation's message. Callable from `deinit`.
    nonisolated public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeObservation(observer, keyPath, context: nil, matchingContext: false)
    }

    /// Stops sending `observer` changes of `keyPath` registered with `context`, as Foundation's;
    /// one not registered stops with Foundation's message. Callable from `deinit`.
    nonisolated public func removeObserver(
        _ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
    ) {
        removeObservation(observer, keyPath, context: context, matchingContext: true)
    }

    nonisolated private func removeObservation(
        _ observer: NSObject, _ keyPath: String, context: UnsafeMutableRawPointer?,
        matchingContext: Bool
    ) {
        let id = ObjectIdentifier(observer)
        let description = objectTag(observer)
        let contextBits = context.map { UInt(bitPattern: $0) }
        nonisolated(unsafe) let unchecked = self
        MainActor.assumeIsolated {
            let layer = unchecked.keyValueObservedLayer
            let index = layer.keyValueObservers.lastIndex { entry in
                guard let registration = entry.registration else { return false }
                return registration.observer == id && registration.keyPath == keyPath
                    && (!matchingContext
                        || registration.context.map { UInt(bitPattern: $0) } == contextBits)
            }
            guard let index else {
                preconditionFailure(
                    "Cannot remove an observer \(description) for the key path \"\(keyPath)\" "
                        + "from \(objectTag(unchecked as AnyObject)) because it is not registered as "
                        + "an observer.")
            }
            layer.keyValueObservers.remove(at: index)
        }
    }

    /// The layer whose model changes tell this object's observers.
    @MainActor
    var keyValueObservedLayer: CALayer {
        guard let layer = (self as? CALayer) ?? (self as? any ObservedThroughLayer)?.observedLayer
        else { preconditionFailure("key-value observing needs a CALayer or a UIView here") }
        return layer
    }

    /// How to read the value at a string key path, nil when it cannot be observed.
    @MainActor
    func keyValueReader(forKeyPath keyPath: String) -> (@MainActor () -> Any?)? {
        if let layer = self as? CALayer { return layer.observedValueReader(forKeyPath: keyPath) }
        return (self as? any ObservedThroughLayer)?.observedValueReader(forKeyPath: keyPath)
    }
}

/// `<UIView 0x600000c04000>`: an object as Foundation's KVO messages name it.
private func objectTag(_ object: AnyObject) -> String {
    "<\(type(of: object)) \(Unmanaged.passUnretained(object).toOpaque())>"
}

/// Sends one change to a string-keyed observer: its `observeValue`, else NSObject's answer.
@MainActor
private func deliver(
    to observer: NSObject, _ keyPath: String, _ object: AnyObject,
    _ change: [NSKeyValueChangeKey: Any], _ context: UnsafeMutableRawPointer?
) {
    guard let receiver = observer as? any NSKeyValueObserving else {
        preconditionFailure(
            unhandledObservationMessage(
                observer, keyPath: keyPath, object: object, change: change, context: context))
    }
    receiver.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
}

extension CALayer {
    /// How to read a layer's key path for string-keyed observing: `"frame"`, `"hidden"`, an
    /// animatable property and its components (`"transform.scale"`), or a custom key set with
    /// `setValue(_:forKey:)`.
    package func observedValueReader(forKeyPath keyPath: String) -> (@MainActor () -> Any?)? {
        switch keyPath {
        case "frame": return { [weak self] in self?.frame }
        case "hidden": return { [weak self] in self?.isHidden }
        default: break
        }
        let base = String(keyPath.prefix { $0 != "." })
        guard type(of: self).animatableProperties[base] != nil || customValues[keyPath] != nil
        else { return nil }
        return { [weak self] in self?.value(forKeyPath: keyPath) }
    }
}

/// Whether two observed values (nil for nil) are equal: `==` for `Equatable` values, identity
/// for objects, and never for anything else.
private func keyValueEqual(any a: Any?, _ b: Any?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (nil, _), (_, nil): return false
    case (let a?, let b?):
        if let a = a as? any Equatable { return a.isEqual(toObservedValue: b) }
        if type(of: a) is AnyClass, type(of: b) is AnyClass {
            return (a as AnyObject) === (b as AnyObject)
        }
        return false
    }
}

extension Equatable {
    fileprivate func isEqual(toObservedValue other: Any) -> Bool { (other as? Self) == self }
}
