import Foundation
import OpenUIKit

/// Errors the renderer reports before drawing anything.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    /// The bitmap would need more memory than the renderer's limit.
    case tooLarge(width: Int, height: Int, bytes: Int, limit: Int)
    /// The scale is not a positive finite number.
    case invalidScale(CGFloat)

    public var description: String {
        switch self {
        case let .tooLarge(w, h, bytes, limit):
            return "Rendering \(w)×\(h) px needs \(bytes) bytes, over the renderer's limit of \(limit) bytes; lower the scale or raise Renderer.maximumBytes"
        case let .invalidScale(s):
            return "Render scale must be a positive finite number, got \(s)"
        }
    }
}

/// Draws a view or layer tree, as it looks at the current virtual time, into a bitmap — what Core
/// Animation's render server does for a frame.
///
/// Presentation values are used (mid-animation values included). The root is drawn in its own
/// coordinate space (its position and transform are ignored, as `CALayer.render(in:)` does); its
/// opacity applies, its `isHidden` does not (you asked for it: a window is drawn before
/// `makeKeyAndVisible()` too). Memory is checked against `maximumBytes` before anything is allocated.
public struct Renderer: Sendable {
    /// Pixels per point. Default 1.
    public var scale: CGFloat
    /// The most bytes one bitmap (and each offscreen buffer) may take. Default 512 MiB.
    public var maximumBytes: Int = 512 << 20

    /// A renderer at `scale` pixels per point.
    public init(scale: CGFloat = 1) {
        self.scale = scale
    }

    /// Renders `view` and its subviews at its bounds size.
    @MainActor
    public func render(_ view: UIView) throws -> Bitmap {
        try render(view.layer)
    }

    /// Renders `layer` and its sublayers at its bounds size.
    @MainActor
    public func render(_ layer: CALayer) throws -> Bitmap {
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidScale(scale) }
        let b = layer.bounds
        let w = Int((b.width * scale).rounded(.up)), h = Int((b.height * scale).rounded(.up))
        let bytes = w.multipliedReportingOverflow(by: h).partialValue.multipliedReportingOverflow(by: 4)
        if bytes.overflow || bytes.partialValue > maximumBytes || w > 1 << 20 || h > 1 << 20 {
            throw RenderError.tooLarge(width: w, height: h, bytes: bytes.overflow ? Int.max : bytes.partialValue, limit: maximumBytes)
        }
        var bitmap = Bitmap(width: max(w, 0), height: max(h, 0))
        guard w > 0, h > 0 else { return bitmap }
        let compositor = LayerCompositor(scale: scale)
        var s = layer.renderState()
        s.isHidden = false   // the root is drawn even when hidden (a window before makeKeyAndVisible)
        guard s.opacity > 0 else { return bitmap }
        let device = CATransform3DMakeTranslation(-b.minX, -b.minY, 0)
            .concatenating(CATransform3DMakeScale(scale, scale, 1))
        compositor.drawLayer(layer, state: s, matrix: device, into: &bitmap,
                             clip: RasterClip(), inheritedOpacity: 1)
        return bitmap
    }
}
