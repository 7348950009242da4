import Foundation

extension UIImage {
    /// The weight a symbol is drawn with, as UIKit's `UIImage.SymbolWeight`: here the stroke
    /// width of the engine's outlines (Behaviour-raster.md, "Symbol images").
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0
        case ultraLight = 1
        case thin = 2
        case light = 3
        case regular = 4
        case medium = 5
        case semibold = 6
        case bold = 7
        case heavy = 8
        case black = 9
    }

    /// A symbol's size relative to its point size, as UIKit's `UIImage.SymbolScale`: small is
    /// about 20 % smaller than medium, large about 30 % larger (Apple's `NSImage.SymbolScale`).
    public enum SymbolScale: Int, Sendable {
        /// The scale the system uses: medium here.
        case `default` = -1
        case unspecified = 0
        case small = 1
        case medium = 2
        case large = 3
    }

    /// The point size, weight and scale a symbol image is drawn with, as UIKit's
    /// `UIImage.SymbolConfiguration`. Immutable; `applying(_:)` combines two.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size (0: unspecified, the body text size, 17 pt).
        let pointSize: CGFloat
        let weight: SymbolWeight
        let scale: SymbolScale

        /// The symbol drawn for text of `pointSize` points at `weight` and `scale`.
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize.isFinite ? max(0, pointSize) : 0
            self.weight = weight
            self.scale = scale
            super.init()
        }

        /// A configuration with nothing specified, as UIKit's `unspecified`.
        public static let unspecified = SymbolConfiguration(
            pointSize: 0, weight: .unspecified, scale: .unspecified)

        /// The symbol drawn for text of `pointSize` points.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }

        /// The symbol drawn for text of `pointSize` points at `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        /// The symbol drawn at `weight`.
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: 0, weight: weight, scale: .unspecified)
        }

        /// The symbol drawn at `scale`.
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale)
        }

        /// The symbol drawn for text of the style: its preferred font's point size.
        @MainActor
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(font: UIFont.preferredFont(forTextStyle: textStyle))
        }

        /// The symbol drawn for text of the style at `scale`.
        @MainActor
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            let font = UIFont.preferredFont(forTextStyle: textStyle)
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale)
        }

        /// The symbol drawn for text in `font`: its point size.
        public convenience init(font: UIFont) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: .unspecified)
        }

        /// The symbol drawn for text in `font` at `scale`.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale)
        }

        /// This configuration with the values `other` specifies replacing these, as UIKit's
        /// `applying(_:)`.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
                weight: other.weight != .unspecified ? other.weight : weight,
                scale: other.scale != .unspecified ? other.scale : scale)
        }
    }

    /// The system symbol `name` drawn with `configuration`, as UIKit's
    /// `init(systemName:withConfiguration:)`; nil for a name the engine does not draw.
    public convenience init?(
        systemName name: String, withConfiguration configuration: Configuration?
    ) {
        guard let symbol = UIImage(systemName: name) else { return nil }
        let symbolConfiguration = configuration as? SymbolConfiguration
        self.init(symbol, symbolConfiguration: symbolConfiguration ?? .unspecified)
    }

    /// The configurations images take, as UIKit's `UIImage.Configuration`: here only symbol
    /// configurations (`SymbolConfiguration`) are drawn.
    public class Configuration: @unchecked Sendable {
        init() {}
    }

    /// The same image drawn with `configuration`, as UIKit's `withConfiguration(_:)`: a symbol
    /// takes a symbol configuration's values; another image is returned as it is.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard symbolName != nil, let configuration = configuration as? SymbolConfiguration
        else { return self }
        return UIImage(self, symbolConfiguration: configuration)
    }

    /// The same symbol with `configuration` applied over its own, as UIKit's
    /// `applyingSymbolConfiguration(_:)`; nil for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let own = symbolConfiguration else { return nil }
        return UIImage(self, symbolConfiguration: own.applying(configuration))
    }
}
