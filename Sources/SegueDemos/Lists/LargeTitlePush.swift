// Issue 23 part 4: a large-title list pushes a screen without one: the title shrinks into the back
// button as the bar loses its strip, and comes back out of it on the way back.
import Foundation
@_spi(Testing) import OpenUIKit

/// A mailbox list under a large title; tapping a row pushes that mailbox.
class LargeTitleMailboxes: UITableViewController {
    static let names = [
        "All Inboxes", "iCloud", "Work", "VIPs", "Flagged", "Drafts", "Sent", "Junk", "Trash",
        "Archive", "Receipts", "Travel", "Family", "Newsletters",
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mailboxes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Mailbox")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Self.names.count
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Mailbox", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = Self.names[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let mailbox = UIViewController()
        mailbox.title = Self.names[indexPath.row]
        mailbox.view.backgroundColor = .systemBackground
        mailbox.navigationItem.largeTitleDisplayMode = .never
        navigationController?.pushViewController(mailbox, animated: true)
    }
}

extension ListDemos {
    /// The row tapped.
    static let largeTitleTappedRow = 1

    /// Tap "iCloud" under the large "Mailboxes" title: the push shrinks the title into the back
    /// button and the bar to its 44 pt row; back grows it out again.
    package static var largeTitlePush: Demo {
        Demo(
            name: "large-title-push",
            summary:
                "A large-title list (prefersLargeTitles) pushes a .never screen: the large title shrinks into the back button and the bar loses its strip; the pop grows it back.",
            article: article,
            adoption:
                "navigationController.navigationBar.prefersLargeTitles = true; detail.navigationItem.largeTitleDisplayMode = .never"
        ) { makeLargeTitleScene() }
    }

    @MainActor
    static func makeLargeTitleScene() -> DemoScene {
        let list = LargeTitleMailboxes(style: .insetGrouped)
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        let window = DemoScenery.window(root: nav)
        window.layoutIfNeeded()
        let table = list.tableView!
        let row = table.rectForRow(at: IndexPath(row: largeTitleTappedRow, section: 0))
        let tapPoint = table.convert(CGPoint(x: row.midX, y: row.midY), to: window)
        let steps: [DemoStep] = [
            .wait(0.3),
            .perform(
                "tap \(LargeTitleMailboxes.names[largeTitleTappedRow])",
                { window.touchSynthesizer.tap(at: tapPoint) }),
            .settle(timeout: 3), .wait(0.4),
            .perform("popViewController(animated:)", { nav.popViewController(animated: true) }),
            .settle(timeout: 3), .wait(0.4),
        ]
        return DemoScene(window: window, steps: steps, retaining: [list, nav])
    }
}
