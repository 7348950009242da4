import Foundation

/// What a reordering by the user changed in a diffable data source, as UIKit's
/// `NSDiffableDataSourceTransaction`: the snapshot before and after, and the difference
/// between their items.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// The snapshot before the reordering.
    public let initialSnapshot:
        NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after it: the data source's from now on.
    public let finalSnapshot:
        NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The removals and insertions that turn the initial snapshot's items (all sections, in
    /// order) into the final one's.
    public let difference: CollectionDifference<ItemIdentifierType>

    init(
        initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers)
    }
}
