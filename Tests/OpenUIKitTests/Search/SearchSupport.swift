import Foundation

@_spi(Testing) @testable import OpenUIKit

/// Records the search bar's, the search controller's and the updater's calls, in order.
@MainActor
final class SearchCallRecorder: UISearchBarDelegate, UISearchControllerDelegate,
    UISearchResultsUpdating
{
    var calls: [String] = []
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        calls.append("shouldBeginEditing")
        return true
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBeginEditing") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { calls.append("didEndEditing") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        calls.append("textDidChange(\(searchText))")
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("searchClicked") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancelClicked") }
    func willPresentSearchController(_ searchController: UISearchController) {
        calls.append("willPresent")
    }
    func didPresentSearchController(_ searchController: UISearchController) {
        calls.append("didPresent")
    }
    func willDismissSearchController(_ searchController: UISearchController) {
        calls.append("willDismiss")
    }
    func didDismissSearchController(_ searchController: UISearchController) {
        calls.append("didDismiss")
    }
    func updateSearchResults(for searchController: UISearchController) {
        calls.append("update(\(searchController.searchBar.text ?? ""))")
    }
}

/// A large-title "Mailboxes" list whose navigation item has a search controller (its bar's,
/// controller's and updater's calls recorded), in a window, settled.
@MainActor
func makeSearchStack(results: UIViewController? = nil, hidesWhenScrolling: Bool = true)
    -> (UINavigationController, LargeTitleList, UISearchController, SearchCallRecorder, UIWindow)
{
    let list = LargeTitleList(style: .plain)
    list.title = "Mailboxes"
    let search = UISearchController(searchResultsController: results)
    let recorder = SearchCallRecorder()
    search.searchBar.delegate = recorder
    search.delegate = recorder
    search.searchResultsUpdater = recorder
    list.navigationItem.searchController = search
    list.navigationItem.hidesSearchBarWhenScrolling = hidesWhenScrolling
    let nav = UINavigationController(rootViewController: list)
    nav.navigationBar.prefersLargeTitles = true
    let w = makeWindow(root: nav)
    UIApplication.shared.runUntilIdle()
    testRecorders.append(recorder)
    return (nav, list, search, recorder, w)
}

/// Keeps the recorders (the delegates are weak) alive for the run.
@MainActor var testRecorders: [SearchCallRecorder] = []

extension UIView {
    /// The view's frame in window coordinates, as shown now.
    var shownFrameInWindow: CGRect {
        let l = layer.presentation() ?? layer
        return (superview ?? self).convert(l.frame, to: nil)
    }
    /// The centre of the view in window coordinates.
    var centreInWindow: CGPoint { convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil) }
}
