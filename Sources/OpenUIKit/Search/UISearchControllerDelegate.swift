import Foundation

/// The delegate of a search controller, as UIKit's `UISearchControllerDelegate`; every method is
/// optional. Activation sends `willPresentSearchController(_:)` at once and
/// `didPresentSearchController(_:)` when the animation ends; deactivation the two dismiss ones.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search controller is about to be presented (it became active).
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search controller's presentation animation ended.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search controller is about to be dismissed (it became inactive).
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search controller's dismissal animation ended.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// The object that updates the search results, as UIKit's `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Called when the search controller becomes active and each time the search text changes.
    func updateSearchResults(for searchController: UISearchController)
}
