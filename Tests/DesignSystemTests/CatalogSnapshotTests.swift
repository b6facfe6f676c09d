import Catalog
import DesignSystem
import Foundation
import Testing
import ViewKit
import ViewSnapshotTesting

/// Every variant of the design system's catalog, in every default environment (light and
/// dark, ja and en, @2x), against its reference under `Snapshots/CatalogSnapshotTests/`.
/// The test walks the catalog, so a new variant is covered as soon as it is declared.
@Suite("Design system catalog snapshots")
struct CatalogSnapshotTests {
    static let catalog = DesignSystemCatalog.catalog

    /// The reference name of `variant` of `entry` in `environment`.
    static func referenceName(_ entry: CatalogEntry, _ variant: CatalogVariant, _ environment: CatalogEnvironment) -> String {
        "\(entry.name).\(variant.name).\(variant.environmentName(in: environment))"
    }

    @Test("Every variant matches its reference", arguments: catalog.entries.map(\.name))
    func variants(of entryName: String) throws {
        let entry = try #require(Self.catalog.entries.first { $0.name == entryName })
        for variant in entry.variants {
            for environment in EnvironmentMatrix.default.environments(for: entry.kind) {
                assertSnapshot(
                    of: variant.makeView(in: environment),
                    as: .image(traits: variant.traits(in: environment), size: variant.renderSize(in: environment),
                               background: Self.catalog.background),
                    named: Self.referenceName(entry, variant, environment)
                )
            }
        }
    }

    @Test("No reference is left over from a variant that is gone")
    func noOrphanReferences() {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Snapshots/CatalogSnapshotTests").standardizedFileURL
        var expected = Set<String>()
        for entry in Self.catalog.entries {
            for variant in entry.variants {
                for environment in EnvironmentMatrix.default.environments(for: entry.kind) {
                    let location = SnapshotLocation(filePath: #filePath, function: "variants(of:)",
                                                    name: Self.referenceName(entry, variant, environment), pathExtension: "png")
                    expected.insert(URL(fileURLWithPath: location.referencePath).lastPathComponent)
                }
            }
        }
        // No folder yet means nothing is left over; the walk above fails for the missing references.
        let present = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".png") }
        let orphans = Set(present).subtracting(expected).sorted()
        #expect(orphans.isEmpty, "References without a catalog variant (delete them): \(orphans.joined(separator: ", "))")
        #expect(expected.count == Self.catalog.entries.reduce(0) { $0 + $1.variants.count * EnvironmentMatrix.default.environments(for: $1.kind).count })
    }
}
