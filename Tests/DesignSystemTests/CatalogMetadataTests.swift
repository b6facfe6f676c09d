import Catalog
import DesignSystem
import Testing
import UIKit

/// What a rendered variant carries beside its image, and the catalog's own rules.
@MainActor
@Suite("Catalog metadata")
struct CatalogMetadataTests {
    static var catalog: Catalog { DesignSystemCatalog.catalog }

    /// The item of `variantName` of `entryName` in the first default environment (light, ja).
    static func item(_ entryName: String, _ variantName: String) throws -> CatalogItem {
        try #require(catalog.items(in: .default).first { $0.entry.name == entryName && $0.variant.name == variantName })
    }

    @Test("An @IBDesignable class appears with its @IBInspectable properties, without a hand-written list")
    func designables() throws {
        let entry = try #require(IBDesignables.entries.first { $0.name == "TabBarButton" })
        let rendered = try CatalogRenderer(renderer: ViewRenderer()).render(try Self.item("TabBarButton", "Designable"))
        let values = Dictionary(uniqueKeysWithValues: rendered.inspectables.map { ($0.name, $0.value) })
        // prepareForInterfaceBuilder() ran: the sample content is there.
        #expect(values == ["iconName": "map", "title": "地図", "badgeCount": "0"])
        #expect(entry.variants.map(\.name) == ["Designable"])
        #expect(Set(IBDesignables.entries.map(\.name)) == ["TitleLabel", "InfoLabel", "BodyLabel", "PrimaryActionButton", "TabBarButton"])
        #expect(rendered.intrinsicSize.width == rendered.image.size.width)
        #expect(rendered.labelFonts.contains { $0.text == "地図" && $0.faces.contains { $0.family == "Noto Sans CJK JP" } })
        #expect(rendered.item.environment.name == "light-ja-L-2x")
        #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
    }

    @Test("Truncated text comes back as a warning on the variant")
    func truncationWarning() throws {
        let rendered = try CatalogRenderer(renderer: ViewRenderer()).render(try Self.item("TitleLabel", "very-long-ja"))
        #expect(rendered.warnings.map(\.kind) == [.truncatedText])
    }

    @Test("Inspectable properties are set from text only with values of their type")
    func inspectableWrite() throws {
        let tab = TabBarButton(frame: .zero)
        let badge = InspectableProperty("badgeCount", \TabBarButton.badgeCount)
        #expect(badge.write("42", to: tab))
        #expect(tab.badgeCount == 42 && tab.badgeText == "42")
        #expect(!badge.write("many", to: tab))
        #expect(tab.badgeCount == 42)
        let icon = InspectableProperty("iconName", \TabBarButton.iconName)
        #expect(icon.write("person", to: tab))
        #expect(tab.icon == .person)
        let title = InspectableProperty("title", \PrimaryActionButton.title)
        let button = PrimaryActionButton(frame: .zero)
        #expect(title.typeName == "Optional<String>")
        #expect(title.write("", to: button))
        #expect(button.title == nil)
        let spacing = InspectableProperty("lineSpacing", \BodyLabel.lineSpacing)
        let body = BodyLabel(frame: .zero)
        #expect(spacing.write("6.5", to: body) && body.lineSpacing == 6.5)
        #expect(spacing.read(body) == "6.5")
        let color = InspectableProperty("backgroundColor", \UIView.backgroundColor)
        #expect(color.write("#FF000080", to: body))
        #expect(color.read(body) == "#FF000080")
        #expect(color.write("nil", to: body) && body.backgroundColor == nil)
    }

    @Test("prepareForInterfaceBuilder runs only in the catalog: a plain init has no sample content")
    func prepareOnlyInCatalog() throws {
        #expect(TitleLabel(frame: .zero).text == nil)
        let item = try Self.item("TitleLabel", "Designable")
        #expect(item.entry.kind == .component)
        let view = try #require(item.variant.make().view as? TitleLabel)
        #expect(view.text == "日本橋人形町")
    }

    @Test("Entries are named after their types (documents after their files); every variant name is unique in its entry")
    func names() {
        #expect(Self.catalog.entries.map(\.name) == [
            "TitleLabel", "InfoLabel", "BodyLabel", "PrimaryActionButton", "TabBarButton",
            "PlaceViewController", "MapViewController", "VideoViewController", "ContainerViewController",
            "SettingsViewController", "FeedViewController",
            "Container.storyboard", "Map.storyboard", "Place.storyboard", "TabBarButton.xib",
        ])
        #expect(Self.catalog.groups == ["Labels", "Buttons", "Tabs", "Screens", "Interface Builder"])
        for entry in Self.catalog.entries {
            #expect(Set(entry.variants.map(\.name)).count == entry.variants.count, "\(entry.name) repeats a variant name")
        }
    }

    @Test("Every variant renders without layout conflicts or ambiguity at the default, xxxL and AX sizes",
          arguments: ["TitleLabel", "InfoLabel", "BodyLabel", "PrimaryActionButton", "TabBarButton",
                      "PlaceViewController", "MapViewController", "VideoViewController", "ContainerViewController"])
    func rendersAtEveryTextSize(entryName: String) throws {
        let matrix = EnvironmentMatrix(styles: [.light], languages: [Fixtures.japanese], contentSizes: EnvironmentMatrix.full.contentSizes,
                                       scales: [1], devices: [.iPhonePortrait])
        let renderer = try CatalogRenderer(renderer: ViewRenderer())
        let items = Self.catalog.items(in: matrix).filter { $0.entry.name == entryName }
        #expect(!items.isEmpty)
        for item in items {
            let rendered = try renderer.render(item)
            let problems = rendered.warnings.filter { $0.kind == .layoutConflict || $0.kind == .ambiguousLayout || $0.kind == .unsupported }
            #expect(problems.isEmpty, "\(item.description): \(problems)")
            #expect(rendered.image.size.width > 0 && rendered.image.size.height > 0)
        }
    }
}
