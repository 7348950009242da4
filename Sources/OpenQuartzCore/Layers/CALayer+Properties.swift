import Foundation

/// Reads and writes one animatable model property of a layer as an `AnimatableValue`.
package struct LayerPropertyAccessor: Sendable {
    package let get: @MainActor @Sendable (CALayer) -> AnimatableValue
    package let set: @MainActor @Sendable (CALayer, AnimatableValue) -> Void

    package init(
        get: @escaping @MainActor @Sendable (CALayer) -> AnimatableValue,
        set: @escaping @MainActor @Sendable (CALayer, AnimatableValue) -> Void
    ) {
        self.get = get
        self.set = set
    }
}

extension CALayer {
    /// Replaces NaN or infinite components by zero, as Core Animation refuses non-finite geometry.
    static func sanitized(_ r: CGRect, _ key: String) -> CGRect {
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.size.width.isFinite,
            r.size.height.isFinite
        else {
            CALayer.reportInvalidGeometry(key, "\(r)")
            return CGRect(
                x: r.origin.x.isFinite ? r.origin.x : 0, y: r.origin.y.isFinite ? r.origin.y : 0,
                width: r.size.width.isFinite ? r.size.width : 0,
                height: r.size.height.isFinite ? r.size.height : 0)
        }
        return r
    }

    static func sanitized(_ p: CGPoint, _ key: String) -> CGPoint {
        guard p.x.isFinite, p.y.isFinite else {
            CALayer.reportInvalidGeometry(key, "\(p)")
            return CGPoint(x: p.x.isFinite ? p.x : 0, y: p.y.isFinite ? p.y : 0)
        }
        return p
    }

    /// Core Animation raises `CALayerInvalidGeometry` for NaN geometry; the engine records the
    /// same message as a diagnostic and keeps the finite components instead of crashing.
    static func reportInvalidGeometry(_ key: String, _ value: String) {
        EngineDiagnostics.shared.warn(
            "CALayerInvalidGeometry: CALayer \(key) contains NaN or infinity: \(value)")
    }

    static let baseProperties: [String: LayerPropertyAccessor] = [
        "bounds": .init(
            get: { .rect($0._bounds) }, set: { if case .rect(let v) = $1 { $0._bounds = v } }),
        "position": .init(
            get: { .point($0._position) }, set: { if case .point(let v) = $1 { $0._position = v } }),
        "anchorPoint": .init(
            get: { .point($0._anchorPoint) },
            set: { if case .point(let v) = $1 { $0._anchorPoint = v } }),
        "zPosition": .init(
            get: { .number(Double($0._zPosition)) },
            set: { if let v = $1.number { $0._zPosition = CGFloat(v) } }),
        "anchorPointZ": .init(
            get: { .number(Double($0._anchorPointZ)) },
            set: { if let v = $1.number { $0._anchorPointZ = CGFloat(v) } }),
        "transform": .init(
            get: { .transform($0._transform) },
            set: { if case .transform(let v) = $1 { $0._transform = v } }),
        "sublayerTransform": .init(
            get: { .transform($0._sublayerTransform) },
            set: { if case .transform(let v) = $1 { $0._sublayerTransform = v } }),
        "opacity": .init(
            get: { .number(Double($0._opacity)) },
            set: { if let v = $1.number { $0._opacity = Float(v) } }),
        "hidden": .init(
            get: { .number($0._isHidden ? 1 : 0) },
            set: { if let v = $1.number { $0._isHidden = v >= 0.5 } }),
        "backgroundColor": .init(
            get: { .color($0._backgroundColor) },
            set: { if case .color(let v) = $1 { $0._backgroundColor = v } }),
        "cornerRadius": .init(
            get: { .number(Double($0._cornerRadius)) },
            set: { if let v = $1.number { $0._cornerRadius = CGFloat(v) } }),
        "borderWidth": .init(
            get: { .number(Double($0._borderWidth)) },
            set: { if let v = $1.number { $0._borderWidth = CGFloat(v) } }),
        "borderColor": .init(
            get: { .color($0._borderColor) },
            set: { if case .color(let v) = $1 { $0._borderColor = v } }),
        "shadowColor": .init(
            get: { .color($0._shadowColor) },
            set: { if case .color(let v) = $1 { $0._shadowColor = v } }),
        "shadowOpacity": .init(
            get: { .number(Double($0._shadowOpacity)) },
            set: { if let v = $1.number { $0._shadowOpacity = Float(v) } }),
        "shadowOffset": .init(
            get: { .size($0._shadowOffset) },
            set: { if case .size(let v) = $1 { $0._shadowOffset = v } }),
        "shadowRadius": .init(
            get: { .number(Double($0._shadowRadius)) },
            set: { if let v = $1.number { $0._shadowRadius = CGFloat(v) } }),
        "contentsRect": .init(
            get: { .rect($0._contentsRect) },
            set: { if case .rect(let v) = $1 { $0._contentsRect = v } }),
        "shadowPath": .init(
            get: { .path($0.shadowPath) }, set: { if case .path(let v) = $1 { $0.shadowPath = v } }),
        "contents": .init(
            get: { .discrete($0._contents) },
            set: { if case .discrete(let v) = $1 { $0._contents = v } }),
    ]

