import Foundation

@_spi(Testing) @testable import OpenUIKit

/// A list an app would put under a large title: a table of `rows` rows of 44 pt.
@MainActor
final class LargeTitleList: UITableViewController {
    var rows = 60
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A navigation controller whose bar prefers large titles, with a "Mailboxes" list at its root,
/// in a window, settled.
@MainActor
func makeLargeTitleStack() -> (UINavigationController, LargeTitleList, UIWindow) {
    let list = LargeTitleList(style: .plain)
    list.title = "Mailboxes"
    let nav = UINavigationController(rootViewController: list)
    nav.navigationBar.prefersLargeTitles = true
    let w = makeWindow(root: nav)
    UIApplication.shared.runUntilIdle()
    return (nav, list, w)
}

extension UINavigationBar {
    /// The large title's line box in the bar's coordinates, as shown now.
    var largeTitleFrameInBar: CGRect {
        let l = largeTitleLabel.layer.presentation() ?? largeTitleLabel.layer
        let v = largeTitleView.layer.presentation() ?? largeTitleView.layer
        return CGRect(
            x: v.frame.minX + l.frame.minX, y: v.frame.minY + l.frame.minY,
            width: l.frame.width, height: l.frame.height)
    }
    /// The bar's height as shown now.
    var shownHeight: CGFloat { (layer.presentation() ?? layer).bounds.height }
}
