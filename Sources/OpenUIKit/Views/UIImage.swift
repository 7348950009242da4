import Foundation

/// An image, as UIKit's `UIImage`: a `CGImage` with a scale (pixels per point), or a system
/// symbol drawn as a vector outline (`init?(systemName:)`).
public final class UIImage: Sendable {
    /// The bitmap (nil for a system symbol).
    public let cgImage: CGImage?
    /// Pixels per point. Default 1.
    public let scale: CGFloat
    /// The SF Symbol name, for an image made by `init?(systemName:)`.
    let symbolName: String?
    /// The configuration a system symbol is drawn with (its size and weight), as UIKit's
    /// `symbolConfiguration`; nil for an image that is not a symbol.
    public let symbolConfiguration: SymbolConfiguration?
    /// The orientation the bitmap is drawn in: `.up`, or `.upMirrored` for
    /// `withHorizontallyFlippedOrientation()` (the other orientations are drawn as `.up`).
    public let imageOrientation: Orientation
    /// Whether an image view that lays out right-to-left draws the image mirrored, as UIKit's
    /// (`imageFlippedForRightToLeftLayoutDirection()`). Default false.
    public let flipsForRightToLeftLayoutDirection: Bool
    /// How a view draws the image: as it is, or as a template tinted by its tint colour.
    /// Default `.automatic` (as it is, for a bitmap).
    public let renderingMode: RenderingMode
    /// The colour `withTintColor(_:)` gave the image, which it is drawn in instead of its own.
    let fixedTintColor: UIColor?
    /// The edges (points) kept unscaled when the image is drawn larger or smaller than its size:
    /// corners as they are, edges stretched or tiled along their length, the centre both ways.
    /// Zero (not resizable) unless the image came from `resizableImage(withCapInsets:)`.
    public let capInsets: UIEdgeInsets
    /// How a resizable image fills the parts between its caps. Default `.tile`.
    public let resizingMode: ResizingMode

    /// A copy of `image` with another rendering mode and tint colour.
    private init(_ image: UIImage, renderingMode: RenderingMode, tintColor: UIColor?) {
        cgImage = image.cgImage
        scale = image.scale
        symbolName = image.symbolName
        symbolConfiguration = image.symbolConfiguration
        self.renderingMode = renderingMode
        fixedTintColor = tintColor
        imageOrientation = image.imageOrientation
        flipsForRightToLeftLayoutDirection = image.flipsForRightToLeftLayoutDirection
        capInsets = image.capInsets
        resizingMode = image.resizingMode
    }

    /// A copy of the symbol `image` drawn with `configuration`.
    init(_ image: UIImage, symbolConfiguration configuration: SymbolConfiguration) {
        cgImage = image.cgImage
        scale = image.scale
        symbolName = image.symbolName
        symbolConfiguration = configuration
        renderingMode = image.renderingMode
        fixedTintColor = image.fixedTintColor
        imageOrientation = image.imageOrientation
        flipsForRightToLeftLayoutDirection = image.flipsForRightToLeftLayoutDirection
        capInsets = image.capInsets
        resizingMode = image.resizingMode
    }

