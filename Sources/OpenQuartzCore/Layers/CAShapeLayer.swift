import Foundation

/// Line cap styles, as Core Animation's `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = Self(rawValue: "butt")
    public static let round = Self(rawValue: "round")
    public static let square = Self(rawValue: "square")
}

/// Line join styles, as Core Animation's `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = Self(rawValue: "miter")
    public static let round = Self(rawValue: "round")
    public static let bevel = Self(rawValue: "bevel")
}

/// Fill rules, as Core Animation's `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = Self(rawValue: "non-zero")
    public static let evenOdd = Self(rawValue: "even-odd")
}

/// A layer that draws a path, as Core Animation's `CAShapeLayer`.
///
/// Defaults as Apple documents them: fill black, no stroke, line width 1, miter limit 10, butt caps,
/// miter joins, `strokeStart` 0, `strokeEnd` 1. `path`, the colours, `lineWidth`, `miterLimit`,
/// `lineDashPhase`, `strokeStart` and `strokeEnd` are animatable.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    var _path: CGPath?
    var _fillColor: CGColor? = .black
    var _strokeColor: CGColor?
    var _lineWidth: CGFloat = 1
    var _miterLimit: CGFloat = 10
    var _lineDashPhase: CGFloat = 0
    var _strokeStart: CGFloat = 0
    var _strokeEnd: CGFloat = 1

    /// How the path's interior is decided. Default `.nonZero`.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// Cap style of open ends. Default `.butt`.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// Join style between segments. Default `.miter`.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// Dash lengths in points, alternating painted and unpainted; nil is solid.
    open var lineDashPattern: [NSNumber]?

    public required init() { super.init() }

    public required init(layer: Any) {
        super.init(layer: layer)
        if let o = layer as? CAShapeLayer {
            _path = o._path
            _fillColor = o._fillColor
            _strokeColor = o._strokeColor
            _lineWidth = o._lineWidth
            _miterLimit = o._miterLimit
            _lineDashPhase = o._lineDashPhase
            _strokeStart = o._strokeStart
            _strokeEnd = o._strokeEnd
            fillRule = o.fillRule
            lineCap = o.lineCap
            lineJoin = o.lineJoin
            lineDashPattern = o.lineDashPattern
        }
    }

    /// The path to draw, in the layer's coordinates. Animatable.
    open var path: CGPath? {
        get { _path }
        set {
            let c = beginChange("path")
            _path = newValue
            endChange(c)
        }
    }
    /// Interior colour; nil draws no fill. Default black. Animatable.
    open var fillColor: CGColor? {
        get { _fillColor }
        set {
            let c = beginChange("fillColor")
            _fillColor = newValue
            endChange(c)
        }
    }
    /// Outline colour; nil (the default) draws no stroke. Animatable.
    open var strokeColor: CGColor? {
        get { _strokeColor }
        set {
            let c = beginChange("strokeColor")
            _strokeColor = newValue
            endChange(c)
        }
    }
    /// Stroke width in points. Default 1. Animatable.
    open var lineWidth: CGFloat {
        get { _lineWidth }
        set {
            let c = beginChange("lineWidth")
            _lineWidth = newValue.isFinite ? max(0, newValue) : 1
            endChange(c)
        }
    }
    /// Miter limit. Default 10. Animatable.
    open var miterLimit: CGFloat {
        get { _miterLimit }
        set {
            let c = beginChange("miterLimit")
            _miterLimit = newValue
            endChange(c)
        }
    }
    /// Dash phase in points. Default 0. Animatable.
    open var lineDashPhase: CGFloat {
        get { _lineDashPhase }
        set {
            let c = beginChange("lineDashPhase")
            _lineDashPhase = newValue
            endChange(c)
        }
    }
    /// Where stroking starts, as a fraction of the path length. Default 0. Animatable.
    open var strokeStart: CGFloat {
        get { _strokeStart }
        set {
            let c = beginChange("strokeStart")
            _strokeStart = newValue
            endChange(c)
        }
    }
    /// Where stroking ends, as a fraction of the path length. Default 1. Animatable.
    open var strokeEnd: CGFloat {
        get { _strokeEnd }
        set {
            let c = beginChange("strokeEnd")
            _strokeEnd = newValue
            endChange(c)
        }
    }

    package override class var animatableProperties: [String: LayerPropertyAccessor] {
        CAShapeLayer.shapeProperties
    }

    static let shapeProperties: [String: LayerPropertyAccessor] = CALayer.baseProperties.merging([
        "path": .init(
            get: { .path(($0 as? CAShapeLayer)?._path) },
            set: { if case .path(let v) = $1 { ($0 as? CAShapeLayer)?._path = v } }),
        "fillColor": .init(
            get: { .color(($0 as? CAShapeLayer)?._fillColor) },
            set: { if case .color(let v) = $1 { ($0 as? CAShapeLayer)?._fillColor = v } }),
        "strokeColor": .init(
            get: { .color(($0 as? CAShapeLayer)?._strokeColor) },
            set: { if case .color(let v) = $1 { ($0 as? CAShapeLayer)?._strokeColor = v } }),
        "lineWidth": .init(
            get: { .number(Double(($0 as? CAShapeLayer)?._lineWidth ?? 1)) },
            set: { if let v = $1.number { ($0 as? CAShapeLayer)?._lineWidth = CGFloat(v) } }),
        "miterLimit": .init(
            get: { .number(Double(($0 as? CAShapeLayer)?._miterLimit ?? 10)) },
            set: { if let v = $1.number { ($0 as? CAShapeLayer)?._miterLimit = CGFloat(v) } }),
        "lineDashPhase": .init(
            get: { .number(Double(($0 as? CAShapeLayer)?._lineDashPhase ?? 0)) },
            set: { if let v = $1.number { ($0 as? CAShapeLayer)?._lineDashPhase = CGFloat(v) } }),
        "strokeStart": .init(
            get: { .number(Double(($0 as? CAShapeLayer)?._strokeStart ?? 0)) },
            set: { if let v = $1.number { ($0 as? CAShapeLayer)?._strokeStart = CGFloat(v) } }),
        "strokeEnd": .init(
            get: { .number(Double(($0 as? CAShapeLayer)?._strokeEnd ?? 1)) },
            set: { if let v = $1.number { ($0 as? CAShapeLayer)?._strokeEnd = CGFloat(v) } }),
    ]) { _, new in new }
}
