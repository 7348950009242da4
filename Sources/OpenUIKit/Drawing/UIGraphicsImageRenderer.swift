import Foundation

/// The settings of an image renderer, as UIKit's `UIGraphicsImageRendererFormat`: pixels per
/// point, whether the image is opaque, and its colour range.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The colour range of the image, as UIKit's `UIGraphicsImageRendererFormat.Range`. Every
    /// image here is 8-bit sRGB whatever the range (`.standard`).
    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended = 1
        case standard = 2
    }

    /// Pixels per point of the image. Default: the main screen's scale (3 for the harness's
    /// default iPhone); 0 or less also means the main screen's, as UIKit's
    /// `UIGraphicsBeginImageContextWithOptions` documents for 0.
    public var scale: CGFloat
    /// Whether the image has no transparency: it starts opaque black, and what is drawn is
    /// composited over that. Default false (it starts transparent).
    public var opaque: Bool = false
    /// The colour range asked for. Default `.automatic`; every image is 8-bit sRGB here.
    public var preferredRange: Range = .automatic

    public required init() {
        scale = UIImage.mainScreenScale
        super.init()
    }

    /// The format for drawing in `traitCollection`'s environment: its `displayScale` (the main
    /// screen's when it has none), as UIKit's `init(for:)`.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// The scale images are drawn at: `scale`, or the main screen's when it is not positive.
    var effectiveScale: CGFloat {
        scale > 0 && scale.isFinite ? scale : UIImage.mainScreenScale
    }
}

/// The drawing environment of an image renderer's actions, as UIKit's
/// `UIGraphicsImageRendererContext`.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    private let renderer: UIGraphicsImageRenderer

    init(cgContext: CGContext, renderer: UIGraphicsImageRenderer) {
        self.renderer = renderer
        super.init(cgContext: cgContext, format: renderer.format)
    }

    /// The format of the renderer that made the context.
    open override var format: UIGraphicsImageRendererFormat { renderer.format }

    /// The image of what has been drawn so far, as UIKit's `currentImage`.
    public var currentImage: UIImage {
        renderer.image(of: cgContext.recording)
    }
}

/// A renderer that draws into images, as UIKit's `UIGraphicsImageRenderer`: the actions draw
/// with UIKit and Core Graphics calls into a context, and the result is a `UIImage` (or its PNG or
/// JPEG data) at the format's scale.
///
/// The drawing is rasterized by the same scan converter, stroker and image sampler that draw
/// layers (the raster core below OpenUIKit, Docs/Architecture.md), so an image's pixels are
/// those a view drawing the same in `draw(_:)` shows. Images are 8-bit premultiplied sRGB.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// The closure that draws the image, as UIKit's `DrawingActions`.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    private let imageFormat: UIGraphicsImageRendererFormat

    /// A renderer for images of `size` points, with the default format (the main screen's
    /// scale, not opaque), as UIKit's `init(size:)`.
    public convenience init(size: CGSize) {
        self.init(
            bounds: CGRect(origin: .zero, size: size),
            format: UIGraphicsImageRendererFormat.default())
    }

    /// A renderer for images of `size` points with `format`, as UIKit's `init(size:format:)`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for images of the area `bounds` (points: drawing at `bounds.origin` lands on
    /// the image's top-left pixel) with `format`, as UIKit's `init(bounds:format:)`. The format
    /// is copied: changing it later does not change the renderer.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = format.scale
        copy.opaque = format.opaque
        copy.preferredRange = format.preferredRange
        imageFormat = copy
        super.init(bounds: bounds, format: copy)
    }

    /// The renderer's format (a copy of the one it was made with); its `bounds` are the
    /// renderer's.
    open override var format: UIGraphicsImageRendererFormat { imageFormat }

    /// A renderer for images of the area `bounds` with `format` when it is an image renderer's
    /// format, else with the default image format.
    public override convenience init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.init(
            bounds: bounds,
            format: (format as? UIGraphicsImageRendererFormat)
                ?? UIGraphicsImageRendererFormat.default())
    }

    /// True: this renderer makes images.
    open override var allowsImageOutput: Bool { true }

    /// Runs `actions` with a context whose drawing becomes the image, as UIKit's
    /// `image(actions:)`. The context is the current one (`UIGraphicsGetCurrentContext()`)
    /// while the actions run. The image's size is the bounds' size in points, its scale the
    /// format's; an empty size gives an empty image.
    public func image(actions: DrawingActions) -> UIImage {
        image(of: record(actions))
    }

    /// The image `actions` draw, as PNG data, as UIKit's `pngData(actions:)`.
    public func pngData(actions: DrawingActions) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The image `actions` draw, as JPEG data at `compressionQuality` (0 smallest … 1 best), as
    /// UIKit's `jpegData(withCompressionQuality:actions:)`.
    public func jpegData(
        withCompressionQuality compressionQuality: CGFloat, actions: DrawingActions
    )
        -> Data
    {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    /// What `actions` draw, recorded.
    private func record(_ actions: DrawingActions) -> CGContext.Recording {
        let bounds = format.bounds
        let context = CGContext(recordingBounds: bounds)
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        actions(UIGraphicsImageRendererContext(cgContext: context, renderer: self))
        return context.recording
    }

    /// The image of `recording` in this renderer's bounds and format.
    func image(of recording: CGContext.Recording) -> UIImage {
        let scale = imageFormat.effectiveScale
        guard
            let cgImage = DrawingRasterizer.image(
                of: recording, bounds: format.bounds, scale: scale, opaque: imageFormat.opaque)
        else { return UIImage() }
        return UIImage(cgImage: cgImage, scale: scale, orientation: .up)
    }
}
