import ViewKit

/// A design system's catalog: its entries, declared in Swift next to their classes.
public struct Catalog: Sendable {
    public var entries: [CatalogEntry]
    /// What variants are drawn over, resolved for each environment's appearance, so a
    /// component shows as it would on a screen (screens paint their own backgrounds).
    public var background: Color

    /// A catalog of `entries` drawn over `background`.
    public init(_ entries: [CatalogEntry], background: Color = .systemBackground) {
        self.entries = entries
        self.background = background
    }

    /// The entries' groups in order of first appearance.
    public var groups: [String] {
        var seen: [String] = []
        for entry in entries where !seen.contains(entry.group) { seen.append(entry.group) }
        return seen
    }
}
