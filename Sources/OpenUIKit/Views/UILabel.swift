import Foundation

/// A view that displays one or more lines of read-only text, as UIKit's `UILabel`.
///
/// Text is laid out with the FreeType-backed `UIFont` (DejaVu Sans standing in for San Francisco),
/// vertically centred in the bounds as UIKit centres it. The renderer draws the label's text from
/// these properties; `sizeThatFits` and `intrinsicContentSize` measure with the same layout.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text; nil or empty draws nothing.
    open var text: String? { didSet { invalidateText() } }
    /// The font. Default the 17 pt system font.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) { didSet { invalidateText() } }
    /// The text colour. Default `.label` (black in the light appearance).
    open var textColor: UIColor! = .label { didSet { setNeedsDisplayText() } }
    /// Horizontal alignment. Default `.natural` (left here).
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplayText() } }
    /// Maximum number of lines; 0 means no limit. Default 1.
    open var numberOfLines = 1 { didSet { invalidateText() } }
    /// Wrapping and truncation. Default `.byTruncatingTail`.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { invalidateText() } }
    /// Whether the label is drawn enabled (disabled text is drawn at reduced alpha). Default true.
    open var isEnabled = true { didSet { setNeedsDisplayText() } }

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

    /// The size the text needs within `size` (width limits wrapping), as UIKit measures it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width = size.width > 0 && numberOfLines != 1 ? size.width : .greatestFiniteMagnitude
        let s = TextLayout.size(
            of: text, font: font, width: width, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode)
        return CGSize(width: s.width.rounded(.up), height: s.height.rounded(.up))
    }

    /// The text's natural size on one line (or wrapped lines when `numberOfLines != 1`).
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: 0, height: 0))
    }

    /// The laid-out text in the label's bounds, or nil when there is nothing to draw
    /// (renderer use): the layout and the top-left point where it goes.
    package var textLayoutForDrawing: (layout: TextLayout, origin: CGPoint)? {
        guard let text, !text.isEmpty, let font else { return nil }
        let b = bounds
        let layout = TextLayout(
            text, font: font, width: b.width, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode, alignment: textAlignment)
        let y = b.minY + ((b.height - layout.size.height) / 2)
        return (layout, CGPoint(x: b.minX, y: y))
    }

    private func invalidateText() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }
    private func setNeedsDisplayText() {}
}
