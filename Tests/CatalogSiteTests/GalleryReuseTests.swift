import Catalog
@testable import CatalogSite
import Foundation
import Synchronization
import Testing

/// Rendering again into a gallery's folder: what is reused without rendering, what is rendered
/// but not written, what is written, and that the folder always ends as a full render leaves it.
@Suite("Gallery re-rendering", .serialized)
@MainActor
struct GalleryReuseTests {
    /// The color a test's "Swatch" variant paints, changed between renders to stand for an
    /// edited component.
    static let swatch = Mutex<UInt32>(0x3366CC)

    static func catalog() -> Catalog {
        let square = CatalogVariant.view("square", sizing: .size(CGSize(width: 40, height: 24))) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 24))
            view.backgroundColor = .systemTeal
            return view
        }
        let swatch = CatalogVariant.view("swatch", sizing: .size(CGSize(width: 30, height: 20))) {
            let view = UIView()
            let rgb = GalleryReuseTests.swatch.withLock { $0 }
            view.backgroundColor = UIColor(red: CGFloat(rgb >> 16 & 0xFF) / 255, green: CGFloat(rgb >> 8 & 0xFF) / 255,
                                           blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
            return view
        }
        let label = CatalogVariant.view("label") {
            let label = UILabel()
            label.text = "見出し Title"
            return label
        }
        return Catalog(name: "Reuse", entries: [
            CatalogEntry(group: "Shapes", name: "Tile", kind: .component, variants: [square, swatch]),
            CatalogEntry(group: "Text", name: "Caption", kind: .component, variants: [label]),
        ])
    }

    static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("reuse-\(UUID().uuidString)").path
    }

    /// Every file under `folder` (relative path → bytes), and each PNG's modification time.
    static func files(under folder: String) throws -> (bytes: [String: Data], modified: [String: Date]) {
        var bytes: [String: Data] = [:], modified: [String: Date] = [:]
        for relative in FileManager.default.subpaths(atPath: folder) ?? [] {
            let path = folder + "/" + relative
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            bytes[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
            if relative.hasSuffix(".png") {
                modified[relative] = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
            }
        }
        return (bytes, modified)
    }

    /// Renders `catalog` into `folder` with `inputs` and writes the site, as `catalog render` does.
    static func render(_ catalog: Catalog, filter: String? = nil, into folder: String, inputs: String?) throws -> [GalleryImage] {
        let gallery = GalleryRenderer(catalog: catalog, matrix: .default, jobs: 2, filter: CatalogFilter(filter))
        let (manifest, images) = try gallery.renderImages(into: folder, inputs: inputs, progress: nil)
        try GallerySite.write(manifest, title: catalog.name, into: folder)
        return images
    }

    @Test("The same inputs reuse every intact image without rendering; the folder is byte for byte a full render's")
    func sameInputsReuse() throws {
        Self.swatch.withLock { $0 = 0x3366CC }
        let folder = Self.folder(), fresh = Self.folder()
        defer { [folder, fresh].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        let first = try Self.render(Self.catalog(), into: folder, inputs: "build-1")
        // Three variants in four environments (light and dark, Japanese and English).
        #expect(first.count == 12 && first.allSatisfy { $0.outcome == .written })
        let before = try Self.files(under: folder)
        #expect(before.bytes[RenderCache.fileName] != nil)

        let second = try Self.render(Self.catalog(), into: folder, inputs: "build-1")
        #expect(second.allSatisfy { $0.outcome == .reused })
        let after = try Self.files(under: folder)
        #expect(after.bytes == before.bytes)
        #expect(after.modified == before.modified, "no image was written again")

        // Images with the same bytes share one file (Japanese and English are one picture
        // here): every file is different, and each is named by the manifest.
        let pngs = before.bytes.filter { $0.key.hasSuffix(".png") }
        #expect(Set(pngs.values).count == pngs.count && pngs.count < first.count)
        #expect(Set(pngs.keys) == Set(first.map(\.render.image)))

        // A file changed on disk is not trusted: the images it held render again and it is
        // written again.
        let damaged = try #require(first.first?.render.image)
        try Data("not a PNG".utf8).write(to: URL(fileURLWithPath: folder + "/" + damaged))
        let missing = try #require(first.first { $0.render.image != damaged }?.render.image)
        try FileManager.default.removeItem(atPath: folder + "/" + missing)
        let third = try Self.render(Self.catalog(), into: folder, inputs: "build-1")
        let affected = first.filter { [damaged, missing].contains($0.render.image) }.map(\.path)
        #expect(affected.count >= 2)
        #expect(Set(third.filter { $0.outcome != .reused }.map(\.path)) == Set(affected))
        #expect(third.filter { $0.outcome == .reused }.count == first.count - affected.count)
        #expect(try Self.files(under: folder).bytes == before.bytes)

        // And that is the site an empty folder gets.
        _ = try Self.render(Self.catalog(), into: fresh, inputs: "build-1")
        #expect(try Self.files(under: fresh).bytes == before.bytes)
    }

    @Test("Other inputs render everything but write only the images whose pixels changed")
    func changedVariantWrittenAlone() throws {
        Self.swatch.withLock { $0 = 0x3366CC }
        let folder = Self.folder(), fresh = Self.folder()
        defer { [folder, fresh].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        _ = try Self.render(Self.catalog(), into: folder, inputs: "build-1")
        let before = try Self.files(under: folder)

        // The team edits one component: a new build, whose swatch is another color.
        Self.swatch.withLock { $0 = 0xCC3366 }
        let images = try Self.render(Self.catalog(), into: folder, inputs: "build-2")
        let written = images.filter { $0.outcome == .written }.map(\.render.image)
        #expect(written.count == 4 && written.allSatisfy { $0.hasPrefix("images/Tile/swatch/") }, "\(written)")
        #expect(images.filter { $0.outcome == .kept }.count == 8)
        #expect(!images.contains { $0.outcome == .reused })
        let after = try Self.files(under: folder)
        for (path, date) in before.modified where !path.contains("/swatch/") {
            #expect(after.modified[path] == date, "\(path) was written again")
        }
        for path in written { #expect(after.bytes[path] != before.bytes[path]) }

        // The folder is what a full render of the edited catalog writes into an empty one.
        _ = try Self.render(Self.catalog(), into: fresh, inputs: "build-2")
        #expect(try Self.files(under: fresh).bytes == after.bytes)
        Self.swatch.withLock { $0 = 0x3366CC }
    }

    @Test("Rendering fewer variants leaves no stale images, manifest entries or cache records")
    func fewerVariantsLeaveNothingStale() throws {
        Self.swatch.withLock { $0 = 0x3366CC }
        let folder = Self.folder(), fresh = Self.folder()
        defer { [folder, fresh].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        _ = try Self.render(Self.catalog(), into: folder, inputs: "build-1")
        let images = try Self.render(Self.catalog(), filter: "label", into: folder, inputs: "build-1")
        #expect(images.count == 4 && images.allSatisfy { $0.outcome == .reused })
        let files = try Self.files(under: folder).bytes
        #expect(files.keys.filter { $0.hasSuffix(".png") }.allSatisfy { $0.hasPrefix("images/Caption/label/") })
        let manifest = try JSONDecoder().decode(SiteManifest.self, from: try #require(files["manifest.json"]))
        #expect(manifest.entries.map(\.name) == ["Caption"] && manifest.summary.images == 4)
        let cache = try JSONDecoder().decode(RenderCache.self, from: try #require(files[RenderCache.fileName]))
        #expect(cache.images.keys.sorted() == images.map(\.path).sorted(), "one record per image, by its own path")
        #expect(Set(cache.images.values.map(\.render.image)) == Set(manifest.images.map(\.render.image)), "naming the files the manifest names")
        _ = try Self.render(Self.catalog(), filter: "label", into: fresh, inputs: "build-1")
        #expect(try Self.files(under: fresh).bytes == files)
    }

    @Test("A cache of another format or encoder, or one that is not JSON, is ignored, not trusted")
    func unreadableCacheIgnored() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try Self.render(Self.catalog(), into: folder, inputs: "build-1")
        let path = folder + "/" + RenderCache.fileName
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        var other = try JSONDecoder().decode(RenderCache.self, from: original)
        other.encoder = "another encoder"
        for damaged in [try other.encoded(), Data("{ not json".utf8)] {
            try damaged.write(to: URL(fileURLWithPath: path))
            let images = try Self.render(Self.catalog(), into: folder, inputs: "build-1")
            #expect(images.allSatisfy { $0.outcome == .written })
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
        }
    }
}
