import CatalogSnapshotTesting
import Testing
import TeamComponents
import ViewKit

/// The team's catalog, checked as the design system's is: every variant in every default
/// environment against its reference under this package's `Snapshots/Catalogs/TeamComponents/`.
@Suite struct TeamCatalogTests {
    @Test func everyVariantMatchesItsReference() {
        assertCatalogSnapshots(of: TeamCatalog.catalog)
    }

    @Test func hidingTheNoteNarrowsTheTag() throws {
        let renderer = try CatalogRenderer(renderer: Renderer())
        let items = TeamCatalog.catalog.items(in: .default).filter { $0.environment.name == "light-ja-L-2x" }
        let sizes = try items.map { try renderer.render($0).image.size }
        #expect(items.map(\.variant.name) == ["default", "large", "no-tax-note"])
        #expect(sizes[2].width < sizes[0].width)
        #expect(sizes[1].width > sizes[0].width)
    }

    @Test func amountsAreGroupedByThousands() {
        let tag = PriceTag()
        tag.amount = 1_234_567
        #expect(tag.formattedAmount == "¥1,234,567")
        tag.amount = 980
        #expect(tag.formattedAmount == "¥980")
    }
}
