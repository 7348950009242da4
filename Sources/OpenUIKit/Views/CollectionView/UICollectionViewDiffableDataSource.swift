import Foundation

/// A collection view's data source that takes its sections and items from snapshots, as UIKit's
/// `UICollectionViewDiffableDataSource`.
///
/// It makes itself the collection view's `dataSource`; `apply(_:animatingDifferences:completion:)`
/// compares the new snapshot with the current one by identifier (the table's comparison,
/// `Engine/Diffable/SnapshotDifference.swift`) and hands the differences to the collection
/// view's batch updates: items and sections that stay keep their views and move, new ones fade
/// in, gone ones fade out (Docs/Behaviour-lists.md, "Diffable data sources").
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
    UICollectionViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// Makes the cell for an item, usually with `dequeueConfiguredReusableCell(using:for:item:)`.
    public typealias CellProvider =
        (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view (a header or footer) of a kind for an index path.
    public typealias SupplementaryViewProvider =
        (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Makes the supplementary views the layout asks for; nil (the default) stops with UIKit's
    /// message when the layout has supplementary items.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// The closures that let the user reorder items (an interactive movement) and hear about
    /// it, as UIKit's `UICollectionViewDiffableDataSource.ReorderingHandlers`.
    public struct ReorderingHandlers {
        /// Whether an item may be moved. Nil (the default): no item may.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called before the data source takes the new order.
        public var willReorder:
            ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after the data source took the new order (its `snapshot()` is the
        /// transaction's `finalSnapshot`).
        public var didReorder:
            ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Handlers that allow no reordering.
        public init() {}
    }

    /// How the user may reorder items. Default: not at all.
    open var reorderingHandlers = ReorderingHandlers()

    /// Creates a data source for `collectionView` (which it becomes the data source of) that
    /// makes cells with `cellProvider`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Makes `snapshot` the collection view's content: the differences from the current snapshot
    /// are animated through batch updates when `animatingDifferences`, applied at once otherwise;
    /// `completion` runs when they end. Before the view has loaded its items, the snapshot is
    /// simply what it loads.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        let old = current
        current = snapshot.withoutMarks
        guard let collectionView, !collectionView.needsReload else {
            completion?()
            return
        }
        let changes = SnapshotDifference.changes(from: old, to: snapshot)
        let batch = {
            collectionView.performBatchUpdates {
                collectionView.deleteSections(IndexSet(changes.deletedSections))
                collectionView.insertSections(IndexSet(changes.insertedSections))
                collectionView.reloadSections(IndexSet(changes.reloadedSections))
                for move in changes.movedSections {
                    collectionView.moveSection(move.from, toSection: move.to)
                }
                collectionView.deleteItems(at: changes.deletedItems)
                collectionView.insertItems(at: changes.insertedItems)
                for move in changes.movedItems {
                    collectionView.moveItem(at: move.from, to: move.to)
                }
                collectionView.reloadItems(at: changes.reloadedItems)
            } completion: { _ in
                self.reconfigure(changes.reconfiguredItems)
                completion?()
            }
        }
        if animatingDifferences {
            batch()
        } else {
            UIView.performWithoutAnimation(batch)
        }
    }

    /// Makes `snapshot` the collection view's content with `reloadData()`, animating nothing.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        current = snapshot.withoutMarks
        collectionView?.reloadData()
        completion?()
    }

    /// Runs the cell provider again for the visible cells of `indexPaths` (iOS 15's
    /// reconfiguration: the same cell, configured again).
    private func reconfigure(_ indexPaths: [IndexPath]) {
        guard let collectionView else { return }
        for indexPath in indexPaths where collectionView.cellForItem(at: indexPath) != nil {
            collectionView.reloadItems(at: [indexPath])
        }
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

    // MARK: UICollectionViewDataSource

    /// The current snapshot's number of sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        current.sections.count
    }

    /// The current snapshot's number of items in `section`.
    open func collectionView(
        _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
        current.count(inSection: section)
    }

    /// The cell provider's cell for the item at `indexPath`; a nil cell stops with UIKit's
    /// message.
    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath),
            let cell = cellProvider(collectionView, indexPath, item)
        else {
            preconditionFailure(
                "UICollectionView dataSource returned a nil cell for item at index path: "
                    + "<NSIndexPath> {length = 2, path = \(indexPath.section) - "
                    + "\(indexPath.item)}")
        }
        return cell
    }

    /// Whether the item may move: `reorderingHandlers.canReorderItem`'s answer, false without it.
    open func collectionView(
        _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    ) -> Bool {
        guard let item = itemIdentifier(for: indexPath) else { return false }
        return reorderingHandlers.canReorderItem?(item) ?? false
    }

    /// Takes an interactive move into the current snapshot, between `willReorder` and
    /// `didReorder`.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        guard let item = current.item(at: sourceIndexPath),
            let section = current.section(at: destinationIndexPath.section)
        else { return }
        var next = current
        next.deleteItems([item])
        let items = next.itemIdentifiers(inSection: section)
        if destinationIndexPath.item < items.count {
            next.insertItems([item], beforeItem: items[destinationIndexPath.item])
        } else {
            next.appendItems([item], toSection: section)
        }
        let transaction = NSDiffableDataSourceTransaction(
            initial: current, final: next.withoutMarks)
        reorderingHandlers.willReorder?(transaction)
        current = transaction.finalSnapshot
        reorderingHandlers.didReorder?(transaction)
    }

    /// The supplementary view provider's view; without a provider (or a nil view), UIKit's
    /// message.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            UICollectionView.noSupplementaryView(kind, at: indexPath)
        }
        return view
    }
}
