import Foundation

/// A table's data source that takes its sections and rows from snapshots, as UIKit's
/// `UITableViewDiffableDataSource`.
///
/// It makes itself the table's `dataSource`; `apply(_:animatingDifferences:completion:)` compares
/// the new snapshot with the current one by identifier and hands the differences (sections and
/// rows deleted, inserted, moved and reloaded) to the table's batch updates, so rows that stay
/// keep their cells and slide, new ones fade in and gone ones fade out over 0.3 s
/// (Docs/Behaviour-lists.md, "Diffable data sources"). Subclass it to give section titles
/// (`tableView(_:titleForHeaderInSection:)`), as in UIKit.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
    UITableViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// Makes the cell for an item at an index path, usually from
    /// `dequeueReusableCell(withIdentifier:for:)`.
    public typealias CellProvider =
        (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// How rows come and go when a snapshot is applied with animation. Default `.automatic`
    /// (a fade here).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Creates a data source for `tableView` (which it becomes the data source of) that makes
    /// cells with `cellProvider`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Makes `snapshot` the table's content: the differences from the current snapshot are
    /// animated through the table's batch updates when `animatingDifferences` (with
    /// `defaultRowAnimation`), applied at once otherwise; `completion` runs when they end.
    /// Before the table has loaded its rows, the snapshot is simply what it loads.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        let old = current
        current = snapshot.withoutMarks
        guard let tableView, !tableView.needsReload else {
            completion?()
            return
        }
        let changes = SnapshotDifference.changes(from: old, to: snapshot)
        tableView.apply(
            changes, animation: animatingDifferences ? defaultRowAnimation : .none,
            completion: completion)
    }

    /// Makes `snapshot` the table's content with `reloadData()`, animating nothing.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        current = snapshot.withoutMarks
        tableView?.reloadData()
        completion?()
    }

    /// A copy of the current snapshot, to edit and apply.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    {
        current
    }

    /// The item at `indexPath`, nil when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(at: indexPath)
    }

    /// Where the item is, nil when it is not in the current snapshot.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    /// The section at `index`, nil when there is none.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.section(at: index)
    }

    /// The index of the section, nil when it is not in the current snapshot.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.sectionIndex[sectionIdentifier]
    }

    // MARK: UITableViewDataSource

    /// The current snapshot's number of sections.
    open func numberOfSections(in tableView: UITableView) -> Int {
        current.sections.count
    }

    /// The current snapshot's number of items in `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.count(inSection: section)
    }

    /// The cell provider's cell for the item at `indexPath`; a nil cell stops with UIKit's
    /// message.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        guard let item = itemIdentifier(for: indexPath),
            let cell = cellProvider(tableView, indexPath, item)
        else {
            preconditionFailure(
                "UITableView dataSource returned a nil cell for row at index path: "
                    + "<NSIndexPath> {length = 2, path = \(indexPath.section) - "
                    + "\(indexPath.row)}")
        }
        return cell
    }

    /// No header title by default; subclasses give one.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
        -> String?
    { nil }

    /// No footer title by default; subclasses give one.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
        -> String?
    { nil }

    /// Whether the row can be reordered: false unless a subclass says otherwise, as UIKit's.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        false
    }

    /// Moves the item in the current snapshot to where the user dropped it (the table has
    /// already moved the row); subclasses that override it call `super` to keep the snapshot
    /// in step.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        guard let item = itemIdentifier(for: sourceIndexPath),
            let section = sectionIdentifier(for: destinationIndexPath.section)
        else { return }
        let others = current.itemIdentifiers(inSection: section).filter { $0 != item }
        if destinationIndexPath.row < others.count {
            current.moveItem(item, beforeItem: others[destinationIndexPath.row])
        } else if let last = others.last {
            current.moveItem(item, afterItem: last)
        }
    }
}
