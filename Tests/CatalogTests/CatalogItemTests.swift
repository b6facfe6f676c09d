import Catalog
import Testing
import UIKit

/// A variant × environment is resolved once: its environment (a pinned device wins), its
/// traits, its render size and its name.
@MainActor
@Suite("Catalog items")
struct CatalogItemTests {
    let catalog = TestCatalog.make()

    @Test("Components fit their content; every default environment once, in the matrix's order")
    func components() {
        let items = catalog.items(in: .default).filter { $0.entry.name == "Swatch" }
        #expect(items.map(\.variant.name) == ["default", "default", "default", "default", "wide", "wide", "wide", "wide"])
        #expect(items.prefix(4).map(\.environment.name) == ["light-ja-L-2x", "dark-ja-L-2x", "light-en-L-2x", "dark-en-L-2x"])
        #expect(items.allSatisfy { $0.renderSize == .fitting && $0.environment.device == nil })
        #expect(items[0].description == "Swatch default light-ja-L-2x")
    }

    @Test("Screens fill the environment's device, with its size classes and safe area")
    func screens() throws {
        let matrix = EnvironmentMatrix(styles: [.dark], languages: [Locale.Language(identifier: "en")], contentSizes: [.large], scales: [3],
                                       devices: [.iPhonePortrait, .iPad])
        let portrait = catalog.items(in: matrix).filter { $0.variant.name == "portrait" }
        #expect(portrait.map(\.environment.name) == ["iPhone-dark-en-L-3x", "iPad-dark-en-L-3x"])
        #expect(portrait[1].renderSize == .fixed(EnvironmentMatrix.Device.iPad.size))
        #expect(portrait[1].traits.horizontalSizeClass == .regular && portrait[1].traits.verticalSizeClass == .regular)
        #expect(portrait[0].traits.horizontalSizeClass == .compact && portrait[0].traits.verticalSizeClass == .regular)
        #expect(portrait[0].environment.device?.safeArea == EnvironmentMatrix.Device.iPhonePortrait.safeArea)
    }

    @Test("A variant pinned to a device renders there once per environment of traits, however many devices the matrix has")
    func pinned() {
        let landscape = catalog.items(in: .full).filter { $0.variant.name == "landscape" }
        let names = landscape.map(\.environment.name)
        #expect(Set(names).count == names.count, "no environment twice")
        #expect(names.count == EnvironmentMatrix.full.environments(for: .component).count)
        #expect(names.allSatisfy { $0.hasPrefix("iPhone-landscape-") })
        #expect(landscape.allSatisfy { $0.traits.verticalSizeClass == .compact && $0.renderSize == .fixed(CGSize(width: 844, height: 390)) })
    }

    @Test("Environment names come from one place: device, then the traits' name")
    func names() {
        let traits = UITraitCollection { traits in
            traits.displayScale = 3
            traits.userInterfaceStyle = .dark
            traits.preferredContentSizeCategory = .accessibilityExtraLarge
        }
        #expect(RenderEnvironment(traits: traits, language: Locale.Language(identifier: "ja")).name == "dark-ja-AX3-3x")
        #expect(RenderEnvironment(traits: traits, language: Locale.Language(identifier: "ja"), device: .iPad).name == "iPad-dark-ja-AX3-3x")
        let regular = UITraitCollection(traitsFrom: [traits, UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .regular)])
        #expect(RenderEnvironment(traits: regular, language: Locale.Language(identifier: "ja")).traitsName() == "dark-ja-AX3-3x-RR")
        #expect(RenderEnvironment(traits: UITraitCollection(layoutDirection: .rightToLeft)).name == "light-L-3x-rtl",
                "an iPhone's defaults: @3x, large text")
    }

    @Test("A filter keeps groups, entries or variants whose names contain its text, ignoring case")
    func filter() {
        #expect(catalog.items(in: .default, filter: CatalogFilter("WIDE")).map(\.variant.name) == ["wide", "wide", "wide", "wide"])
        #expect(catalog.items(in: .default, filter: CatalogFilter("boxes")).count == 8)
        #expect(catalog.items(in: .default, filter: CatalogFilter("nothing")).isEmpty)
        #expect(CatalogFilter(nil).selectsEverything && CatalogFilter("").selectsEverything)
        #expect(CatalogFilter("back").matches(entry: "Backdrop", variant: "x", in: catalog))
        #expect(catalog.groups == ["Boxes", "Screens"])
    }

    @Test("Variants build fresh views, prepared for Interface Builder only when asked; inspectables read back")
    func variants() throws {
        let wide = try #require(catalog.entries.first?.variants.last)
        let firstSubject = wide.make(), secondSubject = wide.make()
        let first = try #require(firstSubject.view as? Swatch)
        let second = try #require(secondSubject.view as? Swatch)
        #expect(first !== second)
        #expect(first.width == 80)
        let designed = try #require(catalog.entries.first?.variants.first?.make().view as? Swatch)
        #expect(designed.width == 30, "prepareForInterfaceBuilder ran")
        #expect(wide.inspect(firstSubject).map { "\($0.name)=\($0.value)" } == ["width=80", "isAlert=false"])
        #expect(Swatch(frame: .zero).width == 40, "prepareForInterfaceBuilder runs only in the catalog")
    }
}
