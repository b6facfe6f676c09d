import Foundation

/// The items of one section as an outline, UIKit's `NSDiffableDataSourceSectionSnapshot`:
/// root items and children in order, each parent expanded or collapsed; a collection view
/// shows the visible items (those whose ancestors are all expanded), each indented by its
/// level.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: @unchecked Sendable {
    private var children: [ItemIdentifierType?: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    /// An empty section snapshot.
    public init() {}

    // MARK: Reading

    /// Every item, depth first.
    public var items: [ItemIdentifierType] { descendants(of: nil, visibleOnly: false) }
    /// The items shown: those whose ancestors are all expanded, depth first.
    public var visibleItems: [ItemIdentifierType] { descendants(of: nil, visibleOnly: true) }
    /// The items without a parent.
    public var rootItems: [ItemIdentifierType] { children[nil] ?? [] }

    /// Whether the snapshot holds `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { parents[item] != nil || rootItems.contains(item) }
    /// Whether `item` is expanded.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    /// Whether `item` is shown (every ancestor expanded).
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = parents[item]
        while let parent = current {
            if !expanded.contains(parent) { return false }
            current = parents[parent]
        }
        return true
    }
    /// How deep `item` is (0 for a root item).
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = parents[item]
        while let parent = current {
            level += 1
            current = parents[parent]
        }
        return level
    }
    /// The position of `item` among all items.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }
    /// The parent of `child`.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }
    /// A snapshot of `parent`'s descendants (with `parent` as root when asked).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var snapshot = NSDiffableDataSourceSectionSnapshot()
        if includingParent { snapshot.append([parent]) }
        copyChildren(of: parent, into: &snapshot, under: includingParent ? parent : nil)
        return snapshot
    }

    // MARK: Changing

    /// Adds `items` at the end of `parent`'s children (the root when nil).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent { requireItem(parent) }
        insert(items, under: parent, at: children[parent]?.count ?? 0)
    }

    /// Adds a snapshot's items under `parent`.
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil) {
        append(snapshot.rootItems, to: parent)
        merge(snapshot, from: nil)
    }

    /// Inserts `items` before `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        requireItem(item)
        let parent = parents[item]
        insert(items, under: parent, at: children[parent]?.firstIndex(of: item) ?? 0)
    }

    /// Inserts `items` after `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        requireItem(item)
        let parent = parents[item]
        insert(items, under: parent, at: (children[parent]?.firstIndex(of: item) ?? -1) + 1)
    }

    /// Deletes `items` and their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            for descendant in descendants(of: item, visibleOnly: false) { forget(descendant) }
            children[parents[item]]?.removeAll { $0 == item }
            forget(item)
        }
    }

    /// Deletes every item.
    public mutating func deleteAll() {
        children.removeAll()
        parents.removeAll()
        expanded.removeAll()
    }

    /// Expands `items` (their children show).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items { requireItem(item) }
        expanded.formUnion(items)
    }

    /// Collapses `items` (their children hide).
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        expanded.subtract(items)
    }

    /// Replaces `parent`'s children with the snapshot's items.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        delete(children[parent] ?? [])
        append(snapshot, to: parent)
    }

    /// A text drawing of the outline, one item per line, indented by level.
    public func visualDescription() -> String {
        items.map { String(repeating: "  ", count: level(of: $0)) + "\($0)" + (isExpanded($0) ? " (expanded)" : "") }.joined(separator: "\n")
    }

    // MARK: Helpers

    private func descendants(of parent: ItemIdentifierType?, visibleOnly: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        for child in children[parent] ?? [] {
            result.append(child)
            if !visibleOnly || expanded.contains(child) { result += descendants(of: child, visibleOnly: visibleOnly) }
        }
        return result
    }

    private mutating func insert(_ items: [ItemIdentifierType], under parent: ItemIdentifierType?, at index: Int) {
        var seen = Set<ItemIdentifierType>()
        for item in items where contains(item) || !seen.insert(item).inserted {
            fatalError("Supplied item identifiers are not unique: \(item) is already in the section snapshot. Give every item a "
                + "different identifier.")
        }
        children[parent, default: []].insert(contentsOf: items, at: min(max(0, index), children[parent]?.count ?? 0))
        if let parent { for item in items { parents[item] = parent } }
    }

    private mutating func forget(_ item: ItemIdentifierType) {
        parents[item] = nil
        children[item] = nil
        expanded.remove(item)
    }

    private mutating func merge(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, from parent: ItemIdentifierType?) {
        for item in parent.map({ snapshot.children[$0] ?? [] }) ?? snapshot.rootItems {
            if snapshot.isExpanded(item) { expanded.insert(item) }
            let grandchildren = snapshot.children[item] ?? []
            if !grandchildren.isEmpty { append(grandchildren, to: item) }
            merge(snapshot, from: item)
        }
    }

    private func copyChildren(of parent: ItemIdentifierType, into snapshot: inout NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                              under newParent: ItemIdentifierType?) {
        for child in children[parent] ?? [] {
            snapshot.append([child], to: newParent)
            if expanded.contains(child) { snapshot.expand([child]) }
            copyChildren(of: child, into: &snapshot, under: child)
        }
    }

    private func requireItem(_ item: ItemIdentifierType) {
        guard contains(item) else {
            fatalError("Invalid item identifier \(item): it is not in the section snapshot. Append it first.")
        }
    }
}
