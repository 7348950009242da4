import Foundation
import OpenUIKit
import SegueRaster

/// Errors the renderer reports before drawing anything.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    /// The bitmap would need more memory than the renderer's limit.
    case tooLarge(width: Int, height: Int, bytes: Int, limit: Int)
    /// The scale is not a positive finite number.
    case invalidScale(CGFloat)

    public var description: String {
        switch self {
        case .tooLarge(let w, let h, let bytes, let limit):
            return
                "Rendering \(w)×\(h) px needs \(bytes) bytes, over the renderer's limit of \(limit) bytes; lower the scale or raise Renderer.maximumBytes"
        case .invalidScale(let s):
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
    /// How many threads finish the frame, each drawing its own bands of rows. Default 1. The bytes
    /// are the same for any count; the layer tree is still walked once, on the calling thread.
    public var threads: Int = 1
    /// The colour behind the root layer: the frame starts filled with it, so uncovered and
    /// translucent pixels show it, as a device's display shows black behind its windows. Default
    /// nil: uncovered pixels stay transparent (as `CALayer.render(in:)` into a clear context).
    public var background: CGColor?
    /// Whether the status bar is drawn over the key window when that window fills the screen, as
    /// a device's display shows it: the time, signal, Wi-Fi and battery, dark or light per the
    /// controllers' `preferredStatusBarStyle`, none while `prefersStatusBarHidden`. It is the
    /// render server's, not a view the app can find. Default false (a window as its layers draw
    /// it).
    public var drawsStatusBar = false

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
        let w = Int((b.width * scale).rounded(.up))
        let h = Int((b.height * scale).rounded(.up))
        let bytes = w.multipliedReportingOverflow(by: h).partialValue.multipliedReportingOverflow(
            by: 4)
        if bytes.overflow || bytes.partialValue > maximumBytes || w > 1 << 20 || h > 1 << 20 {
            throw RenderError.tooLarge(
                width: w, height: h, bytes: bytes.overflow ? Int.max : bytes.partialValue,
                limit: maximumBytes)
        }
        guard w > 0, h > 0 else { return Bitmap(width: max(w, 0), height: max(h, 0)) }
        TextDrawingCache.shared.beginFrame()
        let compositor = LayerCompositor(scale: scale)
        compositor.threads = max(1, threads)
        var s = layer.renderState()
        // the root is drawn even when hidden (a window before makeKeyAndVisible)
        s.isHidden = false
        // The frame before anything is drawn: the background colour, or transparent.
        let blank = {
            background.map { Bitmap(width: w, height: h, filledWith: PremultipliedColor($0)) }
                ?? Bitmap(width: w, height: h)
        }
        guard s.opacity > 0 else { return blank() }
        var baseColor = background.map { PremultipliedColor($0) }
        if let base = Self.opaqueBase(layer, state: s, width: w, height: h, scale: scale) {
            // An opaque background filling every pixel is the first thing drawn: start from it.
            baseColor = base
            s.backgroundColor = nil
        }
        let device = CATransform3DMakeTranslation(-b.minX, -b.minY, 0)
            .concatenating(CATransform3DMakeScale(scale, scale, 1))
        // Walk the tree once, recording; then finish the frame band by band while each is in cache
        // (each band starts as the base colour just before it is played).
        var recording = Bitmap(recordingWidth: w, height: h)
        if let baseColor { compositor.backdropBase = (recording.recorder!, baseColor) }
        compositor.drawLayer(
            layer, state: s, matrix: device, into: &recording,
            clip: RasterClip(), inheritedOpacity: 1)
        if drawsStatusBar, let bar = StatusBarOverlay.layer(over: layer) {
            compositor.drawLayer(
                bar, state: bar.renderState(), matrix: device, into: &recording,
                clip: RasterClip(), inheritedOpacity: 1)
        }
        compositor.finish()
        return recording.recorder!.rendered(over: baseColor, threads: max(1, threads))
    }

    /// The root's background colour when drawing it would set every pixel of the bitmap to it:
    /// opaque, square-cornered, at full opacity, bounds landing on whole pixels, nothing drawn
    /// before it (no shadow) and no group around it (no mask, no transition).
    @MainActor
    static func opaqueBase(
        _ layer: CALayer, state s: LayerRenderState, width: Int, height: Int, scale: CGFloat
    ) -> PremultipliedColor? {
        guard let bg = s.backgroundColor, bg.alpha >= 1, s.opacity >= 1, s.cornerRadius <= 0,
            s.shadowOpacity <= 0,
            layer.mask == nil, layer.activeTransition() == nil,
            s.bounds.width * scale == CGFloat(width), s.bounds.height * scale == CGFloat(height)
        else { return nil }
        let color = PremultipliedColor(bg)
        return color.a == 255 ? color : nil
    }
}
