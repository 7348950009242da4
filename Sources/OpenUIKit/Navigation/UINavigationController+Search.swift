import Foundation

extension UINavigationController {
    /// Whether the bar shows a search bar for `vc` (its item has a search controller).
    func showsSearchBar(for vc: UIViewController) -> Bool {
        vc.navigationItem.searchController != nil
    }

    /// How much of the search strip `vc`'s content can scroll away, in points: all 52 when its
    /// item `hidesSearchBarWhenScrolling` and the search is not active, else none.
    func collapsibleSearchHeight(for vc: UIViewController) -> CGFloat {
        let item = vc.navigationItem
        guard let search = item.searchController, item.hidesSearchBarWhenScrolling,
            !search.isActive
        else { return 0 }
        return UINavigationBar.searchBarHeight
    }

    /// The parts of the bar `vc`'s content scrolls away, in the order they close: the search
    /// strip first, then the large title's (UIKit's order).
    func collapsibleSegments(for vc: UIViewController) -> [CGFloat] {
        var segments: [CGFloat] = []
        let search = collapsibleSearchHeight(for: vc)
        if search > 0 { segments.append(search) }
        if largeTitleStyle(for: vc) == .strip {
            segments.append(UINavigationBar.largeTitleStripHeight)
        }
        return segments
    }

    /// All the bar `vc`'s content can scroll away, in points.
    func collapsibleBarHeight(for vc: UIViewController) -> CGFloat {
        collapsibleSegments(for: vc).reduce(0, +)
    }

    /// How far `vc`'s content is scrolled up from its resting offset, in points (negative while
    /// a pull drags it down); 0 with no scroll view to follow.
    func barClosedDistance(for vc: UIViewController) -> CGFloat {
        guard let s = vc.largeTitleScrollView else { return 0 }
        return s.contentOffset.y + s.lastAdjustedContentInset.top
    }

    /// The search strip `vc` shows, in points: 52 at rest, less by as far as the content is
    /// scrolled up (none past 52) when the search bar hides when scrolling; 0 without one.
    func searchStrip(for vc: UIViewController) -> CGFloat {
        guard showsSearchBar(for: vc) else { return 0 }
        let full = UINavigationBar.searchBarHeight
        guard collapsibleSearchHeight(for: vc) > 0 else { return full }
        return min(full, max(0, full - barClosedDistance(for: vc)))
    }

    /// The top safe-area inset the search strip adds for `vc`: all of it, at rest (as the
    /// large title's, it stays while the content scrolls the strip closed).
    func searchBarInset(for vc: UIViewController) -> CGFloat {
        showsSearchBar(for: vc) ? UINavigationBar.searchBarHeight : 0
    }

    /// How far an active search slides the bar up: its row and large title, leaving the search
    /// strip under the status bar.
    var searchPresentationShift: CGFloat {
        navigationBar.rowHiddenBySearch
            ? UINavigationBar.standardHeight + navigationBar.largeTitleHeight : 0
    }
}
