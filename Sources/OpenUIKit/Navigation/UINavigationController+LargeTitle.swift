import Foundation

extension UINavigationController {
    /// How the bar shows `vc`'s title: nothing large unless the bar `prefersLargeTitles`; then
    /// each item's `largeTitleDisplayMode` from the root up (`.automatic` keeps what the item
    /// below asked for, large for the root; `.always` and `.inline` ask for large, `.never` for
    /// none). `.inline` shows in the row only on an item with no back button.
    func largeTitleStyle(for vc: UIViewController) -> LargeTitleStyle {
        guard navigationBar.prefersLargeTitles,
            let index = stack.firstIndex(where: { $0 === vc })
        else { return .none }
        var large = true
        for item in stack[...index].map(\.navigationItem) {
            switch item.largeTitleDisplayMode {
            case .automatic: break
            case .always, .inline: large = true
            case .never: large = false
            }
        }
        guard large else { return .none }
        let item = vc.navigationItem
        if item.largeTitleDisplayMode == .inline && (index == 0 || item.hidesBackButton) {
            return .inline
        }
        return .strip
    }

    /// The large-title strip `vc` shows, in points: 52 at rest with its content at the top,
    /// less by as far as the content is scrolled up from there (none past 52), more by as far as
    /// a pull drags it down (the stretch); 52 with no scroll view to follow; 0 with no strip.
    func largeTitleStrip(for vc: UIViewController) -> CGFloat {
        guard largeTitleStyle(for: vc) == .strip else { return 0 }
        let full = UINavigationBar.largeTitleStripHeight
        guard let s = vc.largeTitleScrollView else { return full }
        let closed = s.contentOffset.y + s.lastAdjustedContentInset.top
        // A search strip that hides when scrolling goes first (UIKit's order).
        let past = closed <= 0 ? closed : max(0, closed - collapsibleSearchHeight(for: vc))
        return max(0, full - past)
    }

    /// The top safe-area inset the bar gives `vc`: the 44 pt row, plus the whole strip when
    /// `vc` shows a large title in one (it stays while the content scrolls the strip closed:
    /// Docs/Behaviour-lists.md, "Large titles"); none while the bar is hidden.
    func topBarInset(for vc: UIViewController) -> CGFloat {
        guard !isNavigationBarHidden else { return 0 }
        let strip: CGFloat =
            largeTitleStyle(for: vc) == .strip ? UINavigationBar.largeTitleStripHeight : 0
        return UINavigationBar.standardHeight + strip + searchBarInset(for: vc)
    }

    /// Gives the bar the top controller's large-title style and strip; returns the bar's height.
    func applyLargeTitle() -> CGFloat {
        let top = stack.last
        navigationBar.largeTitleStyle = top.map(largeTitleStyle(for:)) ?? .none
        navigationBar.largeTitleHeight = top.map(largeTitleStrip(for:)) ?? 0
        navigationBar.searchStripHeight = top.map(searchStrip(for:)) ?? 0
        return UINavigationBar.standardHeight + navigationBar.largeTitleHeight
            + navigationBar.searchStripHeight
    }
}
