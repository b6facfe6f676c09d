/// A design system's catalog: its entries, declared in Swift next to their classes.
public struct Catalog: Sendable {
    public var entries: [CatalogEntry]

    public init(_ entries: [CatalogEntry]) {
        self.entries = entries
    }

    /// The entries' groups in order of first appearance.
    public var groups: [String] {
        var seen: [String] = []
        for entry in entries where !seen.contains(entry.group) { seen.append(entry.group) }
        return seen
    }
}
