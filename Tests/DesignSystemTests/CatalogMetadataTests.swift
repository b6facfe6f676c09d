import Catalog
import DesignSystem
import Testing
import ViewKit

/// What a rendered variant carries beside its image, and the catalog's own rules.
@Suite("Catalog metadata")
struct CatalogMetadataTests {
    static let catalog = DesignSystemCatalog.catalog

    /// The item of `variantName` of `entryName` in the first default environment (light, ja).
    static func item(_ entryName: String, _ variantName: String) throws -> CatalogItem {
        try #require(catalog.items(in: .default).first { $0.entry.name == entryName && $0.variant.name == variantName })
    }

    @Test("A variant carries its inspectable values with their types, its intrinsic size and its fonts")
    func metadata() throws {
        let rendered = try CatalogRenderer(renderer: Renderer()).render(try Self.item("TabBarButton", "badge-100"))
        let values = Dictionary(uniqueKeysWithValues: rendered.inspectables.map { ($0.name, $0.value) })
        #expect(values == ["icon": "bookmark", "title": "保存", "badgeCount": "100", "isSelected": "true"])
        #expect(TabBarButton.inspectableProperties.map(\.typeName) == ["Icon", "String", "Int", "Bool"])
        // The labels share theirs through DesignLabel.
        #expect(TitleLabel.inspectableProperties.map(\.name) == ["text", "numberOfLines"])
        #expect(BodyLabel.inspectableProperties.map(\.typeName) == ["String?", "Int"])
        #expect(rendered.intrinsicSize.width == rendered.image.size.width)
        #expect(rendered.labelFonts.map(\.text).contains("99+"))
        #expect(rendered.labelFonts.contains { $0.text == "保存" && $0.faces.contains { $0.family == "Noto Sans CJK JP" } })
        #expect(rendered.item.environment.name == "light-ja-L-2x")
        #expect(rendered.warnings.isEmpty)
    }

    @Test("Truncated text comes back as a warning on the variant")
    func truncationWarning() throws {
        let rendered = try CatalogRenderer(renderer: Renderer()).render(try Self.item("TitleLabel", "very-long-ja"))
        #expect(rendered.warnings.map(\.kind) == [.truncatedText])
    }

    @Test("Inspectable properties are set from text only with values of their type")
    func inspectableWrite() throws {
        let tab = TabBarButton()
        let properties = Dictionary(uniqueKeysWithValues: TabBarButton.inspectableProperties.map { ($0.name, $0) })
        let badge = try #require(properties["badgeCount"])
        #expect(badge.write("42", to: tab))
        #expect(tab.badgeCount == 42 && tab.badgeText == "42")
        #expect(!badge.write("many", to: tab))
        #expect(tab.badgeCount == 42)
        let icon = try #require(properties["icon"])
        #expect(icon.write("person", to: tab))
        #expect(tab.icon == .person)
        #expect(!icon.write("rocket", to: tab))
        let title = try #require(PrimaryActionButton.inspectableProperties.first { $0.name == "title" })
        let button = PrimaryActionButton()
        #expect(title.typeName == "String?")
        #expect(title.write("", to: button))
        #expect(button.title == nil)
    }

    @Test("The catalog hook runs only in the catalog: a plain init has no sample content")
    func prepareForCatalogOnlyInCatalog() throws {
        #expect(TitleLabel().text == nil)
        let item = try Self.item("TitleLabel", "short-ja")
        #expect(item.entry.kind == .component)
        let view = try #require(item.variant.make() as? TitleLabel)
        #expect(view.text == "日本橋人形町")
    }

    @Test("Entries are named after their types; every variant name is unique in its entry")
    func names() {
        #expect(Self.catalog.entries.map(\.name) == [
            "TitleLabel", "InfoLabel", "BodyLabel", "PrimaryActionButton", "TabBarButton",
            "PlaceScreen", "MapScreen", "VideoScreen", "ContainerScreen",
        ])
        #expect(Self.catalog.groups == ["Labels", "Buttons", "Tabs", "Screens"])
        for entry in Self.catalog.entries {
            #expect(Set(entry.variants.map(\.name)).count == entry.variants.count, "\(entry.name) repeats a variant name")
        }
    }

    @Test("Every variant renders without layout conflicts or ambiguity at the default, xxxL and AX sizes",
          arguments: DesignSystemCatalog.catalog.entries.map(\.name))
    func rendersAtEveryTextSize(entryName: String) throws {
        let matrix = EnvironmentMatrix(styles: [.light], languages: [.japanese], contentSizes: EnvironmentMatrix.full.contentSizes,
                                       scales: [1], devices: [.iPhonePortrait])
        let renderer = try CatalogRenderer(renderer: Renderer())
        let items = Self.catalog.items(in: matrix).filter { $0.entry.name == entryName }
        #expect(!items.isEmpty)
        for item in items {
            let rendered = try renderer.render(item)
            let layoutWarnings = rendered.warnings.filter { $0.kind == .layoutConflict || $0.kind == .ambiguousLayout }
            #expect(layoutWarnings.isEmpty, "\(item.description): \(layoutWarnings)")
            #expect(rendered.image.size.width > 0 && rendered.image.size.height > 0)
        }
    }
}
