import Foundation

/// A view that displays one or more lines of read-only text, as UIKit's `UILabel`.
///
/// Text is laid out with the FreeType-backed `UIFont` (DejaVu Sans standing in for San Francisco),
/// vertically centred in the bounds as UIKit centres it. The renderer draws what `drawText(in:)`
/// lays out in the bounds: the lines that fit the bounds and `numberOfLines`, the last one
/// truncated per `lineBreakMode`; `sizeThatFits` and `intrinsicContentSize` measure through
/// `textRect(forBounds:limitedToNumberOfLines:)`, as UIKit's do.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text; nil or empty draws nothing.
    open var text: String? {
        willSet { layer.lookWillChange() }
        didSet { invalidateText() }
    }
    /// The font. Default the 17 pt system font.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) {
        willSet { layer.lookWillChange() }
        didSet { invalidateText() }
    }
    /// The text colour. Default `.label` (black in the light appearance).
    open var textColor: UIColor! = .label {
        willSet { layer.lookWillChange() }
        didSet {
            cachedTextColor = nil
            setNeedsDisplayText()
        }
    }
    /// `textColor` resolved with the label's traits (what the renderer paints), worked out again
    /// when they change.
    package var resolvedTextColor: UIColor? {
        if let cachedTextColor { return cachedTextColor }
        guard let textColor else { return nil }
        let color = textColor.isDynamic ? textColor.resolvedColor(with: traitCollection) : textColor
        cachedTextColor = color
        return color
    }
    private var cachedTextColor: UIColor?

    /// Whether a Dynamic Type font (`preferredFont(forTextStyle:)`, `UIFontMetrics`) is replaced
    /// by its size at the new content size category when the label's traits change, as UIKit's
    /// (`UIContentSizeCategoryAdjusting`). Default false.
    open var adjustsFontForContentSizeCategory = false

    override func engineTraitsDidChange(from previous: UITraitCollection) {
        super.engineTraitsDidChange(from: previous)
        cachedTextColor = nil
        if let adjusted = TypeRamp.adjusted(
            font, adjusts: adjustsFontForContentSizeCategory, from: previous, to: traitCollection)
        {
            font = adjusted
        }
    }
    /// Horizontal alignment. Default `.natural`: left, right when the label lays out
    /// right-to-left (UIKit's natural alignment follows the app's localization).
    open var textAlignment: NSTextAlignment = .natural {
        willSet { layer.lookWillChange() }
        didSet { setNeedsDisplayText() }
    }
    /// Maximum number of lines; 0 means no limit. Default 1.
    open var numberOfLines = 1 {
        willSet { layer.lookWillChange() }
        didSet { invalidateText() }
    }
    /// Wrapping and truncation of the last visible line. Default `.byTruncatingTail`.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        willSet { layer.lookWillChange() }
        didSet { invalidateText() }
    }
    /// Whether the label is drawn enabled (disabled text is drawn at reduced alpha). Default true.
    open var isEnabled = true {
        willSet { layer.lookWillChange() }
        didSet { setNeedsDisplayText() }
    }
    /// The width, in points, at which a multi-line label wraps its text for
    /// `intrinsicContentSize`. Default 0: automatic — under Auto Layout, the width the engine
    /// gives the label (UIKit's second layout pass, `AutoLayoutEngine.sync`); before that,
    /// unbounded (one line per paragraph).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The width the Auto Layout engine last gave the label, used when `preferredMaxLayoutWidth`
    /// is 0 and the label shows more than one line (set by the engine's second pass only).
    var automaticMaxLayoutWidth: CGFloat?

    /// Where `drawText(in:)` leaves what it laid out while the renderer asks for it.
    private var drawing: (layout: TextLayout, origin: CGPoint, clip: CGRect?)?
    private var isCapturingDrawing = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// Archives do not exist in this engine: as `init(frame: .zero)`, as UIKit's `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// The size the text needs within `size`, as UIKit measures it: `size.width` limits wrapping
    /// when more than one line is allowed (0 means unbounded); the height is not limited. Rounded
    /// up to whole points. Goes through `textRect(forBounds:limitedToNumberOfLines:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width = size.width > 0 && numberOfLines != 1 ? size.width : UILabel.unbounded
        let r = textRect(
            forBounds: CGRect(x: 0, y: 0, width: width, height: UILabel.unbounded),
            limitedToNumberOfLines: numberOfLines)
        return CGSize(width: r.width.rounded(.up), height: r.height.rounded(.up))
    }

    /// The text's natural size: one line per paragraph when `numberOfLines == 1`; otherwise the
    /// text wrapped at `preferredMaxLayoutWidth`, or (when that is 0) at the width Auto Layout
    /// gives the label, as UIKit's automatic preferred width. Rounded up to whole points.
    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        var width = UILabel.unbounded
        if numberOfLines != 1 {
            if preferredMaxLayoutWidth > 0 {
                width = preferredMaxLayoutWidth
            } else if let automatic = automaticMaxLayoutWidth, automatic > 0 {
                width = automatic
            }
        }
        let r = textRect(
            forBounds: CGRect(x: 0, y: 0, width: width, height: UILabel.unbounded),
            limitedToNumberOfLines: numberOfLines)
        return CGSize(width: r.width.rounded(.up), height: r.height.rounded(.up))
    }

    /// The rectangle the text takes in `bounds`: at `bounds.origin`, as wide as the widest line
    /// shown and as tall as the lines that fit both `bounds.height` (at least one) and
    /// `numberOfLines` (0: no limit), as UIKit's. Override it to change what `sizeThatFits` and
    /// `intrinsicContentSize` measure (call super).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
        -> CGRect
    {
        guard let layout = layOutText(in: bounds, limitedToNumberOfLines: numberOfLines) else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        return CGRect(origin: bounds.origin, size: layout.size)
    }

    /// Draws the text in `rect`: the lines that fit it and `numberOfLines`, the last truncated per
    /// `lineBreakMode`, vertically centred, as UIKit's. Called by the renderer with the bounds;
    /// override it to draw in another rectangle (call super). Outside a drawing pass it draws
    /// nothing, as UIKit's draws nothing without a current context.
    open func drawText(in rect: CGRect) {
        guard isCapturingDrawing,
            let layout = layOutText(in: rect, limitedToNumberOfLines: numberOfLines)
        else { return }
        let y = rect.minY + ((rect.height - layout.size.height) / 2)
        // The label's contents are a bitmap of its bounds: ink past them is not seen.
        drawing = (layout, CGPoint(x: rect.minX, y: y), bounds)
    }

    /// What `drawText(in: bounds)` laid out, or nil when there is nothing to draw (renderer use):
    /// the layout, the top-left point where it goes, and the rectangle its ink is clipped to (the
    /// bounds).
    package var textLayoutForDrawing: (layout: TextLayout, origin: CGPoint, clip: CGRect?)? {
        guard let text, !text.isEmpty, font != nil else { return nil }
        drawing = nil
        isCapturingDrawing = true
        drawText(in: bounds)
        isCapturingDrawing = false
        defer { drawing = nil }
        return drawing
    }

    /// The text laid out in `rect`: wrapped at its width (when more than one line is allowed)
    /// and limited to the lines that fit its height.
    func layOutText(in rect: CGRect, limitedToNumberOfLines limit: Int) -> TextLayout? {
        Self.layOutText(
            text, font: font, in: rect, limitedToNumberOfLines: limit,
            lineBreakMode: lineBreakMode, alignment: effectiveTextAlignment)
    }

    /// `text` in `font` laid out in `rect` as a label lays it out: wrapped at the width (when
    /// more than one line is allowed) and limited to the lines that fit the height.
    static func layOutText(
        _ text: String?, font: UIFont?, in rect: CGRect, limitedToNumberOfLines limit: Int,
        lineBreakMode: NSLineBreakMode, alignment: NSTextAlignment
    ) -> TextLayout? {
        guard let text, !text.isEmpty, let font else { return nil }
        var lines = max(0, limit)
        if rect.height.isFinite, rect.height < UILabel.unbounded, font.lineHeight > 0 {
            let fitting = max(1, Int(((rect.height + 0.001) / font.lineHeight).rounded(.down)))
            lines = lines == 0 ? fitting : min(lines, fitting)
        }
        return TextLayout(
            text, font: font, width: rect.width.isFinite ? max(0, rect.width) : UILabel.unbounded,
            numberOfLines: lines, lineBreakMode: lineBreakMode, alignment: alignment)
    }

    /// The alignment drawn: `.natural` is left, or right when the label lays out right-to-left.
    package var effectiveTextAlignment: NSTextAlignment {
        guard textAlignment == .natural else { return textAlignment }
        return isRightToLeft ? .right : .left
    }

    /// A length no text reaches, for unbounded widths and heights.
    static let unbounded = CGFloat.greatestFiniteMagnitude

    private func invalidateText() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }
    private func setNeedsDisplayText() {}
}

extension UILabel: LiveDrawingLayerDelegate {
    /// The label's text as it looks now in `layer`'s bounds, for a frozen copy of the layer.
    package func frozenLiveDrawing(of layer: CALayer) -> AnyObject? {
        FrozenLabelText(self, bounds: layer.bounds)
    }
}
