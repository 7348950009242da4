import Foundation

extension UITableViewCell {
    /// The layout of a cell's built-in labels, as UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        /// `textLabel` alone, leading (with `imageView` before it); `detailTextLabel` is nil.
        case `default`
        /// `textLabel` leading, `detailTextLabel` trailing in the secondary colour.
        case value1
        /// A small blue `textLabel` in a leading column, `detailTextLabel` beside it.
        case value2
        /// `textLabel` above a smaller, secondary `detailTextLabel`.
        case subtitle
    }

    /// The standard view at a cell's trailing edge, as UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        /// Nothing.
        case none
        /// A grey chevron: the row leads somewhere.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark in the tint colour.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// How a selected or highlighted cell looks, as UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        /// No change.
        case none
        /// The standard grey background (as `.default` since iOS 7).
        case blue
        /// The standard grey background.
        case gray
        /// The standard grey background (`selectedBackgroundView`).
        case `default`
    }

    /// How rows are divided, as UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        /// No lines.
        case none
        /// A hairline between rows.
        case singleLine
        /// As `.singleLine` (the etched look is gone since iOS 7).
        case singleLineEtched
    }
}
