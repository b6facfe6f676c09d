import CatalogSite
import Foundation
import Testing

/// `catalog render` as a user runs it: files written, what the manifest says, the same bytes
/// whatever the thread count, shards that add up, and clear errors.
@Suite("catalog render")
struct RenderCommandTests {
    static func temporaryFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)").path
    }

    static func files(under folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return result }
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = folder + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return result
    }

    static func manifest(in folder: String) throws -> SiteManifest {
        try JSONDecoder().decode(SiteManifest.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/manifest.json")))
    }

    @Test("Renders a component's variants across environments with the same bytes on 1 and 2 threads")
    func rendersDeterministically() throws {
        let one = Self.temporaryFolder(), two = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: one); try? FileManager.default.removeItem(atPath: two) }
        let first = try CatalogProcess.run(["render", "--filter", "TabBarButton", "--jobs", "1", "--output", one])
        let second = try CatalogProcess.run(["render", "--filter", "TabBarButton", "--jobs", "2", "--output", two])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(second.status == 0, "\(second.standardError)")
        // TabBarButton's 8 variants and TabBarButton.xib's one × light/dark × ja/en × L/xxxL/AX3 at @2x.
        #expect(first.standardOutput.contains("Rendered 108 images of 9 variants (2 components)"))
        #expect(first.standardOutput.contains("Open \(URL(fileURLWithPath: one).standardizedFileURL.path)/index.html"))
        #expect(first.standardError.isEmpty, "no progress when not on a terminal")
        let filesOne = try Self.files(under: one)
        let filesTwo = try Self.files(under: two)
        #expect(filesOne.keys.sorted() == filesTwo.keys.sorted())
        #expect(filesOne == filesTwo, "the site's bytes depend on --jobs")
        // Images with the same bytes share one file: every file differs from every other, and
        // the manifest names each of them.
        let pngs = filesOne.filter { $0.key.hasSuffix(".png") }
        let manifest = try Self.manifest(in: one)
        #expect(Set(pngs.keys) == Set(manifest.images.map(\.render.image)))
        #expect(Set(pngs.values).count == pngs.count && pngs.count < 108 && manifest.summary.files == pngs.count)
        #expect(filesOne["index.html"] != nil && filesOne["manifest.json"] != nil)
    }

    @Test("The manifest lists every image with its inspectables, intrinsic size, fonts and warnings")
    func manifestContents() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try CatalogProcess.run(["render", "--filter", "badge-100", "--output", folder])
        #expect(result.status == 0, "\(result.standardError)")
        let manifest = try Self.manifest(in: folder)
        #expect(manifest.entries.map(\.name) == ["TabBarButton"])
        let variant = try #require(manifest.entries.first?.variants.first)
        #expect(variant.name == "badge-100")
        #expect(variant.inspectables.contains(SiteManifest.Inspectable(name: "badgeCount", value: "100")))
        #expect(variant.renders.count == 12)
        #expect(Set(variant.renders.map(\.environment)).contains("dark-en-AX3-2x"))
        for render in variant.renders {
            #expect(FileManager.default.fileExists(atPath: folder + "/" + render.image))
            #expect(render.pixelWidth == Int((render.width * 2).rounded()))
            #expect(render.intrinsicWidth == render.width)
            #expect(render.labels.contains { $0.text == "99+" })
            #expect(render.labels.contains { $0.text == "保存" && !$0.faces.isEmpty && $0.faces.allSatisfy { $0.family == "Noto Sans CJK JP" } })
            #expect(Set(render.labels.flatMap(\.faces)).isSubset(of: Set(manifest.fonts)))
            #expect(render.warnings.isEmpty)
        }
        #expect(manifest.summary.images == 12)

        let truncated = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: truncated) }
        #expect(try CatalogProcess.run(["render", "--filter", "very-long", "--output", truncated]).status == 0)
        let warnings = try Self.manifest(in: truncated).entries.flatMap { $0.variants.flatMap { $0.renders.flatMap(\.warnings) } }
        #expect(!warnings.isEmpty && warnings.allSatisfy { $0.kind == "truncatedText" })
    }

    @Test("Shards split whole variants, and merged they make the full render byte for byte")
    func shards() throws {
        let folders = (0..<3).map { _ in Self.temporaryFolder() }
        defer { folders.forEach { try? FileManager.default.removeItem(atPath: $0) } }
        #expect(try CatalogProcess.run(["render", "--filter", "PrimaryActionButton", "--output", folders[0]]).status == 0)
        #expect(try CatalogProcess.run(["render", "--filter", "PrimaryActionButton", "--shard", "1/2", "--output", folders[1]]).status == 0)
        #expect(try CatalogProcess.run(["render", "--filter", "PrimaryActionButton", "--shard", "2/2", "--output", folders[2]]).status == 0)
        let all = try Self.files(under: folders[0]).filter { $0.key.hasSuffix(".png") }
        let first = try Self.files(under: folders[1]).filter { $0.key.hasSuffix(".png") }
        let second = try Self.files(under: folders[2]).filter { $0.key.hasSuffix(".png") }
        #expect(!first.isEmpty && !second.isEmpty)
        #expect(Set(first.keys).isDisjoint(with: second.keys))
        #expect(first.merging(second) { a, _ in a } == all)
        // Merged, the shards make the same site as one render, byte for byte.
        let merged = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: merged) }
        let merge = try CatalogProcess.run(["merge", "--output", merged, folders[2], folders[1]])
        #expect(merge.status == 0, "\(merge.standardError)")
        #expect(merge.standardOutput.contains("Merged 2 shards"))
        #expect(try Self.files(under: merged) == Self.files(under: folders[0]))
        // Merging a shard twice is refused.
        let twice = try CatalogProcess.run(["merge", "--output", Self.temporaryFolder(), folders[1], folders[1]])
        #expect(twice.status == 2)
        #expect(twice.standardError.contains("is in two of the sites being merged"))
        let missing = try CatalogProcess.run(["merge", "--output", Self.temporaryFolder(), "/nonexistent/shard"])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("No manifest at /nonexistent/shard/manifest.json"))
        let firstVariants = Set(try Self.manifest(in: folders[1]).entries.flatMap { $0.variants.map(\.name) })
        let secondVariants = Set(try Self.manifest(in: folders[2]).entries.flatMap { $0.variants.map(\.name) })
        #expect(firstVariants.isDisjoint(with: secondVariants))
    }

    @Test("Rendering an unchanged catalog again reuses its images: the same bytes, no image written")
    func renderingAgainReuses() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let arguments = ["render", "--filter", "TabBarButton", "--output", folder]
        let first = try CatalogProcess.run(arguments)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(!first.standardOutput.contains("Unchanged since"))
        let before = try Self.files(under: folder)
        let dates = { () throws -> [String: Date] in
            var dates: [String: Date] = [:]
            for path in before.keys where path.hasSuffix(".png") {
                dates[path] = try FileManager.default.attributesOfItem(atPath: folder + "/" + path)[.modificationDate] as? Date
            }
            return dates
        }
        let written = try dates()
        let second = try CatalogProcess.run(arguments)
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardOutput.contains("Had all 108 images of 9 variants (2 components)"), "\(second.standardOutput)")
        #expect(second.standardOutput.contains("108 reused without rendering"))
        #expect(try Self.files(under: folder) == before)
        #expect(try dates() == written, "no image is written again")
        // --render-all renders and writes every image, to the same bytes.
        let all = try CatalogProcess.run(arguments + ["--render-all"])
        #expect(all.status == 0, "\(all.standardError)")
        #expect(all.standardOutput.contains("Rendered 108 images of 9 variants"))
        #expect(!all.standardOutput.contains("Unchanged since"))
        #expect(try Self.files(under: folder) == before)
    }

    @Test("Rendering again into the same folder removes the images the new render does not list")
    func staleImagesGo() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try CatalogProcess.run(["render", "--filter", "InfoLabel", "--output", folder]).status == 0)
        #expect(try CatalogProcess.run(["render", "--filter", "short-en", "--output", folder]).status == 0)
        let images = try Self.files(under: folder).keys.filter { $0.hasSuffix(".png") }
        #expect(!images.isEmpty)
        #expect(images.allSatisfy { $0.contains("/short-en/") })
    }

    @Test("Bad options fail with a message that says what to pass", arguments: [
        (["--jobs", "0"], "--jobs takes a number of worker processes from 1 to 256 (got 0)"),
        (["--shard", "3/2"], "--shard takes I/N"),
        (["--scale", "two"], "--scale takes display scales"),
        (["--filter", "NoSuchComponent"], "Nothing to render"),
    ])
    func badOptions(arguments: [String], message: String) throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try CatalogProcess.run(["render", "--output", folder] + arguments)
        #expect(result.status != 0)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/index.html"))
    }

    @Test("Catalog text in the page is escaped: a name cannot end the data script or add markup")
    func escaping() throws {
        let hostile = "</script><script>alert(1)</script><img src=x onerror=alert(2)>"
        let manifest = SiteManifest(
            groups: [hostile], environments: [],
            entries: [SiteManifest.Entry(group: hostile, name: hostile, kind: "component", variants: [
                SiteManifest.Variant(name: hostile, inspectables: [SiteManifest.Inspectable(name: "text", value: hostile + "\u{2028}")], renders: []),
            ])],
            fonts: [], summary: SiteManifest.Summary(components: 1, variants: 1, images: 0, warnings: 0)
        )
        let html = try GalleryPage.html(for: manifest, title: "<b>Team & \"Co\"</b>")
        #expect(!html.contains("alert(1)</script>"))
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("<title>&lt;b&gt;Team &amp; &quot;Co&quot;&lt;/b&gt;</title>"))
        #expect(!html.contains("\u{2028}"))
        // The data still decodes to the original text.
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"catalog-data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = String(html[start.upperBound..<end.lowerBound])
        let decoded = try JSONDecoder().decode(SiteManifest.self, from: Data(json.utf8))
        #expect(decoded.entries.first?.name == hostile)
        #expect(decoded.entries.first?.variants.first?.inspectables.first?.value == hostile + "\u{2028}")
    }
}
