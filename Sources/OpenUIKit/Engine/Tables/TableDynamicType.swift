import Foundation

/// The text styles of the table's standard text (Docs/Behaviour-traits.md, "Tables and Dynamic
/// Type"): each font is its default size at `.large` scaled along its style's curve, so at the
/// default category it is the font the table has always drawn.
@MainActor
enum TableDynamicType {
    /// `font` following `style` at `traits`' content size category (`.large` without traits).
    static func font(_ font: UIFont, _ style: UIFont.TextStyle, _ traits: UITraitCollection?)
        -> UIFont
    {
        UIFontMetrics(forTextStyle: style).scaledFont(
            for: font,
            compatibleWith: traits ?? UITraitCollection(preferredContentSizeCategory: .large))
    }

    /// Gives `label` its Dynamic Type font at `category` when it has one (a font set by the app
    /// at a fixed size stays); true when the size changed.
    @discardableResult
    static func resolve(_ label: UILabel?, at category: UIContentSizeCategory) -> Bool {
        guard let label, let font = label.font,
            let adjusted = TypeRamp.adjusted(font, to: category),
            adjusted.pointSize != font.pointSize
        else { return false }
        label.font = adjusted
        return true
    }
}
