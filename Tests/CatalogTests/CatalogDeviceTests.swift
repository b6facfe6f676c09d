import Catalog
import Foundation
import Testing
import UIKit

/// Screens on the named device models: chosen per matrix, each at its own scale.
@MainActor
@Suite("Catalog screens on named devices")
struct CatalogDeviceTests {
    let catalog = TestCatalog.make()

    @Test("The default matrix is as it was: screens on the generic iPhone only, at @2x")
    func defaultMatrix() {
        #expect(EnvironmentMatrix.default.devices == [.iPhonePortrait])
        #expect(EnvironmentMatrix.full.devices == [.iPhonePortrait, .iPhoneLandscape, .iPad, .iPadFormSheet])
        let portrait = catalog.items(in: .default).filter { $0.variant.name == "portrait" }
        #expect(portrait.map(\.environment.name) == ["iPhone-light-ja-L-2x", "iPhone-dark-ja-L-2x", "iPhone-light-en-L-2x", "iPhone-dark-en-L-2x"])
    }

    @Test("A matrix on named models renders each once per environment of traits, at the model's scale; components keep the matrix's")
    func namedModels() {
        let matrix = EnvironmentMatrix(styles: [.light], languages: [Locale.Language(identifier: "en")], contentSizes: [.large], scales: [2, 3],
                                       devices: []).on([.iPhone15Pro, .iPhoneSE3.landscape, .iPhonePortrait])
        let portrait = catalog.items(in: matrix).filter { $0.variant.name == "portrait" }
        #expect(portrait.map(\.environment.name) == ["iPhone15Pro-light-en-L-3x", "iPhoneSE3-landscape-light-en-L-2x",
                                                    "iPhone-light-en-L-2x", "iPhone-light-en-L-3x"])
        #expect(portrait[0].renderSize == .fixed(CGSize(width: 393, height: 852)))
        #expect(portrait[1].traits.verticalSizeClass == .compact && portrait[1].traits.displayScale == 2)
        let components = catalog.items(in: matrix).filter { $0.entry.name == "Swatch" && $0.variant.name == "default" }
        #expect(components.map(\.environment.name) == ["light-en-L-2x", "light-en-L-3x"])
    }

    @Test("A variant pinned to a named model renders at the model's scale, whatever the matrix's")
    func pinnedToModel() {
        let pinned = Catalog(name: "Pinned", entries: [
            .screen(BackdropViewController.self, variants: [
                .controller("small", sizing: .onDevice(.iPhoneSE3)) { BackdropViewController() },
            ]),
        ])
        let names = pinned.items(in: .full).map(\.environment.name)
        #expect(names.count == 12, "styles × languages × text sizes; the scales give way to the SE's @2x")
        #expect(names.allSatisfy { $0.hasPrefix("iPhoneSE3-") && $0.hasSuffix("-2x") }, "\(names)")
    }

    @Test("A screen rendered by the catalog on a named model has its status bar drawn")
    func renderedWithOverlays() throws {
        let renderer = try CatalogRenderer(renderer: ViewRenderer())
        let matrix = EnvironmentMatrix.default.on([.iPhone15Pro])
        let item = try #require(catalog.items(in: matrix).first { $0.variant.name == "portrait" })
        let image = try renderer.render(item).image
        #expect(image.size == CGSize(width: 393, height: 852) && image.scale == 3)
        let bitmap = image.cgImage.bitmap
        var dark = 0
        for y in 45..<135 { for x in 120..<300 where bitmap.pixel(x: x, y: y).red < 80 { dark += 1 } }
        #expect(dark > 100, "the time in the left ear, dark over the light background")
    }
}
