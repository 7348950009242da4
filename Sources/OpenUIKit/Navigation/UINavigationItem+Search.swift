import Foundation

extension UINavigationItem {
    /// Where a navigation bar places an item's search bar, as UIKit's
    /// `UINavigationItem.SearchBarPlacement` (iOS 16).
    public enum SearchBarPlacement: Int, Sendable, Hashable {
        /// The system decides: stacked below the title on iPhone.
        case automatic = 0
        /// In the bar's row, beside the title. Shown stacked here (not yet drawn inline).
        case inline = 1
        /// Below the title (and the large title), across the bar: the iPhone default.
        case stacked = 2
    }

    /// Where the bar places the search bar now (iOS 16): `.stacked` with a search controller
    /// (the iPhone resolution of every placement here), `.automatic` without one.
    public var searchBarPlacement: SearchBarPlacement {
        searchController == nil ? .automatic : .stacked
    }
}
