import Catalog
import ViewKit

extension PriceTag {
    /// The price tag in the team's catalog.
    public static var catalogEntry: CatalogEntry {
        .component(PriceTag.self, group: "Commerce", variants: [
            .component(PriceTag.self, "default"),
            .component(PriceTag.self, "large") { $0.amount = 1_234_567 },
            .component(PriceTag.self, "no-tax-note") { $0.showsTaxNote = false },
        ])
    }
}

/// The team's catalog.
public enum TeamCatalog {
    public static var catalog: Catalog { Catalog(name: "TeamComponents", entries: [PriceTag.catalogEntry]) }
}
