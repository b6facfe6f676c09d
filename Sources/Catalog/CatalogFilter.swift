/// Which variants a `--filter TEXT` selects: those whose group, component or variant name
/// contains the text, ignoring case. An empty or missing text selects everything.
public struct CatalogFilter: Sendable {
    private let needle: String

    public init(_ text: String?) {
        needle = (text ?? "").lowercased()
    }

    /// Whether the filter selects everything.
    public var selectsEverything: Bool { needle.isEmpty }

    /// Whether `variant` of the component `entry` in `group` is selected.
    public func matches(entry: String, group: String, variant: String) -> Bool {
        needle.isEmpty || entry.lowercased().contains(needle) || variant.lowercased().contains(needle) || group.lowercased().contains(needle)
    }

    /// The same, for a component known only by name: its group comes from `catalog`.
    public func matches(entry: String, variant: String, in catalog: Catalog) -> Bool {
        matches(entry: entry, group: catalog.group(ofEntry: entry) ?? "", variant: variant)
    }
}
