import Foundation

/// Apple's Dynamic Type ramp for iOS: the point size of each text style at each content size
/// category, xSmall to AX5 (HIG Typography, "Dynamic Type sizes", iOS and iPadOS tables; the same
/// sizes `preferredFont(forTextStyle:)` returns on iOS 13 to 18). Headline is semibold, every
/// other style regular (Docs/Behaviour-traits.md, "Dynamic Type").
enum TypeRamp {
    /// Sizes xSmall, Small, Medium, Large (default), xLarge, xxLarge, xxxLarge, AX1 … AX5.
    static let sizes: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    /// The category to use: the given traits', else the current traits', else `.large`.
    static func category(_ traits: UITraitCollection?) -> UIContentSizeCategory {
        if let c = traits?.preferredContentSizeCategory, c.index >= 0 { return c }
        let current = UITraitCollection.current.preferredContentSizeCategory
        return current.index >= 0 ? current : .large
    }

    /// The size of `style` at `category` (the body's ramp for a style of your own).
    static func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        let ramp = sizes[style] ?? sizes[.body]!
        return ramp[max(0, category.index)]
    }

    /// `value` scaled along `style`'s curve from `.large` to `category`: multiplied by the
    /// style's size there over its default size (UIFontMetrics's scaling).
    static func scaled(
        _ value: CGFloat, _ style: UIFont.TextStyle, _ category: UIContentSizeCategory
    )
        -> CGFloat
    {
        value * size(style, category) / size(style, .large)
    }

    /// The font `scaling` gives at `category`: a preferred font is the style's size in the system
    /// font (semibold for the headline); a scaled font its base size scaled, up to its maximum.
    static func font(_ scaling: FontScaling, category: UIContentSizeCategory, base: UIFont? = nil)
        -> UIFont
    {
        if let base, let baseSize = scaling.basePointSize {
            var size = scaled(baseSize, scaling.textStyle, category)
            if let maximum = scaling.maximumPointSize { size = min(size, maximum) }
            return UIFont(face: base.face, pointSize: size, weight: base.weight, scaling: scaling)
        }
        let weight: UIFont.Weight = scaling.textStyle == .headline ? .semibold : .regular
        let system = UIFont.systemFont(ofSize: size(scaling.textStyle, category), weight: weight)
        return UIFont(
            face: system.face, pointSize: system.pointSize, weight: weight, scaling: scaling)
    }

    /// `font` at `category` when it follows Dynamic Type; nil when it has a fixed size.
    static func adjusted(_ font: UIFont, to category: UIContentSizeCategory) -> UIFont? {
        guard let scaling = font.scaling else { return nil }
        return TypeRamp.font(scaling, category: category, base: font)
    }

    /// The font a view with `adjustsFontForContentSizeCategory` (`adjusts`) shows after its
    /// traits changed from `previous` to `now`: `font` at the new content size category when it
    /// is a Dynamic Type font and the category changed, else nil (keep the font).
    static func adjusted(
        _ font: UIFont?, adjusts: Bool, from previous: UITraitCollection, to now: UITraitCollection
    ) -> UIFont? {
        guard adjusts, previous.preferredContentSizeCategory != now.preferredContentSizeCategory,
            let font
        else { return nil }
        return adjusted(font, to: category(now))
    }
}
