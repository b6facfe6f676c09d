import Catalog
import CatalogSite
import DesignSystem
import Foundation
import SnapshotStore
import Testing

/// The gallery's pieces without the command line: what is planned, what the manifest derives,
/// how shards merge, and what the written site holds.
@Suite("Gallery site")
@MainActor
struct GallerySiteTests {
    static let catalog = DesignSystemCatalog.catalog

    static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("site-\(UUID().uuidString)").path
    }

    @Test("Shards take whole variants round robin, and together they are the whole plan")
    func shards() {
        let whole = GalleryRenderer(catalog: Self.catalog, matrix: .default, jobs: 1).plannedItems()
        var parts: [[CatalogItem]] = []
        for index in 1...3 {
            parts.append(GalleryRenderer(catalog: Self.catalog, matrix: .default, jobs: 1, shard: (index, 3)).plannedItems())
        }
        #expect(parts.map(\.count).reduce(0, +) == whole.count)
        let variantsOf = { (items: [CatalogItem]) in Set(items.map { "\($0.entry.name)/\($0.variant.name)" }) }
        #expect(variantsOf(parts[0]).isDisjoint(with: variantsOf(parts[1])))
        #expect(variantsOf(parts[1]).isDisjoint(with: variantsOf(parts[2])))
        #expect(parts.allSatisfy { !$0.isEmpty })
        #expect(GalleryRenderer.imagePath(of: whole[0]) == "images/TitleLabel/Designable/light-ja-L-2x.png")
    }

    @Test("The manifest derives groups, environments, fonts and the summary from its entries")
    func manifestDerivation() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let gallery = GalleryRenderer(catalog: Self.catalog, matrix: .default, jobs: 2, filter: CatalogFilter("badge-1"))
        let manifest = try gallery.render(into: folder)
        #expect(manifest.groups == ["Tabs"])
        #expect(manifest.environments.map(\.name) == ["light-ja-L-2x", "dark-ja-L-2x", "light-en-L-2x", "dark-en-L-2x"])
        #expect(manifest.environments.first?.language == "ja" && manifest.environments.first?.style == "light")
        // Four files: each badge's ja and en images are one picture (the sample's strings are
        // not localized), so they share a file.
        #expect(manifest.summary == SiteManifest.Summary(components: 1, variants: 2, images: 8, files: 4, warnings: 0))
        #expect(Set(manifest.images.map(\.render.image)).count == 4)
        #expect(manifest.entries.first?.variants.map(\.name) == ["badge-1", "badge-100"])
        let faces = manifest.images.flatMap { $0.render.labels.flatMap(\.faces) }
        #expect(Set(faces) == Set(manifest.fonts), "every face is listed once at the top")
        #expect(manifest.fonts.count == Set(manifest.fonts).count)
        #expect(manifest.fonts.contains { $0.family == "Noto Sans CJK JP" && $0.version == "2.004" && $0.hash.count == 32 })
        for image in manifest.images {
            #expect(FileManager.default.fileExists(atPath: folder + "/" + image.render.image))
        }
    }

    @Test("Merged shards equal one render, and the written site drops images a render no longer lists")
    func mergeAndStaleImages() throws {
        let whole = Self.folder(), first = Self.folder(), second = Self.folder(), merged = Self.folder()
        defer { [whole, first, second, merged].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        let filter = CatalogFilter("InfoLabel")
        let single = try GalleryRenderer(catalog: Self.catalog, matrix: .default, jobs: 2, filter: filter).render(into: whole)
        let parts = try [(1, first), (2, second)].map { index, folder in
            try GalleryRenderer(catalog: Self.catalog, matrix: .default, jobs: 1, filter: filter, shard: (index, 2)).render(into: folder)
        }
        #expect(try GalleryMerge.merged(parts.reversed(), catalog: Self.catalog) == single)
        #expect(throws: GalleryError.self) { try GalleryMerge.merged([parts[0], parts[0]], catalog: Self.catalog) }

        try GallerySite.write(single, title: "Labels", into: whole)
        // A file the gallery did not write stays; the images it wrote and no longer lists go.
        let foreign = whole + "/images/InfoLabel/retired/light-ja-L-2x.png"
        try FileManager.default.createDirectory(atPath: (foreign as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("not the gallery's".utf8).write(to: URL(fileURLWithPath: foreign))
        var fewer = single
        let last = fewer.entries[0].variants.popLast()
        let dropped = try #require(last)
        try GallerySite.write(fewer, title: "Labels", into: whole)
        #expect(FileManager.default.contents(atPath: foreign) == Data("not the gallery's".utf8))
        #expect(!dropped.renders.isEmpty)
        for render in dropped.renders {
            #expect(!FileManager.default.fileExists(atPath: whole + "/" + render.image))
        }
        let droppedFolder = try #require(dropped.renders.first.map { ($0.image as NSString).deletingLastPathComponent })
        #expect(!FileManager.default.fileExists(atPath: whole + "/" + droppedFolder), "its emptied folder goes too")
        #expect(fewer.images.allSatisfy { FileManager.default.fileExists(atPath: whole + "/" + $0.render.image) })
    }

    @Test("Both pages inline the one stylesheet and the shared helpers, and work without a server")
    func pages() throws {
        let manifest = SiteManifest(entries: [], environments: [:], groupOrder: [])
        let gallery = try GalleryPage.html(for: manifest, title: "Gallery")
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ReviewReport.write([], fontNotice: nil, title: "Review", into: folder)
        let review = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        for page in [gallery, review] {
            #expect(page.contains("header.top {"), "the shared stylesheet is inline")
            #expect(page.contains("function el(tag, attrs, ...children)"), "the shared helper is inline")
            #expect(!page.contains("<link") && !page.contains("src=\"http"), "nothing is fetched")
        }
        #expect(gallery.contains("<body class=\"gallery\">") && review.contains("<body class=\"review\">"))
        #expect(gallery.contains("catalog-data") && review.contains("review-data"))
    }
}
