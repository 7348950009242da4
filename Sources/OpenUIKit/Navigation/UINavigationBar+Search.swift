import Foundation

extension UINavigationBar {
    /// The search bar's strip in a navigation bar, in points: the 36 pt field with 8 pt above
    /// and below (iOS 13–18's figure; Docs/Behaviour-today.md, "Search in the navigation bar").
    static let searchBarHeight: CGFloat = 52

    func setUpSearchBar() {
        searchBarView.clipsToBounds = true
        addSubview(searchBarView)
    }

    /// The search bar the strip shows: the top item's search controller's.
    var shownSearchBar: UISearchBar? {
        searchBarView.subviews.first { $0 is UISearchBar } as? UISearchBar
    }

    /// Puts the top item's search bar in the strip. An item without one leaves the old bar in
    /// place until a push or pop has closed the strip.
    func showTopItemSearchBar() {
        if searchHidesRow { applySearchRowAlpha() }
        showActiveSearches()
        guard let bar = topItem?.searchController?.searchBar else { return }
        if let old = shownSearchBar, old !== bar {
            old.removeFromSuperview()
            old.isInNavigationBar = false
        }
        bar.isInNavigationBar = true
        if bar.superview !== searchBarView { searchBarView.addSubview(bar) }
        setNeedsLayout()
    }

    /// Places the strip below the large title and the search bar in it: the bar rides up under
    /// the large title as the strip closes, fading out with it (engine choice). While a search
    /// controller hides the row (`searchHidesRow`), the row's title, buttons and large title
    /// fade out as the bar slides up.
    func layOutSearchBar(rowHeight h: CGFloat) {
        let w = bounds.width
        let full = Self.searchBarHeight
        searchBarView.frame = CGRect(
            x: 0, y: h + largeTitleHeight, width: w, height: searchStripHeight)
        if topItem?.searchController == nil, !isAnimatingLargeTitle, let old = shownSearchBar {
            old.removeFromSuperview()
            old.isInNavigationBar = false
        }
        if let bar = shownSearchBar {
            bar.frame = CGRect(x: 0, y: searchStripHeight - full, width: w, height: full)
            bar.alpha = min(1, max(0, searchStripHeight / full))
        }
        if rowHiddenBySearch { applySearchRowAlpha() }
    }

    /// Whether the top item's active search controller slid the row and large title away.
    var rowHiddenBySearch: Bool {
        searchHidesRow && topItem?.searchController?.isActive == true
    }

    /// An active search whose item is no longer on top is hidden with its list, and shows again
    /// over it when the item is back on top (its container brought to the front).
    func showActiveSearches() {
        for item in items ?? [] {
            guard let search = item.searchController, search.isActive,
                let container = search.viewIfLoaded?.superview
            else { continue }
            let onTop = item === topItem
            container.isHidden = !onTop
            if onTop { container.superview?.bringSubviewToFront(container) }
        }
    }

    /// The row's title, buttons and large title: hidden while `searchHidesRow`, shown again
    /// after (set inside the search controller's animation, so they fade).
    func applySearchRowAlpha() {
        let hidden = rowHiddenBySearch
        let row: CGFloat = hidden ? 0 : 1
        if hidden { titleLabel.alpha = 0 }
        largeTitleView.alpha = row
        backButton.alpha = row
        for v in subviews where v is BarButtonItemView { v.alpha = row }
    }
}
