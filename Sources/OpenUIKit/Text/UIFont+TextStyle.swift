import Foundation

extension UIFont {
    /// A Dynamic Type text style, as UIKit's `UIFont.TextStyle` (UIKit's raw values).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// 34 pt at the default size.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 pt at the default size.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 pt at the default size.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 pt at the default size.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 pt semibold at the default size.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 15 pt at the default size.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 17 pt at the default size.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 pt at the default size.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 13 pt at the default size.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 pt at the default size.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 pt at the default size.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The system font for `style` at the current content size category
    /// (`UITraitCollection.current`'s; `.large` when it specifies none), as UIKit's: Apple's type
    /// ramp (HIG Typography, "Dynamic Type sizes"; Docs/Behaviour-traits.md). The font follows
    /// later size changes in a label with `adjustsFontForContentSizeCategory`.
    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for `style` at `traitCollection`'s content size category (the current
    /// traits' when nil or unspecified; `.large` when neither specifies one), as UIKit's.
    public class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let category = TypeRamp.category(traitCollection)
        return TypeRamp.font(
            FontScaling(textStyle: style, basePointSize: nil, maximumPointSize: nil),
            category: category)
    }
}

/// How a font follows Dynamic Type: the text style whose curve it follows, the size it has at
/// the default category (nil: the style's own, a preferred font) and its largest size.
package struct FontScaling: Sendable, Hashable {
    var textStyle: UIFont.TextStyle
    var basePointSize: CGFloat?
    var maximumPointSize: CGFloat?
}
