import Foundation

/// The lookups diffable data sources of tables and collection views answer from the
/// snapshot they show: the item at an index path, where an item is, the section at an
/// index.
extension NSDiffableDataSourceSnapshot {
    /// The item at `indexPath` (section, then row or item).
    package func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, let section = sectionIdentifier(at: indexPath.section) else { return nil }
        let items = itemIdentifiers(inSection: section)
        return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
    }

    /// Where `identifier` is shown.
    package func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionIdentifier(containingItem: identifier), let sectionIndex = indexOfSection(section),
              let position = itemIdentifiers(inSection: section).firstIndex(of: identifier) else { return nil }
        return IndexPath(indexes: [sectionIndex, position])
    }

    /// The section at `index`.
    package func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
    }

    /// The number of items in the section at `index`.
    package func numberOfItems(inSectionAt index: Int) -> Int {
        sectionIdentifier(at: index).map { numberOfItems(inSection: $0) } ?? 0
    }
}
