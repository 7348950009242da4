import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// A list as apps write one: twenty rows, a tap pushes a detail screen.
final class ListController: UITableViewController {
    var selections: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.rowHeight = 44
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        20
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Item \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selections.append(indexPath)
        navigationController?.pushViewController(UIViewController(), animated: true)
    }
}

/// `UITableViewController`: its view is the table, and the selection fades back with the
/// transition that returns to it, or stays when that transition is cancelled.
@MainActor
@Suite struct TableViewControllerTests {
    func pushFromRow(_ row: Int) throws -> (ListController, UINavigationController, UIWindow) {
        let list = ListController(style: .plain)
        let nav = UINavigationController(rootViewController: list)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let table = try #require(list.tableView)
        let rect = table.convert(table.rectForRow(at: IndexPath(row: row, section: 0)), to: nil)
        let fingers = window.touchSynthesizer
        fingers.touchDown(at: CGPoint(x: rect.midX, y: rect.midY))
        fingers.touchUp()
        UIApplication.shared.runUntilIdle()
        return (list, nav, window)
    }

    @Test func theViewIsATableWhoseDataSourceAndDelegateAreTheController() {
        let list = ListController(style: .insetGrouped)
        #expect(list.view === list.tableView)
        #expect(list.tableView.style == .insetGrouped)
        #expect(list.tableView.dataSource === list)
        #expect(list.tableView.delegate === list)
        #expect(list.clearsSelectionOnViewWillAppear)
    }

    @Test func aTapSelectsTheRowAndPopingBackFadesTheSelectionWithTheTransition() throws {
        let (list, nav, window) = try pushFromRow(2)
        defer { withExtendedLifetime(window) {} }
        let row = IndexPath(row: 2, section: 0)
        #expect(list.selections == [row])
        #expect(nav.viewControllers.count == 2)
        let cell = try #require(list.tableView.cellForRow(at: row))
        #expect(cell.isSelected)
        nav.popViewController(animated: true)
        UIApplication.shared.advance(by: 0.2)
        #expect(list.tableView.indexPathForSelectedRow == nil)
        let fading = cell.selectedBackgroundView?.layer.presentation()?.opacity ?? -1
        #expect(fading > 0.05 && fading < 0.95)
        UIApplication.shared.runUntilIdle()
        #expect(cell.selectedBackgroundView?.alpha == 0)
        #expect(!cell.isSelected)
    }

    @Test func aCancelledInteractivePopLeavesTheRowSelected() throws {
        let (list, nav, window) = try pushFromRow(3)
        let row = IndexPath(row: 3, section: 0)
        window.simulateEdgeSwipe(edge: .left, distance: 60, duration: 1.0)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(nav.viewControllers.count == 2)
        #expect(list.tableView.indexPathForSelectedRow == row)
        #expect(list.tableView.cellForRow(at: row)?.isSelected == true)
        // A full pop afterwards clears it.
        nav.popViewController(animated: true)
        #expect(UIApplication.shared.runUntilIdle())
        #expect(list.tableView.indexPathForSelectedRow == nil)
        #expect(list.tableView.cellForRow(at: row)?.isSelected == false)
    }
}
