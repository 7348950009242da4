import Foundation

extension UIScrollView {
    /// How fast a scroll view slows after a flick, as UIKit's `UIScrollView.DecelerationRate`: the
    /// fraction of its velocity the content keeps per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// UIKit's default, 0.998 (the constant's value; Docs/Behaviour-lists.md).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// The quicker stop of pickers and paging lists, 0.99 (Docs/Behaviour-lists.md).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Which safe-area insets the scroll view adds to `contentInset`, as UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// `.scrollableAxes`, and the top and bottom always for a controller's view in a
        /// navigation or tab bar controller.
        case automatic
        /// Only in the directions the content scrolls (or always bounces).
        case scrollableAxes
        /// None.
        case never
        /// All four edges.
        case always
    }

    /// The look of the scroll indicators, as UIKit's `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark in the light appearance, light in the dark one.
        case `default`
        /// Dark, for light backgrounds.
        case black
        /// Light, for dark backgrounds.
        case white
    }
}
