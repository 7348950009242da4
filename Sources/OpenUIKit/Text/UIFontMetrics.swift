import Foundation

/// Scales fonts and values of your own along a text style's Dynamic Type curve, as UIKit's
/// `UIFontMetrics` (iOS 11): a value is multiplied by the style's size at the content size
/// category over its size at the default category (`.large`), with Apple's type ramp
/// (Docs/Behaviour-traits.md, "Dynamic Type").
public final class UIFontMetrics: Sendable {
    let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` scaled for the current content size category (`UITraitCollection.current`'s);
    /// `font` is its size at `.large`. The result follows later changes in a label with
    /// `adjustsFontForContentSizeCategory`.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// As `scaledFont(for:)`, no larger than `maximumPointSize` points (0: no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// As `scaledFont(for:)`, for `traitCollection`'s content size category.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// As `scaledFont(for:maximumPointSize:)`, for `traitCollection`'s content size category.
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat,
        compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let scaling = FontScaling(
            textStyle: textStyle, basePointSize: font.pointSize,
            maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil)
        return TypeRamp.font(scaling, category: TypeRamp.category(traitCollection), base: font)
    }

    /// `value` (points at `.large`) scaled for the current content size category.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` (points at `.large`) scaled for `traitCollection`'s content size category.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
        -> CGFloat
    {
        TypeRamp.scaled(value, textStyle, TypeRamp.category(traitCollection))
    }
}

/// A view whose font can follow the content size category, as UIKit's
/// `UIContentSizeCategoryAdjusting`: labels, text fields and text views.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the font (a preferred font, or one `UIFontMetrics` scaled) is replaced when the
    /// content size category changes. Default false.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}
