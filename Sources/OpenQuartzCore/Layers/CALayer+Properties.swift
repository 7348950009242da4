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
    /// The layer's size and drawing origin, in its own coordinates. Animatable.
    public var bounds: CGRect {
        get { _bounds }
        set {
            let c = beginChange("bounds")
            _bounds = CALayer.sanitized(newValue, "bounds")
            endChange(c)
        }
    }
    /// The layer's position in its superlayer's coordinates (where the anchor point sits). Animatable.
    public var position: CGPoint {
        get { _position }
        set {
            let c = beginChange("position")
            _position = CALayer.sanitized(newValue, "position")
            endChange(c)
        }
    }
    /// The anchor point in unit coordinates of the bounds. Default (0.5, 0.5). Animatable.
    public var anchorPoint: CGPoint {
        get { _anchorPoint }
        set {
            let c = beginChange("anchorPoint")
            _anchorPoint = CALayer.sanitized(newValue, "anchorPoint")
            endChange(c)
        }
    }
    /// Position on the z axis; also orders siblings (higher draws on top). Animatable.
    public var zPosition: CGFloat {
        get { _zPosition }
        set {
            let c = beginChange("zPosition")
            _zPosition = newValue.isFinite ? newValue : 0
            endChange(c)
        }
    }
    /// The anchor point's z component. Animatable.
    public var anchorPointZ: CGFloat {
        get { _anchorPointZ }
        set {
            let c = beginChange("anchorPointZ")
            _anchorPointZ = newValue.isFinite ? newValue : 0
            endChange(c)
        }
    }
    /// The layer's transform, applied about the anchor point. Animatable.
    public var transform: CATransform3D {
        get { _transform }
        set {
            let c = beginChange("transform")
            _transform = newValue
            endChange(c)
        }
    }
    /// A transform applied to the sublayers, about the anchor point. Animatable.
    public var sublayerTransform: CATransform3D {
        get { _sublayerTransform }
        set {
            let c = beginChange("sublayerTransform")
            _sublayerTransform = newValue
            endChange(c)
        }
    }
    /// Opacity, 0…1 (clamped). Default 1. Animatable.
    public var opacity: Float {
        get { _opacity }
        set {
            let c = beginChange("opacity")
            _opacity = newValue.isNaN ? 0 : min(max(newValue, 0), 1)
            endChange(c)
        }
    }
    /// Whether the layer and its sublayers are hidden. Default false. Animatable (discretely).
    public var isHidden: Bool {
        get { _isHidden }
        set {
            let c = beginChange("hidden")
            _isHidden = newValue
            endChange(c)
        }
    }
    /// The background colour; nil (the default) draws nothing. Animatable.
    public var backgroundColor: CGColor? {
        get { _backgroundColor }
        set {
            let c = beginChange("backgroundColor")
            _backgroundColor = newValue
            endChange(c)
        }
    }
    /// Radius of the rounded corners, in points (clamped to half the shorter side when drawn). Animatable.
    public var cornerRadius: CGFloat {
        get { _cornerRadius }
        set {
            let c = beginChange("cornerRadius")
            _cornerRadius = newValue.isFinite ? max(newValue, 0) : 0
            endChange(c)
        }
    }
    /// Width of the border, in points. Default 0. Animatable.
    public var borderWidth: CGFloat {
        get { _borderWidth }
        set {
            let c = beginChange("borderWidth")
            _borderWidth = newValue.isFinite ? max(newValue, 0) : 0
            endChange(c)
        }
    }
    /// Colour of the border. Default opaque black. Animatable.
    public var borderColor: CGColor? {
        get { _borderColor }
        set {
            let c = beginChange("borderColor")
            _borderColor = newValue
            endChange(c)
        }
    }
    /// Colour of the shadow. Default opaque black. Animatable.
    public var shadowColor: CGColor? {
        get { _shadowColor }
        set {
            let c = beginChange("shadowColor")
            _shadowColor = newValue
            endChange(c)
        }
    }
    /// Opacity of the shadow, 0…1. Default 0 (no shadow). Animatable.
    public var shadowOpacity: Float {
        get { _shadowOpacity }
        set {
            let c = beginChange("shadowOpacity")
            _shadowOpacity = newValue.isNaN ? 0 : min(max(newValue, 0), 1)
            endChange(c)
        }
    }
    /// Offset of the shadow, in points. Default (0, −3). Animatable.
    public var shadowOffset: CGSize {
        get { _shadowOffset }
        set {
            let c = beginChange("shadowOffset")
            _shadowOffset = newValue
            endChange(c)
        }
    }
    /// Blur radius of the shadow, in points. Default 3. Animatable.
    public var shadowRadius: CGFloat {
        get { _shadowRadius }
        set {
            let c = beginChange("shadowRadius")
            _shadowRadius = newValue.isFinite ? max(newValue, 0) : 0
            endChange(c)
        }
    }
    /// The part of `contents` shown, in unit coordinates. Default (0, 0, 1, 1). Animatable.
    public var contentsRect: CGRect {
        get { _contentsRect }
        set {
            let c = beginChange("contentsRect")
            _contentsRect = newValue
            endChange(c)
        }
    }
    /// The layer's image content (a `CGImage`), or nil. Animatable (discretely, or by a `CATransition`).
    public var contents: Any? {
        get { _contents }
        set {
            let c = beginChange("contents")
            _contents = newValue
            endChange(c)
        }
    }

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

    /// The model value at a key path such as `"position.x"` or `"transform.rotation.z"`, as KVC.
    public func value(forKeyPath keyPath: String) -> Any? {
        let parts = keyPath.split(separator: ".")
        guard let base = parts.first, let accessor = Self.animatableProperties[String(base)] else {
            return nil
        }
        return accessor.get(self).component(Array(parts.dropFirst()))?.anyValue
    }

    /// The model value for a key, as KVC.
    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// Sets the model value at a key path (`"transform.scale"`, `"opacity"`, …), running the action
    /// like a property set. Unknown key paths are ignored with a diagnostic.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let parts = keyPath.split(separator: ".")
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
