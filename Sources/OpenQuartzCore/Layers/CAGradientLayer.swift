import Foundation

/// Gradient styles, as Core Animation's `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint` (the default).
    public static let axial = Self(rawValue: "axial")
    /// Elliptical: centred at `startPoint`, reaching `endPoint`.
    public static let radial = Self(rawValue: "radial")
    /// Sweeping around `startPoint`.
    public static let conic = Self(rawValue: "conic")
}

/// A layer that draws a colour gradient over its background, as Core Animation's `CAGradientLayer`.
///
/// `startPoint` and `endPoint` are in unit coordinates of the bounds; defaults (0.5, 0) and
/// (0.5, 1), a top-to-bottom gradient. `colors`, `locations`, `startPoint`, `endPoint` animate.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    var _colors: [CGColor]?
    var _locations: [Double]?
    var _startPoint = CGPoint(x: 0.5, y: 0)
    var _endPoint = CGPoint(x: 0.5, y: 1)

    /// The gradient's shape. Default `.axial`.
    open var type: CAGradientLayerType = .axial

    public required init() { super.init() }

    public required init(layer: Any) {
        super.init(layer: layer)
        if let o = layer as? CAGradientLayer {
            _colors = o._colors
            _locations = o._locations
            _startPoint = o._startPoint
            _endPoint = o._endPoint
            type = o.type
        }
    }

    /// The colours (`CGColor`s, as `[Any]` in UIKit). Animatable.
    open var colors: [Any]? {
        get { _colors }
        set {
            let c = beginChange("colors")
            _colors = newValue?.compactMap { v in (v as? CGColor) ?? (v as AnyObject as? CGColor) }
            endChange(c)
        }
    }
    /// Stop locations 0…1, one per colour; nil spaces them evenly. Animatable.
    open var locations: [NSNumber]? {
        get { _locations?.map { NSNumber(value: $0) } }
        set {
            let c = beginChange("locations")
            _locations = newValue?.map(\.doubleValue)
            endChange(c)
        }
    }
    /// Start point in unit coordinates. Animatable.
    open var startPoint: CGPoint {
        get { _startPoint }
        set {
            let c = beginChange("startPoint")
            _startPoint = newValue
            endChange(c)
        }
    }
    /// End point in unit coordinates. Animatable.
    open var endPoint: CGPoint {
        get { _endPoint }
        set {
            let c = beginChange("endPoint")
            _endPoint = newValue
            endChange(c)
        }
    }

    /// The colours as `CGColor`s (renderer use).
    package var gradientColors: [CGColor] { _colors ?? [] }
    /// The locations as numbers (renderer use).
    package var gradientLocations: [Double]? { _locations }

    package override class var animatableProperties: [String: LayerPropertyAccessor] {
        CAGradientLayer.gradientProperties
    }

    static let gradientProperties: [String: LayerPropertyAccessor] = CALayer.baseProperties.merging(
        [
            "colors": .init(
                get: { .colors(($0 as? CAGradientLayer)?._colors ?? []) },
                set: { if case .colors(let v) = $1 { ($0 as? CAGradientLayer)?._colors = v } }),
            "locations": .init(
                get: { .numbers(($0 as? CAGradientLayer)?._locations ?? []) },
                set: {
                    if case .numbers(let v) = $1 {
                        ($0 as? CAGradientLayer)?._locations = v.isEmpty ? nil : v
                    }
                }),
            "startPoint": .init(
                get: { .point(($0 as? CAGradientLayer)?._startPoint ?? .zero) },
                set: { if case .point(let v) = $1 { ($0 as? CAGradientLayer)?._startPoint = v } }),
            "endPoint": .init(
                get: { .point(($0 as? CAGradientLayer)?._endPoint ?? .zero) },
                set: { if case .point(let v) = $1 { ($0 as? CAGradientLayer)?._endPoint = v } }),
        ]) { _, new in new }
}
