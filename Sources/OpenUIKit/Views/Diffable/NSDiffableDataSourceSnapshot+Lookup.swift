import Foundation

/// What the diffable data sources of tables and collection views read from their current
/// snapshot.
extension NSDiffableDataSourceSnapshot {
    /// The item at (section, position), nil when there is none.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, items.indices.contains(indexPath[0]),
            items[indexPath[0]].indices.contains(indexPath[1])
        else { return nil }
        return items[indexPath[0]][indexPath[1]]
    }

    /// Where the item is, as (section, position); nil when it is not in the snapshot.
    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        guard let section = itemSection[item], let s = sectionIndex[section],
            let position = items[s].firstIndex(of: item)
        else { return nil }
        return [s, position]
    }

    /// The section at `index`, nil when there is none.
    func section(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// The number of items in section `index` (0 when there is none).
    func count(inSection index: Int) -> Int {
        items.indices.contains(index) ? items[index].count : 0
    }

    /// The snapshot without its reload and reconfigure marks: what a data source keeps once it
    /// applied them, so that applying an edited copy does not reload the same items twice.
    var withoutMarks: Self {
        var copy = self
        copy.reloadedSections = []
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        return copy
    }
}
