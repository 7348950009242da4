import Foundation

extension UIStackView {
    /// How a stack view places its arranged subviews across its axis, as UIKit's
    /// `UIStackView.Alignment` (UIKit's raw values). Default `.fill`.
    public enum Alignment: Int, Sendable {
        /// Each arranged subview fills the stack view across its axis.
        case fill = 0
        /// Each subview's leading edge (a vertical stack) or top edge (a horizontal one) on the
        /// stack's; the stack is as wide (tall) as its widest (tallest) visible subview.
        case leading = 1
        /// The subviews' first baselines line up (horizontal stacks only; a vertical stack treats
        /// it as `.fill`). Engine choice: a `UILabel`'s baseline comes from its font, top line;
        /// any other view's baseline is its bottom edge, as UIKit's default
        /// `forFirstBaselineLayout`.
        case firstBaseline = 2
        /// The subviews' centres across the axis on the stack's centre.
        case center = 3
        /// Each subview's trailing edge (a vertical stack) or bottom edge (a horizontal one) on the
        /// stack's.
        case trailing = 4
        /// The subviews' last baselines line up (horizontal stacks only; a vertical stack treats it
        /// as `.fill`). A `UILabel`'s last baseline is its last line's; any other view's its bottom.
        case lastBaseline = 5

        /// `.leading` by its name for horizontal stacks: the subviews' top edges on the stack's.
        public static var top: Alignment { .leading }
        /// `.trailing` by its name for horizontal stacks: the subviews' bottom edges on the stack's.
        public static var bottom: Alignment { .trailing }
    }
}
