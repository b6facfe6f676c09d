import Catalog
import Testing
import TeamComponents
import ViewKit
import ViewSnapshotTesting

/// The team's catalog, walked the same way the design system's is: every variant in every
/// default environment against a reference under this package's `Snapshots/`.
@Suite struct TeamCatalogTests {
    @Test func everyVariantMatchesItsReference() {
        let catalog = TeamCatalog.catalog
        for entry in catalog.entries {
            for variant in entry.variants {
                for environment in EnvironmentMatrix.default.environments(for: entry.kind) {
                    assertSnapshot(
                        of: variant.makeView(in: environment),
                        as: .image(traits: variant.traits(in: environment), size: variant.renderSize(in: environment),
                                   background: catalog.background),
                        named: "\(entry.name).\(variant.name).\(variant.environmentName(in: environment))"
                    )
                }
            }
        }
    }

    @Test func hidingTheNoteNarrowsTheTag() throws {
        let renderer = try CatalogRenderer(renderer: Renderer())
        let entry = TeamCatalog.catalog.entries[0]
        let environment = EnvironmentMatrix.default.environments(for: .component)[0]
        let sizes = try entry.variants.map { try renderer.render(entry, $0, in: environment).image.size }
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
