import Foundation

/// Supplies a table's sections, rows and cells, as UIKit's `UITableViewDataSource`.
///
/// The two row methods are required; the protocol extension supplies UIKit's defaults for the
/// rest (one section, no header or footer titles). The table asks `numberOfSections(in:)`, then
/// `tableView(_:numberOfRowsInSection:)` for each section, when it (re)loads, and
/// `tableView(_:cellForRowAt:)` only for rows coming into view.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually from
    /// `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections. Default 1.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header, drawn in the table's style. Default nil (no header).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer. Default nil (no footer).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row shows its reorder control in editing mode (when its cell's
    /// `showsReorderControl`). Default true (UIKit's when `moveRowAt` is implemented, which
    /// Swift cannot see; Docs/Behaviour-lists.md).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user dragged the row at `sourceIndexPath` to `destinationIndexPath` with its reorder
    /// control: update the model (the table has already moved the row). Default: nothing.
    func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
        -> String?
    { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
        -> String?
    { nil }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {}
}
