import Foundation

/// Turns the search field's editing into the search bar's delegate calls and the search
/// controller's activation (UIKit's search bar is its field's delegate privately).
@MainActor
final class SearchFieldDelegate: NSObject, UITextFieldDelegate {
    weak var searchBar: UISearchBar?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let bar = searchBar else { return true }
        trace(bar, "searchBarShouldBeginEditing")
        return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let bar = searchBar else { return }
        let controller = bar.searchController
        controller?.activate(fromField: true)
        trace(bar, "searchBarTextDidBeginEditing")
        bar.delegate?.searchBarTextDidBeginEditing(bar)
        controller?.updateSearchResults()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let bar = searchBar else { return true }
        return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let bar = searchBar else { return }
        trace(bar, "searchBarTextDidEndEditing")
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
        replacementString string: String
    ) -> Bool {
        guard let bar = searchBar else { return true }
        return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string)
            ?? true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let bar = searchBar else { return true }
        trace(bar, "searchBarSearchButtonClicked")
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return true
    }

    /// The text changed by editing: `searchBar(_:textDidChange:)`, then the search results.
    func textDidChange() {
        guard let bar = searchBar else { return }
        trace(bar, "searchBar(_:textDidChange:)")
        bar.delegate?.searchBar(bar, textDidChange: bar.text ?? "")
        bar.searchController?.textDidChange()
    }
}
