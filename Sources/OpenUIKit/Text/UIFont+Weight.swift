import Foundation

extension UIFont {
    /// Font weights with Apple's raw values (`UIFont.Weight`), from −0.8 (ultra light) to 0.62 (black).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// The weight on Apple's −1…1 scale.
        public var rawValue: CGFloat
        /// A weight from its raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight from its raw value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Ultra light, −0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin, −0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// Light, −0.4.
        public static let light = Weight(rawValue: -0.4)
        /// Regular, 0 (the default).
        public static let regular = Weight(rawValue: 0)
        /// Medium, 0.23 (drawn with the regular face).
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold, 0.3 (the lightest weight drawn bold).
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold, 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy, 0.56 (drawn bold).
        public static let heavy = Weight(rawValue: 0.56)
        /// Black, 0.62 (drawn bold).
        public static let black = Weight(rawValue: 0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
