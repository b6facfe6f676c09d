import Foundation

/// The sections and items a diffable data source shows, UIKit's
/// `NSDiffableDataSourceSnapshot`: ordered section identifiers, each with its ordered item
/// identifiers, every identifier unique. Table and collection views show it the same way.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    @unchecked Sendable {
    private var sections: [SectionIdentifierType] = []
    private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// The sections marked for reloading.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    /// The items marked for reloading.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked for reconfiguring.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in every section.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { items[$0] ?? [] } }

    /// The number of items in `identifier`'s section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { items[identifier]?.count ?? 0 }
    /// The items of `identifier`'s section, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { items[identifier] ?? [] }
    /// The section holding `identifier`.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? { sectionOfItem[identifier] }
    /// The position of `identifier` among all items.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    /// The position of `identifier` among the sections.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insert(sections: identifiers, at: sections.count)
    }

    /// Inserts sections before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insert(sections: identifiers, at: requireSection(toIdentifier))
    }

    /// Inserts sections after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insert(sections: identifiers, at: requireSection(toIdentifier) + 1)
    }

    /// Deletes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            for item in items[identifier] ?? [] { sectionOfItem[item] = nil }
            items[identifier] = nil
            sections.removeAll { $0 == identifier }
        }
    }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        _ = requireSection(identifier)
        sections.removeAll { $0 == identifier }
        sections.insert(identifier, at: requireSection(toIdentifier))
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        _ = requireSection(identifier)
        sections.removeAll { $0 == identifier }
        sections.insert(identifier, at: requireSection(toIdentifier) + 1)
    }

    /// Marks sections to be reloaded.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { _ = requireSection(identifier) }
        reloadedSectionIdentifiers.append(contentsOf: identifiers)
    }

    // MARK: Items

    /// Adds items at the end of `sectionIdentifier` (the last section when nil).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? sections.last else {
            fatalError("There are currently no sections in the data source. Please add a section first: call appendSections(_:) "
                + "before appendItems(_:toSection:).")
        }
        _ = requireSection(section)
        insert(items: identifiers, into: section, at: items[section]?.count ?? 0)
    }

    /// Inserts items before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let (section, index) = requireItem(beforeIdentifier)
        insert(items: identifiers, into: section, at: index)
    }

    /// Inserts items after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let (section, index) = requireItem(afterIdentifier)
        insert(items: identifiers, into: section, at: index + 1)
    }

    /// Deletes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            guard let section = sectionOfItem[identifier] else { continue }
            items[section]?.removeAll { $0 == identifier }
            sectionOfItem[identifier] = nil
        }
    }

    /// Deletes every item and section.
    public mutating func deleteAllItems() {
        sections.removeAll()
        items.removeAll()
        sectionOfItem.removeAll()
    }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        _ = requireItem(identifier)
        deleteItems([identifier])
        insertItems([identifier], beforeItem: toIdentifier)
    }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        _ = requireItem(identifier)
        deleteItems([identifier])
        insertItems([identifier], afterItem: toIdentifier)
    }

    /// Marks items to be reloaded.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = requireItem(identifier) }
        reloadedItemIdentifiers.append(contentsOf: identifiers)
    }

    /// Marks items to be reconfigured.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = requireItem(identifier) }
        reconfiguredItemIdentifiers.append(contentsOf: identifiers)
    }

    // MARK: Checks

    private mutating func insert(sections identifiers: [SectionIdentifierType], at index: Int) {
        for identifier in identifiers where sections.contains(identifier) || identifiers.filter({ $0 == identifier }).count > 1 {
            fatalError("Supplied section identifiers are not unique: \(identifier) is already in the snapshot. Give every section "
                + "a different identifier.")
        }
        sections.insert(contentsOf: identifiers, at: index)
        for identifier in identifiers { items[identifier] = [] }
    }

    private mutating func insert(items identifiers: [ItemIdentifierType], into section: SectionIdentifierType, at index: Int) {
        var seen = Set<ItemIdentifierType>()
        for identifier in identifiers where sectionOfItem[identifier] != nil || !seen.insert(identifier).inserted {
            fatalError("Supplied item identifiers are not unique: \(identifier) is already in the snapshot. Give every item a "
                + "different identifier (an id property, say).")
        }
        items[section, default: []].insert(contentsOf: identifiers, at: index)
        for identifier in identifiers { sectionOfItem[identifier] = section }
    }

    private func requireSection(_ identifier: SectionIdentifierType) -> Int {
        guard let index = sections.firstIndex(of: identifier) else {
            fatalError("Invalid section identifier \(identifier): it is not in the snapshot. Append it with appendSections(_:) first.")
        }
        return index
    }

    private func requireItem(_ identifier: ItemIdentifierType) -> (SectionIdentifierType, Int) {
        guard let section = sectionOfItem[identifier], let index = items[section]?.firstIndex(of: identifier) else {
            fatalError("Invalid item identifier \(identifier): it is not in the snapshot. Append it with appendItems(_:toSection:) first.")
        }
        return (section, index)
    }
}
