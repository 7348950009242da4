import Foundation

extension NSDiffableDataSourceSnapshot {
    // MARK: Items

    /// Appends items to `sectionIdentifier` (nil: the last section). Items already in the snapshot
    /// move here; with no section, or an unknown one, stops with UIKit's message.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType],
        toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard !sections.isEmpty else {
            preconditionFailure(
                "There are currently no sections in the data source. Please add a section first.")
        }
        checkUnique(identifiers)
        let target = sectionIdentifier ?? sections[sections.count - 1]
        guard sectionIndex[target] != nil else { notFound("section") }
        removeExisting(identifiers)
        let s = sectionIndex[target]!
        items[s].append(contentsOf: identifiers)
        for item in identifiers { itemSection[item] = target }
    }

    /// Inserts items just before `beforeIdentifier`, in its section.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insert(identifiers, at: beforeIdentifier, after: false)
    }

    /// Inserts items just after `afterIdentifier`, in its section.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
    ) {
        insert(identifiers, at: afterIdentifier, after: true)
    }

    /// Removes the items; identifiers not in the snapshot are ignored, as in UIKit.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        removeExisting(identifiers)
    }

    /// Removes every section and item.
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves the item to just before `toIdentifier` (into its section).
    public mutating func moveItem(
        _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
    ) {
        move(identifier, to: toIdentifier, after: false)
    }

    /// Moves the item to just after `toIdentifier` (into its section).
    public mutating func moveItem(
        _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
    ) {
        move(identifier, to: toIdentifier, after: true)
    }

    /// Marks items whose cells are made again when the snapshot is applied (the row is replaced,
    /// as `reloadRows(at:with:)`); stops with UIKit's message for an item not in the snapshot.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers where itemSection[item] == nil {
            preconditionFailure(
                "Attempted to reload item identifier that does not exist in the snapshot: "
                    + Self.describe(item))
        }
        Self.mark(identifiers, in: &reloadedItems)
    }

    /// Marks items whose existing cells are configured again in place when the snapshot is
    /// applied (iOS 15); stops with UIKit's message for an item not in the snapshot.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers where itemSection[item] == nil {
            preconditionFailure(
                "Attempted to reconfigure item identifier that does not exist in the snapshot: "
                    + Self.describe(item))
        }
        Self.mark(identifiers, in: &reconfiguredItems)
    }

    // MARK: Sections

    /// Appends empty sections at the end; a section already in the snapshot stops with UIKit's
    /// message.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }

    /// Inserts empty sections just before `toIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard let s = sectionIndex[toIdentifier] else { notFound("insertIndex") }
        insertSections(identifiers, at: s)
    }

    /// Inserts empty sections just after `toIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        guard let s = sectionIndex[toIdentifier] else { notFound("insertIndex") }
        insertSections(identifiers, at: s + 1)
    }

    /// Removes the sections and their items; unknown sections are ignored, as in UIKit.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers)
        guard sections.contains(where: gone.contains) else { return }
        var keptSections: [Section] = []
        var keptItems: [[Item]] = []
        for (s, section) in sections.enumerated() {
            if gone.contains(section) {
                for item in items[s] { itemSection[item] = nil }
            } else {
                keptSections.append(section)
                keptItems.append(items[s])
            }
        }
        sections = keptSections
        items = keptItems
        reindexSections()
    }

    /// Moves the section (with its items) to just before `toIdentifier`.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves the section (with its items) to just after `toIdentifier`.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, after: true)
    }

    /// Marks sections whose rows are all made again when the snapshot is applied; stops with
    /// UIKit's message for a section not in the snapshot.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers where sectionIndex[section] == nil {
            preconditionFailure(
                "Attempted to reload section identifier that does not exist in the snapshot: "
                    + Self.describe(section))
        }
        Self.mark(identifiers, in: &reloadedSections)
    }

    // MARK: Helpers

    private mutating func insert(_ identifiers: [Item], at destination: Item, after: Bool) {
        checkUnique(identifiers)
        if identifiers.contains(destination) {
            preconditionFailure(
                "Invalid update: destination for insertion operation [\(Self.describe(destination))] "
                    + "is in the insertion identifier list for update")
        }
        guard itemSection[destination] != nil else { notFound("section") }
        removeExisting(identifiers)
        let section = itemSection[destination]!
        let s = sectionIndex[section]!
        let at = items[s].firstIndex(of: destination)! + (after ? 1 : 0)
        items[s].insert(contentsOf: identifiers, at: at)
        for item in identifiers { itemSection[item] = section }
    }

    private mutating func move(_ identifier: Item, to destination: Item, after: Bool) {
        guard itemSection[identifier] != nil else { notFound("fromIndex") }
        guard itemSection[destination] != nil else { notFound("toIndex") }
        if identifier == destination {
            preconditionFailure(
                "Invalid update: destination for move operation [\(Self.describe(destination))] "
                    + "is the same as the source")
        }
        insert([identifier], at: destination, after: after)
    }

    private mutating func moveSection(_ identifier: Section, to destination: Section, after: Bool) {
        guard let from = sectionIndex[identifier] else { notFound("fromSection") }
        guard sectionIndex[destination] != nil else { notFound("toSection") }
        if identifier == destination {
            preconditionFailure(
                "Invalid update: destination for section move is the same as the source "
                    + "[\(Self.describe(destination))]")
        }
        let moving = items.remove(at: from)
        sections.remove(at: from)
        reindexSections()
        let at = sectionIndex[destination]! + (after ? 1 : 0)
        sections.insert(identifier, at: at)
        items.insert(moving, at: at)
        reindexSections()
    }

    private mutating func insertSections(_ identifiers: [Section], at index: Int) {
        let existing = identifiers.filter { sectionIndex[$0] != nil }
        if !existing.isEmpty {
            let one = existing.count == 1
            preconditionFailure(
                "Diffable data source detected an attempt to insert or append \(existing.count) "
                    + "section identifier\(one ? "" : "s") that already exist\(one ? "s" : "") in "
                    + "the snapshot. Identifiers in a snapshot must be unique. Section identifier"
                    + "\(one ? "" : "s") that already exist\(one ? "s" : ""): "
                    + Self.describeList(existing))
        }
        var seen = Set<Section>()
        let repeated = identifiers.filter { !seen.insert($0).inserted }
        if !repeated.isEmpty {
            preconditionFailure(
                "Fatal: supplied section identifiers are not unique. Duplicate identifiers: "
                    + Self.describeSet(repeated))
        }
        sections.insert(contentsOf: identifiers, at: index)
        items.insert(contentsOf: [[Item]](repeating: [], count: identifiers.count), at: index)
        reindexSections()
    }

    private mutating func reindexSections() {
        sectionIndex.removeAll(keepingCapacity: true)
        for (s, section) in sections.enumerated() { sectionIndex[section] = s }
    }

    /// Takes items that are already in the snapshot out of their sections.
    private mutating func removeExisting(_ identifiers: [Item]) {
        var bySection: [Int: Set<Item>] = [:]
        for item in identifiers {
            guard let section = itemSection.removeValue(forKey: item) else { continue }
            bySection[sectionIndex[section]!, default: []].insert(item)
        }
        for (s, gone) in bySection {
            if gone.count == 1, let only = gone.first, let i = items[s].firstIndex(of: only) {
                items[s].remove(at: i)
            } else {
                items[s].removeAll { gone.contains($0) }
            }
        }
    }

    /// Stops with UIKit's message when an identifier appears twice in one call.
    private func checkUnique(_ identifiers: [Item]) {
        var seen = Set<Item>(minimumCapacity: identifiers.count)
        var repeated: [Item] = []
        for item in identifiers where !seen.insert(item).inserted { repeated.append(item) }
        guard repeated.isEmpty else {
            preconditionFailure(
                "Fatal: supplied item identifiers are not unique. Duplicate identifiers: "
                    + Self.describeSet(repeated))
        }
    }

    private func notFound(_ what: String) -> Never {
        preconditionFailure("Invalid parameter not satisfying: \(what) != NSNotFound")
    }

    private static func mark<T: Hashable>(_ identifiers: [T], in list: inout [T]) {
        var seen = Set(list)
        for id in identifiers where seen.insert(id).inserted { list.append(id) }
    }

    /// An identifier as Foundation's collections print it: a string bare, anything else as Swift
    /// reflects it (`Module.Type(field: value)`).
    static func describe(_ value: some Hashable) -> String {
        if let string = value as? String { return string }
        return String(reflecting: value)
    }

    /// A set of identifiers as `NSSet` prints it: `{(`, one indented line each, `)}`.
    static func describeSet<T: Hashable>(_ values: [T]) -> String {
        var seen = Set<T>()
        let lines = values.filter { seen.insert($0).inserted }.map { "    " + describe($0) }
        return "{(\n" + lines.joined(separator: ",\n") + "\n)}"
    }

    /// A list of identifiers as `NSArray` prints it: `(`, one indented line each, `)`.
    static func describeList<T: Hashable>(_ values: [T]) -> String {
        "(\n" + values.map { "    " + describe($0) }.joined(separator: ",\n") + "\n)"
    }
}
