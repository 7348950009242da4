import Foundation

/// The delegate of a search bar, as UIKit's `UISearchBarDelegate`; every method is optional.
///
/// Order while searching (Docs/Behaviour-today.md, "Search in the navigation bar"): a tap on the
/// field asks `searchBarShouldBeginEditing(_:)`, then `searchBarTextDidBeginEditing(_:)`; each
/// typed character sends `searchBar(_:shouldChangeTextIn:replacementText:)`, then
/// `searchBar(_:textDidChange:)`; Cancel sends `searchBarCancelButtonClicked(_:)`, then
/// `searchBarTextDidEndEditing(_:)`. Setting `text` in code sends nothing, as in UIKit.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether the field may begin editing. Default true.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// The field began editing.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether the field may end editing. Default true.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// The field ended editing.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text (typing, deleting, the clear button).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether `range` of the text may be replaced by `text`. Default true.
    func searchBar(
        _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool
    /// The keyboard's Search (return) key was tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The user selected another scope button.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(
        _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(
        _ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
    ) {}
}
