import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A search controller in a large-title bar: the 52 pt search strip below the large title,
/// the list's inset below both, and the order they scroll away in (the search bar first, then
/// the large title). Figures: Docs/Behaviour-today.md, "Search in the navigation bar".
@MainActor
@Suite struct SearchBarNavigationLayoutTests {
    @Test func theSearchBarSitsBelowTheLargeTitleAndTheBarGrowsBy52Points() {
        let (nav, list, search, _, w) = makeSearchStack()
        let bar = nav.navigationBar
        let width = w.bounds.width
        #expect(bar.frame == CGRect(x: 0, y: 59, width: width, height: 148))
        #expect(bar.largeTitleView.frame == CGRect(x: 0, y: 44, width: width, height: 52))
        #expect(bar.searchBarView.frame == CGRect(x: 0, y: 96, width: width, height: 52))
        // The 36 pt field at the 16 pt layout margin, 8 pt below the large title.
        let field = search.searchBar.searchTextField.convert(
            search.searchBar.searchTextField.bounds, to: nil)
        #expect(field == CGRect(x: 16, y: 163, width: width - 32, height: 36))
        #expect(search.searchBar.searchTextField.placeholder == "Search")
        // The list rests below the whole bar.
        #expect(list.view.safeAreaInsets.top == 207)
        #expect(list.tableView.contentOffset.y == -207)
        #expect(list.navigationItem.searchBarPlacement == .stacked)
        #expect(list.navigationItem.hidesSearchBarWhenScrolling)
    }

    @Test func scrollingUpHidesTheSearchBarFirstThenCollapsesTheLargeTitle() {
        let (nav, list, search, _, _) = makeSearchStack()
        let bar = nav.navigationBar
        let table = list.tableView!
        // 26 pt up: half the search strip, the large title whole.
        table.contentOffset.y = -181
        #expect(bar.frame.height == 122)
        #expect(bar.searchBarView.frame.height == 26)
        #expect(bar.largeTitleView.frame.height == 52)
        #expect(search.searchBar.frame.minY == -26)
        #expect(abs(search.searchBar.alpha - 0.5) < 1e-9)
        // 52 pt up: the search bar gone, the large title still open.
        table.contentOffset.y = -155
        #expect(bar.frame.height == 96)
        #expect(bar.searchBarView.frame.height == 0)
        #expect(bar.largeTitleView.frame.height == 52)
        #expect(bar.titleLabel.alpha == 0)
        // 78 pt up: the large title half closed.
        table.contentOffset.y = -129
        #expect(bar.frame.height == 70)
        #expect(bar.largeTitleView.frame.height == 26)
        // 104 pt up and beyond: only the row.
        table.contentOffset.y = -103
        #expect(bar.frame.height == 44 && bar.titleLabel.alpha == 1)
        table.contentOffset.y = 500
        #expect(bar.frame.height == 44)
        // The inset stays; back at the top, everything shows again.
        #expect(table.adjustedContentInset.top == 207)
        table.contentOffset.y = -207
        #expect(bar.frame.height == 148 && search.searchBar.alpha == 1)
    }

    @Test func aSearchBarThatDoesNotHideStaysWhileTheLargeTitleCollapses() {
        let (nav, list, search, _, w) = makeSearchStack(hidesWhenScrolling: false)
        let bar = nav.navigationBar
        list.tableView.contentOffset.y = -155
        #expect(bar.frame.height == 96)
        #expect(bar.largeTitleView.frame.height == 0)
        #expect(bar.searchBarView.frame == CGRect(x: 0, y: 44, width: w.bounds.width, height: 52))
        #expect(search.searchBar.alpha == 1)
        list.tableView.contentOffset.y = 300
        #expect(bar.frame.height == 96)
    }

    @Test func pullingDownStretchesTheLargeTitleAndCarriesTheSearchBarDown() {
        let (nav, list, _, _, _) = makeSearchStack()
        let bar = nav.navigationBar
        list.tableView.contentOffset.y = -227
        #expect(bar.frame.height == 168)
        #expect(bar.largeTitleView.frame.height == 72)
        #expect(bar.searchBarView.frame.minY == 116)
    }

    @Test func aListScrolledDownWhenItAppearsShowsNoSearchBar() {
        let (nav, list, _, _, _) = makeSearchStack()
        list.tableView.contentOffset.y = 300
        let detail = UIViewController()
        detail.title = "Detail"
        nav.pushViewController(detail, animated: false)
        nav.popViewController(animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(nav.navigationBar.frame.height == 44)
        #expect(nav.navigationBar.searchBarView.frame.height == 0)
    }

    @Test func aReleasedDragSettlesWithTheSearchBarShownOrHidden() {
        let (nav, list, _, _, _) = makeSearchStack()
        let table = list.tableView!
        // Resting points: the nearer edge of the part of the bar left part open.
        #expect(
            LargeTitleTracking.restingTarget(CGPoint(x: 0, y: -187), for: table).y == -207)
        #expect(
            LargeTitleTracking.restingTarget(CGPoint(x: 0, y: -177), for: table).y == -155)
        #expect(
            LargeTitleTracking.restingTarget(CGPoint(x: 0, y: -125), for: table).y == -103)
        #expect(nav.navigationBar.frame.height == 148)
    }

    @Test func withoutALargeTitleTheSearchBarSitsBelowTheRow() {
        let (nav, list, _, _, w) = makeSearchStack()
        nav.navigationBar.prefersLargeTitles = false
        nav.view.layoutIfNeeded()
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 59, width: w.bounds.width, height: 96))
        #expect(nav.navigationBar.searchBarView.frame.minY == 44)
        #expect(list.view.safeAreaInsets.top == 155)
        list.tableView.contentOffset.y = -103
        #expect(nav.navigationBar.frame.height == 44)
    }
}
