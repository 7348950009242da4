import Foundation

extension UIButton {
    /// A button's look and content, as UIKit's `UIButton.Configuration` (iOS 15).
    ///
    /// Start from a style — `.plain()`, `.tinted()`, `.gray()`, `.filled()` (and UIKit's
    /// `.borderless()`, `.bordered()`, `.borderedTinted()`, `.borderedProminent()` aliases of them)
    /// — then set the content. Colours left nil come from the style and the button's `tintColor`:
    ///
    /// | style | background | title and image |
    /// |---|---|---|
    /// | plain | none | tint |
    /// | tinted | tint at 15 % alpha | tint |
    /// | gray | systemGray5 | tint |
    /// | filled | tint | white |
    public struct Configuration: Sendable {
        enum Style: Hashable, Sendable { case plain, tinted, gray, filled }
        let style: Style

        /// The title. Default nil.
        public var title: String?
        /// A second, smaller line under the title. Default nil.
        public var subtitle: String?
        /// The image, before the title (`imagePlacement` `.leading`). Default nil.
        public var image: UIImage?
        /// The colour of title, subtitle and image; nil: the style's (tint, or white when filled).
        public var baseForegroundColor: UIColor?
        /// The background colour; nil: the style's (tint, 15 % tint, systemGray5, or none).
        public var baseBackgroundColor: UIColor?
        /// The shape of the background's corners. Default `.dynamic` (by `buttonSize`).
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class: fonts and default insets. Default `.medium` (17 pt, 7/12 pt insets).
        public var buttonSize: Size = .medium
        /// Where the image goes relative to the title. Default `.leading` (`.top`, `.bottom`,
        /// `.trailing` also laid out).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between image and title, in points. Default 0.
        public var imagePadding: CGFloat = 0
        /// Space between title and subtitle, in points. Default 0.
        public var titlePadding: CGFloat = 0
        /// How title and subtitle align with each other. Default `.automatic` (centre).
        public var titleAlignment: TitleAlignment = .automatic
        var explicitContentInsets: NSDirectionalEdgeInsets?

        init(style: Style) { self.style = style }

        /// Space around the content, in points. Default by `buttonSize`: mini 3/8, small 5/10,
        /// medium 7/12, large 14/20 (top and bottom / leading and trailing).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { explicitContentInsets ?? buttonSize.defaultContentInsets }
            set { explicitContentInsets = newValue }
        }

        /// Returns `contentInsets` to the default for `buttonSize`.
        public mutating func setDefaultContentInsets() { explicitContentInsets = nil }

        /// Tint-coloured title, no background.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// Tint-coloured title on a 15 % tint background.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// Tint-coloured title on a systemGray5 background.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// White title on a tint background.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// No background: `.plain()`.
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// A grey background: `.gray()`.
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// A tinted background: `.tinted()`.
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// A filled background: `.filled()`.
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// The corner style of the background, as UIKit's `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Hashable, Sendable {
            /// By size: mini 4, small 6, medium 8, large 12 pt.
            case dynamic
            /// A fixed radius; without a background configuration here, as `.dynamic`.
            case fixed
            /// 4 pt.
            case small
            /// 8 pt.
            case medium
            /// 12 pt.
            case large
            /// Half the height: a capsule.
            case capsule
        }

        /// The size class of a button, as UIKit's `UIButton.Configuration.Size`.
        public enum Size: Hashable, Sendable {
            /// 13 pt title.
            case mini
            /// 15 pt title.
            case small
            /// 17 pt title (the default).
            case medium
            /// 17 pt title with larger insets.
            case large

            var titleFontSize: CGFloat {
                switch self {
                case .mini: 13
                case .small: 15
                case .medium, .large: 17
                }
            }
            var subtitleFontSize: CGFloat {
                switch self {
                case .mini: 11
                case .small: 12
                case .medium, .large: 13
                }
            }
            var defaultContentInsets: NSDirectionalEdgeInsets {
                switch self {
                case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
                case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
                case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
                case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
                }
            }
            var dynamicCornerRadius: CGFloat {
                switch self {
                case .mini: 4
                case .small: 6
                case .medium: 8
                case .large: 12
                }
            }
        }

        /// How title and subtitle align, as UIKit's `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Hashable, Sendable {
            case automatic, leading, center, trailing
        }
    }
}
