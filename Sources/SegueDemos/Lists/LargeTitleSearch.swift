// Search in the navigation bar: a large-title list with a search controller, as Mail's and
// Settings' — scroll (the search bar goes first, then the large title), back to the top, tap the
// field (the bar slides up, Cancel comes in, the list dims), type, Cancel.
import Foundation
@_spi(Testing) import OpenUIKit

/// The mailboxes whose names contain the search text, shown over the dimmed list.
final class MailboxSearchResults: UITableViewController, UISearchResultsUpdating {
    var matches: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Match")
    }
    func updateSearchResults(for searchController: UISearchController) {
        let text = (searchController.searchBar.text ?? "").lowercased()
        matches = LargeTitleMailboxes.names.filter {
            !text.isEmpty && $0.lowercased().contains(text)
        }
        if isViewLoaded { tableView.reloadData() }
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        matches.count
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Match", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = matches[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

extension ListDemos {
    /// Scroll, activate, type "in", Cancel: a large-title list with a search bar.
    package static var largeTitleSearch: Demo {
        Demo(
            name: "large-title-search",
            summary:
                "A large-title list with navigationItem.searchController: scrolling hides the search bar before the large title; tapping the field slides the bar up, shows Cancel and dims the list; typing updates the results; Cancel runs it back.",
            article: article,
            adoption:
                "navigationItem.searchController = UISearchController(searchResultsController: results); definesPresentationContext = true"
        ) { makeLargeTitleSearchScene() }
    }

    @MainActor
    static func makeLargeTitleSearchScene() -> DemoScene {
        let list = LargeTitleMailboxes(style: .insetGrouped)
        let results = MailboxSearchResults(style: .plain)
        let search = UISearchController(searchResultsController: results)
        search.searchResultsUpdater = results
        list.navigationItem.searchController = search
        list.definesPresentationContext = true
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        let window = DemoScenery.window(root: nav)
        window.layoutIfNeeded()
        let table = list.tableView!
        let rest = table.contentOffset
        let field = search.searchBar.searchTextField
        let steps: [DemoStep] = [
            .wait(0.3),
            .perform(
                "scroll up 104 pt",
                { table.setContentOffset(CGPoint(x: 0, y: rest.y + 104), animated: true) }),
            .settle(timeout: 3), .wait(0.3),
            .perform("scroll back to the top", { table.setContentOffset(rest, animated: true) }),
            .settle(timeout: 3), .wait(0.3),
            .perform(
                "tap the search field",
                {
                    window.touchSynthesizer.tap(
                        at: field.convert(CGPoint(x: field.bounds.midX, y: 18), to: window))
                }),
            .settle(timeout: 3), .wait(0.3),
            .perform("type \"i\"", { field.insertText("i") }), .wait(0.3),
            .perform("type \"n\"", { field.insertText("n") }), .wait(0.5),
            .perform(
                "tap Cancel",
                {
                    let cancel = search.searchBar.cancelButton
                    window.touchSynthesizer.tap(
                        at: cancel.convert(
                            CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: window))
                }),
            .settle(timeout: 3), .wait(0.4),
        ]
        return DemoScene(window: window, steps: steps, retaining: [list, nav, search, results])
    }
}