    // MARK: Key-value coding

    /// How to read and write `key` as an animatable value: a declared animatable property, or a
    /// custom key (one set with `setValue(_:forKey:)` or for which `needsDisplay(forKey:)` is
    /// true), whose value is 0 until set.
    package func propertyAccessor(forKey key: String) -> LayerPropertyAccessor? {
        if let accessor = type(of: self).animatableProperties[key] { return accessor }
        guard customValues[key] != nil || type(of: self).needsDisplay(forKey: key) else {
            return nil
        }
        return LayerPropertyAccessor(
            get: { AnimatableValue($0.customValues[key]) ?? .number(0) },
            set: { layer, value in
                layer.customValues[key] = value.anyValue(like: layer.customValues[key])
            })
    }

    /// The model value at a key path such as `"position.x"` or `"transform.rotation.z"`, as KVC;
    /// for a key the class does not declare, the value last set for it, or nil.
    public func value(forKeyPath keyPath: String) -> Any? {
        let parts = keyPath.split(separator: ".")
        if parts.count == 1, Self.animatableProperties[keyPath] == nil {
            return customValues[keyPath]
        }
        guard let base = parts.first, let accessor = Self.animatableProperties[String(base)] else {
            return nil
        }
        return accessor.get(self).component(Array(parts.dropFirst()))?.anyValue
    }

    /// The model value for a key, as KVC.
    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// Sets the model value at a key path (`"transform.scale"`, `"opacity"`, …), running the action
    /// like a property set. A key the class does not declare keeps the value (a layer is a
    /// key-value coding container, as Core Animation documents); other unknown key paths are
    /// ignored with a diagnostic.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let parts = keyPath.split(separator: ".")
        if parts.count == 1, Self.animatableProperties[keyPath] == nil {
            let c = beginChange(keyPath)
            customValues[keyPath] = value
            endChange(c)
            return
        }
        guard let base = parts.first.map(String.init),
            let accessor = Self.animatableProperties[base],
            let newComponent = AnimatableValue(value)
                ?? (base == "contents" ? .discrete(nil) : nil),
            let newValue = accessor.get(self).settingComponent(
                Array(parts.dropFirst()), to: newComponent)
        else {
            EngineDiagnostics.shared.warn(
                "[<CALayer> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key path \(keyPath)."
            )
            return
        }
        let c = beginChange(base)
        accessor.set(self, newValue)
        endChange(c)
    }

    /// Sets the model value for a key, as KVC.
    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    /// The default value Core Animation gives a property key.
    public class func defaultValue(forKey key: String) -> Any? {
        CALayer.baseProperties[key].map { $0.get(CALayer()).anyValue } ?? nil
    }
}
