import Foundation

/// The settings of a graphics renderer, as UIKit's `UIGraphicsRendererFormat`: the base of
/// `UIGraphicsImageRendererFormat`.
open class UIGraphicsRendererFormat: NSObject {
    /// The area the renderer draws, in points; set by the renderer that owns the format.
    /// Default `.zero`.
    public internal(set) var bounds: CGRect = .zero

    public required override init() {
        super.init()
    }

    /// A format with the device's settings, as UIKit's `default()` (deprecated there for
    /// `preferred()`, which gives the same here).
    open class func `default`() -> Self { Self() }

    /// A format with the device's settings, as UIKit's `preferred()`.
    open class func preferred() -> Self { Self() }
}

/// The drawing environment a renderer hands its drawing actions, as UIKit's
/// `UIGraphicsRendererContext`: the Core Graphics context and shorthands for common
/// operations on it.
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context drawn into (also the current context, `UIGraphicsGetCurrentContext()`,
    /// while the actions run). Its coordinates are points, origin at the renderer's bounds'
    /// origin, y down.
    public let cgContext: CGContext
    private let rendererFormat: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        rendererFormat = format
        super.init()
    }

    /// The format of the renderer that made the context.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// Fills `rect` (points) with the current fill colour (`UIColor.setFill()`; black by
    /// default), as UIKit's `fill(_:)`.
    public func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills `rect` with the current fill colour combined with what was drawn before by
    /// `blendMode`, as UIKit's `fill(_:blendMode:)`; the context's blend mode is left as it was.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        defer { cgContext.restoreGState() }
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
    }

    /// Strokes the outline of `rect` with the current stroke colour and line width (1 pt by
    /// default, centred on the outline), as UIKit's `stroke(_:)`.
    public func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// Strokes the outline of `rect` combined with what was drawn before by `blendMode`, as
    /// UIKit's `stroke(_:blendMode:)`; the context's blend mode is left as it was.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        defer { cgContext.restoreGState() }
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
    }

    /// Intersects the clip with `rect`: later drawing shows only inside it, as UIKit's
    /// `clip(to:)`.
    public func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}

/// The base of UIKit's graphics renderers, as `UIGraphicsRenderer`: an area in points and a
/// format.
open class UIGraphicsRenderer: NSObject {
    private let rendererFormat: UIGraphicsRendererFormat

    /// A renderer for `bounds` (points) with `format`, as UIKit's `init(bounds:format:)`.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        rendererFormat = format
        format.bounds = bounds
        super.init()
    }

    /// The renderer's format; its `bounds` are the renderer's.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// A renderer for `bounds` (points) with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// Whether the renderer produces images: true for an image renderer.
    open var allowsImageOutput: Bool { false }
}
