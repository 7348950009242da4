import Foundation

/// A label's text as it looked when its layer was frozen (a snapshot, a `CATransition`'s
/// before-image) or last committed to the screen: the inputs of its drawing, laid out only when
/// the frozen copy is drawn, so saving it costs no text layout.
///
/// It is drawn as `UILabel.drawText(in:)` draws in the layer's bounds; a subclass's own
/// `drawText(in:)` is not replayed.
@MainActor
package final class FrozenLabelText {
    /// The text colour as resolved when frozen, nil when the label had none.
    package let color: UIColor?
    /// Whether the label was enabled (disabled text is drawn at reduced alpha).
    package let isEnabled: Bool
    private let text: String?
    private let font: UIFont?
    private let bounds: CGRect
    private let numberOfLines: Int
    private let lineBreakMode: NSLineBreakMode
    private let alignment: NSTextAlignment
    private var laidOut: (layout: TextLayout, origin: CGPoint, clip: CGRect?)??

    init(_ label: UILabel, bounds: CGRect) {
        color = label.resolvedTextColor
        isEnabled = label.isEnabled
        text = label.text
        font = label.font
        self.bounds = bounds
        numberOfLines = label.numberOfLines
        lineBreakMode = label.lineBreakMode
        alignment = label.effectiveTextAlignment
    }

    /// The text laid out in the frozen bounds, its top-left point and the rectangle its ink is
    /// clipped to, as `UILabel.textLayoutForDrawing`; nil when there is nothing to draw.
    package var drawing: (layout: TextLayout, origin: CGPoint, clip: CGRect?)? {
        if let laidOut { return laidOut }
        let layout = UILabel.layOutText(
            text, font: font, in: bounds, limitedToNumberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode, alignment: alignment)
        let result = layout.map { layout in
            (
                layout: layout,
                origin: CGPoint(
                    x: bounds.minX, y: bounds.minY + ((bounds.height - layout.size.height) / 2)),
                clip: Optional(bounds)
            )
        }
        laidOut = .some(result)
        return result
    }
}