    /// How an image is drawn, as UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// The context decides: here as it is, as UIKit draws a bitmap in an image view.
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Always a template: the image's alpha filled with the tint colour.
        case alwaysTemplate = 2
    }

    /// The same image drawn by `renderingMode`, as UIKit's `withRenderingMode(_:)`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(self, renderingMode: renderingMode, tintColor: fixedTintColor)
    }

    /// The image's shape filled with `color` wherever it is drawn, as UIKit's
    /// `withTintColor(_:)`: its alpha kept, its colours replaced; the view's tint colour no
    /// longer applies.
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(self, renderingMode: .alwaysOriginal, tintColor: color)
    }

    /// The image tinted with `color` and drawn by `renderingMode`, as UIKit's
    /// `withTintColor(_:renderingMode:)`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(self, renderingMode: renderingMode, tintColor: color)
    }

    /// Whether a view draws the image in its tint colour: a template, or a symbol that is not
    /// `.alwaysOriginal` and has no colour of its own (UIKit's symbols are templates).
    var isDrawnInTintColor: Bool {
        if renderingMode == .alwaysTemplate { return true }
        return symbolName != nil && renderingMode == .automatic && fixedTintColor == nil
    }

    /// The bitmap a view shows for the image under the view's `tintColor`: a template or tinted
    /// image's alpha filled with its colour (premultiplied), else the image's own.
    func displayedCGImage(tintColor: UIColor?) -> CGImage? {
        guard let cgImage else { return nil }
        let color = fixedTintColor ?? (renderingMode == .alwaysTemplate ? tintColor : nil)
        guard let color else { return cgImage }
        let rgba = [color.red, color.green, color.blue, color.alpha].map {
            Double(min(max($0, 0), 1))
        }
        var pixels = cgImage.pixels
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let a = Double(pixels[i + 3]) / 255 * rgba[3]
            pixels[i] = UInt8((rgba[0] * a * 255).rounded())
            pixels[i + 1] = UInt8((rgba[1] * a * 255).rounded())
            pixels[i + 2] = UInt8((rgba[2] * a * 255).rounded())
            pixels[i + 3] = UInt8((a * 255).rounded())
        }
        return CGImage(width: cgImage.width, height: cgImage.height, premultipliedRGBA: pixels)
    }

    /// The system symbol `name`, drawn as a vector outline (24 × 24 pt) and tinted by the view
    /// showing it; nil for a name the engine does not draw (UIKit returns nil for unknown
    /// names). Drawn: house, person, star, heart (each also `.fill`), magnifyingglass, ellipsis,
    /// clock, book, arrow.down.circle, list.bullet.
    public init?(systemName name: String) {
        guard SymbolGlyph.names.contains(name) else { return nil }
        cgImage = nil
        scale = 1
        symbolName = name
        symbolConfiguration = SymbolConfiguration.unspecified
        renderingMode = .automatic
        fixedTintColor = nil
        imageOrientation = .up
        flipsForRightToLeftLayoutDirection = false
        capInsets = .zero
        resizingMode = .tile
    }

    /// An empty image: no bitmap, size zero, as UIKit's `init()`.
    public init() {
        cgImage = nil
        scale = 1
        symbolName = nil
        symbolConfiguration = nil
        renderingMode = .automatic
        fixedTintColor = nil
        imageOrientation = .up
        flipsForRightToLeftLayoutDirection = false
        capInsets = .zero
        resizingMode = .tile
    }

    /// An image over a Core Graphics image, at scale 1.
    public init(cgImage: CGImage) {
        self.cgImage = cgImage
        scale = 1
        symbolName = nil
        symbolConfiguration = nil
        renderingMode = .automatic
        fixedTintColor = nil
        imageOrientation = .up
        flipsForRightToLeftLayoutDirection = false
        capInsets = .zero
        resizingMode = .tile
    }

    /// An image over a Core Graphics image at a scale and orientation (`.upMirrored` is drawn
    /// mirrored, the other orientations as `.up`).
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = scale > 0 ? scale : 1
        symbolName = nil
        symbolConfiguration = nil
        renderingMode = .automatic
        fixedTintColor = nil
        imageOrientation = orientation
        flipsForRightToLeftLayoutDirection = false
        capInsets = .zero
        resizingMode = .tile
    }

    /// A copy of `image` with another orientation or right-to-left flipping.
    init(_ image: UIImage, orientation: Orientation, flipsForRightToLeft: Bool) {
        cgImage = image.cgImage
        scale = image.scale
        symbolName = image.symbolName
        symbolConfiguration = image.symbolConfiguration
        renderingMode = image.renderingMode
        fixedTintColor = image.fixedTintColor
        imageOrientation = orientation
        flipsForRightToLeftLayoutDirection = flipsForRightToLeft
        capInsets = image.capInsets
        resizingMode = image.resizingMode
    }

    /// A copy of `image` that is drawn nine-sliced with `capInsets` by `resizingMode`.
    private init(_ image: UIImage, capInsets: UIEdgeInsets, resizingMode: ResizingMode) {
        cgImage = image.cgImage
        scale = image.scale
        symbolName = image.symbolName
        symbolConfiguration = image.symbolConfiguration
        renderingMode = image.renderingMode
        fixedTintColor = image.fixedTintColor
        imageOrientation = image.imageOrientation
        flipsForRightToLeftLayoutDirection = image.flipsForRightToLeftLayoutDirection
        self.capInsets = capInsets
        self.resizingMode = resizingMode
    }

    /// How a resizable image fills the parts between its caps, as UIKit's
    /// `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Sendable {
        /// The parts between the caps are repeated at their own size (cut at the far end).
        case tile = 0
        /// The parts between the caps are scaled to fill.
        case stretch = 1
    }

    /// The same image, drawn nine-sliced: `capInsets` (points) unscaled, the rest tiled, as
    /// UIKit's `resizableImage(withCapInsets:)`.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same image, drawn nine-sliced: `capInsets` (points) unscaled, the rest tiled or
    /// stretched by `resizingMode`, as UIKit's `resizableImage(withCapInsets:resizingMode:)`.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode)
        -> UIImage
    {
        UIImage(self, capInsets: capInsets, resizingMode: resizingMode)
    }

    /// Whether the image is drawn nine-sliced (it has cap insets).
    var isResizable: Bool { capInsets != .zero }

    /// The same image, drawn mirrored by an image view that lays out right-to-left, as UIKit's
    /// (iOS 9).
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        UIImage(self, orientation: imageOrientation, flipsForRightToLeft: true)
    }

    /// The same image mirrored left to right (`.up` becomes `.upMirrored` and back), as UIKit's
    /// (iOS 10).
    public func withHorizontallyFlippedOrientation() -> UIImage {
        let flipped: Orientation = imageOrientation == .upMirrored ? .up : .upMirrored
        return UIImage(
            self, orientation: flipped, flipsForRightToLeft: flipsForRightToLeftLayoutDirection)
    }

    /// The size in points: pixel size divided by the scale.
    public var size: CGSize {
        if symbolName != nil {
            let side = SymbolGlyph.side(for: symbolConfiguration)
            return CGSize(width: side, height: side)
        }
        guard let cg = cgImage else { return .zero }
        return CGSize(width: CGFloat(cg.width) / scale, height: CGFloat(cg.height) / scale)
    }

    /// Image orientations, as UIKit's `UIImage.Orientation` (only `.up` is drawn as such).
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }
}

