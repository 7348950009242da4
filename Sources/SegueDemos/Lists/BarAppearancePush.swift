// Bar appearances (iOS 13/15): a large-title list whose bar is transparent at its scroll edge
// pushes a screen whose navigation item carries an opaque indigo appearance; the bar's background
// cross-fades with the push and back with the pop.
import Foundation
@_spi(Testing) import OpenUIKit

/// A screen that colours the bar while it is on top: its navigation item's appearances, opaque
/// indigo with white titles and buttons.
final class IndigoMailbox: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never
        let look = UINavigationBarAppearance()
        look.configureWithOpaqueBackground()
        look.backgroundColor = .systemIndigo
        look.titleTextAttributes = [.foregroundColor: UIColor.white]
        look.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationItem.standardAppearance = look
        navigationItem.scrollEdgeAppearance = look
    }
}

extension ListDemos {
    /// Tap "iCloud" in the large-title list (its bar transparent at rest, iOS 15's default
    /// scroll-edge look): the bar cross-fades to the pushed screen's opaque indigo look; back
    /// fades it out again.
    package static var barAppearancePush: Demo {
        Demo(
            name: "bar-appearance-push",
            summary:
                "A large-title list with a transparent scroll-edge bar pushes a screen whose navigationItem carries an opaque indigo UINavigationBarAppearance: the bar's background cross-fades with the push and the pop.",
            article: article,
            adoption:
                "let look = UINavigationBarAppearance(); look.configureWithOpaqueBackground(); look.backgroundColor = .systemIndigo; detail.navigationItem.standardAppearance = look; detail.navigationItem.scrollEdgeAppearance = look"
        ) { makeBarAppearanceScene() }
    }

    @MainActor
    static func makeBarAppearanceScene() -> DemoScene {
        let list = AppearanceMailboxes(style: .insetGrouped)
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

/// The mailbox list, pushing an `IndigoMailbox` for the row tapped.
final class AppearanceMailboxes: LargeTitleMailboxes {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let mailbox = IndigoMailbox()
        mailbox.title = Self.names[indexPath.row]
        navigationController?.pushViewController(mailbox, animated: true)
    }
}
