import Foundation

/// The sections and items of a list at one moment, named by identifiers, as UIKit's
/// `NSDiffableDataSourceSnapshot`.
///
/// Sections and items are kept in order; an item belongs to one section. Appending or inserting
/// an item that is already in the snapshot moves it there (UIKit since iOS 15); an identifier
/// repeated in one call, a section appended twice, an unknown destination or a reload of
/// something that is not there stop with UIKit's messages (Docs/Behaviour-lists.md, "Diffable
/// data sources"). Lookups of an item's section cost O(1), an item's index O(items in sections
/// before it).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable
where
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
{
    typealias Section = SectionIdentifierType
    typealias Item = ItemIdentifierType

    var sections: [Section] = []
    /// The items of each section, in the order of `sections`.
    var items: [[Item]] = []
    var sectionIndex: [Section: Int] = [:]
    var itemSection: [Item: Section] = [:]
    var reloadedSections: [Section] = []
    var reloadedItems: [Item] = []
    var reconfiguredItems: [Item] = []

    /// An empty snapshot: no sections, no items.
    public init() {}

    // MARK: Reading

    /// The number of items in every section.
    public var numberOfItems: Int { itemSection.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// The items of every section, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }
    /// The sections marked by `reloadSections(_:)` since the snapshot was made.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }
    /// The items marked by `reloadItems(_:)` since the snapshot was made.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
    /// The items marked by `reconfigureItems(_:)` since the snapshot was made.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    /// The number of items in `identifier`; stops with UIKit's message for an unknown section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        items[existingSection(identifier)].count
    }

    /// The items of `identifier`, in order; stops with UIKit's message for an unknown section.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType)
        -> [ItemIdentifierType]
    {
        items[existingSection(identifier)]
    }

    /// The section holding `identifier`, nil when the item is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
        -> SectionIdentifierType?
    {
        itemSection[identifier]
    }

    /// The item's index counted across the sections, nil when it is not in the snapshot.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = itemSection[identifier], let s = sectionIndex[section] else {
            return nil
        }
        let before = items[..<s].reduce(0) { $0 + $1.count }
        return items[s].firstIndex(of: identifier).map { before + $0 }
    }

    /// The section's index, nil when it is not in the snapshot.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndex[identifier]
    }

    func existingSection(_ identifier: Section) -> Int {
        guard let s = sectionIndex[identifier] else {
            preconditionFailure(
                "Section identifier was not found. You can verify the section exists by calling "
                    + "the indexOfSectionIdentifier API (which has O(1) performance)")
        }
        return s
    }
}
