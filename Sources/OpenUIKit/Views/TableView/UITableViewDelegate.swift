import Foundation

/// Sizes a table's rows, headers and footers and hears about display and selection, as UIKit's
/// `UITableViewDelegate` (which refines `UIScrollViewDelegate`).
///
/// Every method is optional: the protocol extension supplies UIKit's defaults (the table's
/// `rowHeight`, `estimatedRowHeight`, `sectionHeaderHeight` and `sectionFooterHeight`; no header
/// or footer views; select and highlight every row). A tap on a row calls, in UIKit's order,
/// `shouldHighlightRowAt` and `didHighlightRowAt` on touch down, `didUnhighlightRowAt`,
/// `willSelectRowAt`, `willDeselectRowAt`/`didDeselectRowAt` for the row selected before, then
/// `didSelectRowAt` on touch up (Docs/Behaviour-lists.md).
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of the row at `indexPath`, in points; `UITableView.automaticDimension` sizes
    /// the cell through Auto Layout. Default `tableView.rowHeight`.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// An estimate of the row's height, in points, used until the row comes into view. Default
    /// `tableView.estimatedRowHeight`.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
        -> CGFloat
    /// The height of `section`'s header, in points. Default `tableView.sectionHeaderHeight`.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer, in points. Default `tableView.sectionFooterHeight`.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// A view for `section`'s header (it replaces the title). Default nil.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// A view for `section`'s footer (it replaces the title). Default nil.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// `cell` is about to come into view at `indexPath` (its frame is set).
    func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// `cell` left the view (it goes to the reuse queue next).
    func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
        forRowAt indexPath: IndexPath)
    /// Whether a touch on the row highlights it (and so may select it). Default true.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row was highlighted by a touch.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight was removed.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row the user's tap selects: `indexPath`, another, or nil for none. Default
    /// `indexPath`.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The row the user's tap deselects: `indexPath`, another, or nil for none. Default
    /// `indexPath`.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
        -> IndexPath?
    /// The user's tap deselected the row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// Where a row being reordered goes when the user's drag proposes
    /// `proposedDestinationIndexPath` (`sourceIndexPath` is where the drag started). Default
    /// the proposed index path.
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
        -> CGFloat
    { tableView.rowHeight }
    public func tableView(
        _ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath
    ) -> CGFloat { tableView.estimatedRowHeight }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
        -> CGFloat
    { tableView.sectionHeaderHeight }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
        -> CGFloat
    { tableView.sectionFooterHeight }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
        -> UIView?
    { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int)
        -> UIView?
    { nil }
    public func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
        forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
        -> Bool
    { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
        -> IndexPath?
    { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
        -> IndexPath?
    { indexPath }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
}
