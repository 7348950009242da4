import Foundation

/// The content of a list row: an image, a text and a secondary text in one of the system
/// layouts, as UIKit's `UIListContentConfiguration`.
///
/// `cell()` shows the text alone (17 pt), `subtitleCell()` the secondary text (15 pt, secondary
/// colour) under it, `valueCell()` the secondary text (17 pt, secondary colour) at the trailing
/// edge. The view it makes, a `UIListContentView`, insets its content by
/// `directionalLayoutMargins` (11 pt above and below, 16 pt at the sides) and sizes a
/// self-sizing row to the text, 44 pt at least (Docs/Behaviour-lists.md, "Tables").
public struct UIListContentConfiguration: UIContentConfiguration, Sendable {
    /// How a text is drawn, as UIKit's `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Sendable {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The most lines shown; 0 for no limit. Default 0.
        public var numberOfLines = 0
    }

    enum Layout: Sendable { case cell, subtitle, value }
    let layout: Layout

    /// The primary text. Default nil.
    public var text: String?
    /// The secondary text. Default nil.
    public var secondaryText: String?
    /// The image at the leading edge. Default nil.
    public var image: UIImage?
    /// How the primary text is drawn.
    public var textProperties: TextProperties
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// The space around the content, in points. Default 11 pt above and below, 16 pt at the
    /// sides.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 11, leading: 16, bottom: 11, trailing: 16)
    /// The space between the text and the secondary text under it, in points. Default 3.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The space between the image and the text, in points. Default 16.
    public var imageToTextPadding: CGFloat = 16

    init(layout: Layout) {
        self.layout = layout
        // Body for the text, subheadline under it, body for a value cell's secondary text, at
        // their `.large` sizes; a list content view shows them at its category.
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        func font(_ size: CGFloat, _ style: UIFont.TextStyle) -> UIFont {
            UIFontMetrics(forTextStyle: style).scaledFont(
                for: .systemFont(ofSize: size), compatibleWith: large)
        }
        textProperties = TextProperties(font: font(17, .body), color: .label)
        secondaryTextProperties =
            layout == .subtitle
            ? TextProperties(font: font(15, .subheadline), color: .secondaryLabel)
            : TextProperties(font: font(17, .body), color: .secondaryLabel)
    }

    /// The text alone, for a plain list row.
    public static func cell() -> UIListContentConfiguration { .init(layout: .cell) }
    /// The text above a smaller secondary text.
    public static func subtitleCell() -> UIListContentConfiguration { .init(layout: .subtitle) }
    /// The text with the secondary text at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration { .init(layout: .value) }

    /// A `UIListContentView` showing this configuration.
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }
}
