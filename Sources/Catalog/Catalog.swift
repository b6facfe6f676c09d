/// A design system's catalog: its entries, declared in Swift next to their classes.
public struct Catalog: Sendable {
    /// The catalog's name: the gallery's title and the folder of its references in the
    /// snapshot store (`Snapshots/Catalogs/<name>/`).
    public var name: String
    public var entries: [CatalogEntry]
    /// What variants are drawn over, resolved for each environment's appearance, so a
    /// component shows as it would on a screen (screens paint their own backgrounds).
    public var background: UIColor

    /// A catalog named `name` of `entries`, drawn over `background`.
    public init(name: String, entries: [CatalogEntry], background: UIColor = .systemBackground) {
        self.name = name
        self.entries = entries
        self.background = background
    }

    /// The entries' groups in order of first appearance.
    public var groups: [String] {
        var seen: [String] = []
        for entry in entries where !seen.contains(entry.group) { seen.append(entry.group) }
        return seen
    }

    /// Every variant of every entry in every environment of `matrix` that `filter` selects,
    /// resolved once, in a fixed order: catalog order, then the matrix's. A variant pinned
    /// to one device renders once per environment of traits, not once per device.
    public func items(in matrix: EnvironmentMatrix, filter: CatalogFilter = CatalogFilter(nil)) -> [CatalogItem] {
        var items: [CatalogItem] = []
        // Each kind's environments, made once and only for an entry with a variant the filter
        // keeps (a filtered render, and each of its workers, plans a few entries of many).
        var environmentsByKind: [CatalogEntry.Kind: [RenderEnvironment]] = [:]
        for entry in entries {
            for variant in entry.variants where filter.matches(entry: entry.name, group: entry.group, variant: variant.name) {
                let environments = environmentsByKind[entry.kind] ?? matrix.environments(for: entry.kind)
                environmentsByKind[entry.kind] = environments
                // A variant may render several of them alike (a screen on its own device): one image.
                var seen = Set<String>()
                for environment in environments {
                    let item = CatalogItem(entry: entry, variant: variant, environment: environment)
                    if seen.insert(item.environment.name).inserted { items.append(item) }
                }
            }
        }
        return items
    }

    /// The group of the entry named `entryName`, if the catalog has one.
    public func group(ofEntry entryName: String) -> String? {
        entries.first { $0.name == entryName }?.group
    }
}
