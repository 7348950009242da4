import Foundation

extension UIStackView {
    /// How a stack view sizes and spaces its arranged subviews along its axis, as UIKit's
    /// `UIStackView.Distribution` (UIKit's raw values). Default `.fill`.
    public enum Distribution: Int, Sendable {
        /// The subviews fill the axis with `spacing` between them; when they do not fit (or leave
        /// room), the one with the lowest compression resistance shrinks (the lowest hugging
        /// priority grows), from their intrinsic sizes. Among equal priorities the first view in
        /// arrangement order grows or shrinks (UIKit says "arrangement order"; engine choice).
        case fill = 0
        /// The subviews fill the axis with `spacing` between them and all have the same size.
        case fillEqually = 1
        /// The subviews fill the axis with `spacing` between them, each sized in proportion to its
        /// intrinsic size along the axis (priority 999; a view without one counts as 0).
        case fillProportionally = 2
        /// The subviews keep their intrinsic sizes; the gaps between them are equal and at least
        /// their spacing. A stack left free along its axis uses the smallest gap that fits.
        case equalSpacing = 3
        /// The subviews keep their intrinsic sizes; their centres are equally far apart, with at
        /// least their spacing between neighbours. A free stack uses the smallest such distance.
        case equalCentering = 4
    }
}
