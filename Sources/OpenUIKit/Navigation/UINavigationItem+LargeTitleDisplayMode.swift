import Foundation

extension UINavigationItem {
    /// When the bar shows an item's title large, as UIKit's
    /// `UINavigationItem.LargeTitleDisplayMode`. Every mode but `.never` needs the bar's
    /// `prefersLargeTitles`.
    public enum LargeTitleDisplayMode: Int, Sendable, Hashable {
        /// As the item below this one; the first item shows a large title.
        case automatic = 0
        /// A large title whenever this item is on top.
        case always = 1
        /// Never a large title: the title in the bar's row.
        case never = 2
        /// The title large in the bar's own row, at the leading margin, with no strip below
        /// (iOS 17); with a back button it is `.always`.
        case inline = 3
    }
}
