import CatalogSnapshotTesting
import DesignSystem
import Testing

/// Every variant of the design system's catalog, in every default environment (light and
/// dark, ja and en, @2x), against its reference under `Snapshots/Catalogs/DesignSystem/`,
/// and no reference left over from a variant that is gone. A new variant is covered as soon
/// as it is declared.
@MainActor
@Suite("Design system catalog snapshots")
struct CatalogSnapshotTests {
    @Test("Every variant matches its reference, and every reference has its variant")
    func catalog() {
        assertCatalogSnapshots(of: DesignSystemCatalog.catalog)
    }
}