/// A view that displays an image, as UIKit's `UIImageView`.
///
/// Sets its layer's `contents` to the image and maps `contentMode` to the layer's
/// `contentsGravity`, as UIKit does.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage? {
        didSet { applyImage() }
    }

    /// The bounds size a resizable image's contents were sliced for, or a scaled symbol's drawn
    /// for (nil: not made for the bounds).
    private var nineSlicedSize: CGSize?

    /// A resizable image is nine-sliced under `.scaleToFill` only: set again on a change.
    open override var contentMode: UIView.ContentMode {
        didSet { if image?.isResizable == true || image?.symbolName != nil { applyImage() } }
    }

    /// Creates an image view sized to the image.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        applyImage()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Archives do not exist in this engine: as `init(frame: .zero)`, as UIKit's `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The configuration a symbol image is drawn with, under the image's own (the image's
    /// values win), as UIKit's `preferredSymbolConfiguration`. Default nil.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            guard image?.symbolConfiguration != nil else { return }
            applyImage()
            invalidateIntrinsicContentSize()
        }
    }

    /// The image as shown: a symbol with `preferredSymbolConfiguration` under its own.
    private var shownImage: UIImage? {
        guard let image, let own = image.symbolConfiguration, let preferredSymbolConfiguration
        else { return image }
        return image.withConfiguration(preferredSymbolConfiguration.applying(own))
    }

    /// The image's size (a symbol's under `preferredSymbolConfiguration`).
    open override var intrinsicContentSize: CGSize {
        shownImage?.size
            ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }

    /// The size (points) a symbol of `size` is shown at: the bounds under `.scaleToFill`, fitted
    /// or filled with its aspect kept under `.scaleAspectFit` / `.scaleAspectFill`, else its own.
    private func symbolDrawnSize(_ size: CGSize) -> CGSize {
        let b = bounds.size
        guard b.width > 0, b.height > 0, size.width > 0, size.height > 0 else { return size }
        let fit = min(b.width / size.width, b.height / size.height)
        let fill = max(b.width / size.width, b.height / size.height)
        switch contentMode {
        case .scaleToFill, .redraw: return b
        case .scaleAspectFit: return CGSize(width: size.width * fit, height: size.height * fit)
        case .scaleAspectFill: return CGSize(width: size.width * fill, height: size.height * fill)
        default: return size
        }
    }

    /// A symbol image drawn as a bitmap of `size` points at the screen's scale: in the colour `withTintColor(_:)`
    /// gave it, in black when `.alwaysOriginal`, else (a template, as UIKit draws symbols) in
    /// the view's tint colour.
    private func symbolBitmap(_ symbol: UIImage, size: CGSize) -> CGImage? {
        let color =
            symbol.fixedTintColor
            ?? (symbol.renderingMode == .alwaysOriginal ? UIColor.black : tintColor ?? .black)
        let format = UIGraphicsImageRendererFormat()
        format.scale = UIScreen.main.scale
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            symbol.withTintColor(color).draw(in: CGRect(origin: .zero, size: size))
        }.cgImage
    }

    /// Puts the image's bitmap on the layer: a symbol drawn at the screen's scale in its colour,
    /// a template or tinted image filled with its colour,
    /// mirrored when the image is `.upMirrored`, or flips for right-to-left and the view lays out
    /// right-to-left (both: not mirrored).
    func applyImage() {
        var mirrored = image?.imageOrientation == .upMirrored
        if image?.flipsForRightToLeftLayoutDirection == true, isRightToLeft { mirrored.toggle() }
        nineSlicedSize = nil
        var shown = image?.displayedCGImage(tintColor: tintColor)
        if let symbol = shownImage, symbol.symbolName != nil {
            // Scaled by the content mode: drawn at the size shown, as a vector is, and again
            // when the bounds change.
            let size = symbolDrawnSize(symbol.size)
            if [.scaleToFill, .redraw, .scaleAspectFit, .scaleAspectFill].contains(contentMode) {
                nineSlicedSize = bounds.size
            }
            shown = symbolBitmap(symbol, size: size)
            layer.contents = mirrored ? shown.map(Self.mirror) : shown
            layer.contentsScale = UIScreen.main.scale
            return
        }
        if let image, image.isResizable, contentMode == .scaleToFill {
            // A resizable image fills the bounds nine-sliced: its pixels are made for the size.
            shown = image.nineSlicedCGImage(size: bounds.size, tintColor: tintColor)
            nineSlicedSize = bounds.size
        }
        layer.contents = mirrored ? shown.map(Self.mirror) : shown
        layer.contentsScale = image?.scale ?? 1
    }

    /// Slices a resizable image again for new bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let nineSlicedSize, nineSlicedSize != bounds.size { applyImage() }
    }

    /// Tints a template image again with the new tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if image?.isDrawnInTintColor == true { applyImage() }
    }

    /// Tints a template image with the tint colour it inherits in its new superview.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if image?.isDrawnInTintColor == true { applyImage() }
    }

    /// `image` with each row reversed.
    private static func mirror(_ image: CGImage) -> CGImage {
        var pixels = image.pixels
        let w = image.width
        for y in 0..<image.height {
            for x in 0..<(w / 2) {
                let a = (y * w + x) * 4
                let b = (y * w + w - 1 - x) * 4
                for c in 0..<4 { pixels.swapAt(a + c, b + c) }
            }
        }
        return CGImage(width: w, height: image.height, validPremultipliedRGBA: pixels)
    }

    override func engineTraitsDidChange(from previous: UITraitCollection) {
        super.engineTraitsDidChange(from: previous)
        if image?.flipsForRightToLeftLayoutDirection == true,
            previous.layoutDirection != traitCollection.layoutDirection
        {
            applyImage()
        }
    }
}

extension UIView.ContentMode {
    /// The layer gravity UIKit uses for this content mode.
    package var contentsGravity: CALayerContentsGravity {
        switch self {
        case .scaleToFill, .redraw: return .resize
        case .scaleAspectFit: return .resizeAspect
        case .scaleAspectFill: return .resizeAspectFill
        case .center: return .center
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .left
        case .right: return .right
        case .topLeft: return .topLeft
        case .topRight: return .topRight
        case .bottomLeft: return .bottomLeft
        case .bottomRight: return .bottomRight
        }
    }
}
