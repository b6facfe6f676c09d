import CatalogSite
import FileSafety
import Foundation
import Rendering
import Testing

/// Crash safety (docs/FILE-SAFETY.md): `catalog render` and `catalog record` killed with
/// SIGKILL just before each of their file renames in turn (the fault hook
/// `CATALOG_FAULT_KILL_AT_RENAME`, counted across the run's processes) leave files that all
/// decode, a manifest and a page whose images are there, every reference with a sidecar and
/// nothing the tool wrote unlisted; the next run then leaves exactly what an uninterrupted
/// run does, with no temporary file.
@Suite("A run killed at a rename")
struct KilledRunTests {
    /// Runs `crashing-catalog` with renames counted in `counter`, killed at the `killAt`th (0: never).
    static func run(_ arguments: [String], killAt: Int, counter: String) throws -> CatalogProcess.Result {
        try CatalogProcess.run(arguments, executable: "crashing-catalog",
                               environment: [RenameFault.killVariable: "\(killAt)", RenameFault.counterVariable: counter])
    }

    /// How many renames were counted in `counter`.
    static func renames(_ counter: String) throws -> Int {
        try #require(Int(String(decoding: FileManager.default.contents(atPath: counter) ?? Data(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// `source` copied to a new `target`.
    static func copy(_ source: String, to target: String) throws {
        try? FileManager.default.removeItem(atPath: target)
        try FileManager.default.copyItem(atPath: source, toPath: target)
    }

    /// Every file under `folder` except temporaries and the lock, by relative path.
    static func lasting(_ folder: String) -> [String] {
        FolderWalk.entries(under: folder).filter { $0.kind != .folder }.map(\.relative).filter { path in
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return !AtomicFile.isTemporary(name) && name != FolderLock.fileName
        }
    }

    @Test("render: killed at every rename, the site stays whole, and the next render finishes it", .timeLimit(.minutes(10)))
    func render() throws {
        let work = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let base = work + "/base", expected = work + "/expected", site = work + "/site", counter = work + "/renames"
        // The state each killed run starts from: another filter's site, and a leftover of a killed run.
        #expect(try CatalogProcess.run(["render", "--filter", "short", "--output", base], executable: "crashing-catalog").status == 0)
        try Data("half".utf8).write(to: URL(fileURLWithPath: base + "/images/\(AtomicFile.temporaryPrefix)0-index.html"))
        let arguments = ["render", "--filter", "fine", "--jobs", "1", "--output", site]
        #expect(try CatalogProcess.run(["render", "--filter", "fine", "--output", expected], executable: "crashing-catalog").status == 0)
        let whole = try RenderCommandTests.files(under: expected)

        try Self.copy(base, to: site)
        #expect(try Self.run(arguments, killAt: 0, counter: counter).status == 0)
        #expect(try RenderCommandTests.files(under: site) == whole, "a render over another site leaves what a fresh one does")
        let total = try Self.renames(counter)
        #expect(total == 17, "12 images, the render cache, the manifest, the page, and the list of files twice")

        for killAt in 1...total {
            try Self.copy(base, to: site)
            try? FileManager.default.removeItem(atPath: counter)
            let killed = try Self.run(arguments, killAt: killAt, counter: counter)
            #expect(killed.status == SIGKILL, "rename \(killAt): \(killed.standardOutput)\(killed.standardError)")
            try Self.checkSite(site, after: "the kill at rename \(killAt)")
            let next = try CatalogProcess.run(arguments, executable: "crashing-catalog")
            #expect(next.status == 0, "\(next.standardError)")
            #expect(try RenderCommandTests.files(under: site) == whole, "after rename \(killAt) and another render")
        }
    }

    /// What must hold in a site at any time: every image decodes, the manifest and the page
    /// list only images that are there, and every file the tool wrote is in its list.
    static func checkSite(_ site: String, after moment: String) throws {
        struct Listed: Decodable { var files: [String] }
        let listed = Set(try JSONDecoder().decode(Listed.self, from: Data(contentsOf: URL(fileURLWithPath: site + "/" + OwnedFolder.ledgerName))).files)
        for file in lasting(site) {
            if file.hasSuffix(".png") { #expect(throws: Never.self, "\(file) decodes, \(moment)") { _ = try RGBAImage(contentsOfFile: site + "/" + file) } }
            #expect(file == OwnedFolder.ledgerName || listed.contains(file), "\(file) is listed as the tool's own, \(moment)")
        }
        var manifests: [SiteManifest] = []
        if let data = FileManager.default.contents(atPath: site + "/manifest.json") {
            manifests.append(try JSONDecoder().decode(SiteManifest.self, from: data))
        }
        if let page = FileManager.default.contents(atPath: site + "/index.html").map({ String(decoding: $0, as: UTF8.self) }) {
            let start = try #require(page.range(of: "<script type=\"application/json\" id=\"catalog-data\">"))
            let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
            manifests.append(try JSONDecoder().decode(SiteManifest.self, from: Data(page[start.upperBound..<end.lowerBound].utf8)))
        }
        for manifest in manifests {
            for image in manifest.images.map(\.render.image) {
                #expect(FileManager.default.fileExists(atPath: site + "/" + image), "\(image) is listed and there, \(moment)")
            }
        }
    }

    @Test("record: killed at every rename, each reference decodes and has a sidecar, and the next record finishes it",
          .timeLimit(.minutes(10)), arguments: [true, false])
    func record(replacing: Bool) throws {
        let work = RenderCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let base = work + "/base", expected = work + "/expected", store = work + "/store", counter = work + "/renames"
        let arguments = ["record", "--filter", "short", "--jobs", "1", "--snapshots", store]
        #expect(try CatalogProcess.run(["record", "--filter", "short", "--snapshots", expected], executable: "crashing-catalog").status == 0)
        let whole = try RenderCommandTests.files(under: expected)
        #expect(whole.count == 8)
        // The state each killed run starts from: every reference to replace (the label's in
        // the other appearance, with its sidecar), or none; and a leftover of a killed run.
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        if replacing {
            let folder = "Catalogs/CrashingCatalog/SteadyLabel/short/"
            for (first, second) in [("light-ja-L-2x", "dark-ja-L-2x"), ("light-en-L-2x", "dark-en-L-2x")] {
                for suffix in [".png", ".json"] {
                    try FileManager.default.createDirectory(atPath: base + "/" + folder, withIntermediateDirectories: true)
                    try #require(whole[folder + second + suffix]).write(to: URL(fileURLWithPath: base + "/" + folder + first + suffix))
                    try #require(whole[folder + first + suffix]).write(to: URL(fileURLWithPath: base + "/" + folder + second + suffix))
                }
            }
        }
        let variant = base + "/Catalogs/CrashingCatalog/SteadyLabel/short"
        try FileManager.default.createDirectory(atPath: variant, withIntermediateDirectories: true)
        try Data("half".utf8).write(to: URL(fileURLWithPath: variant + "/\(AtomicFile.temporaryPrefix)0-light-ja-L-2x.png"))

        try Self.copy(base, to: store)
        #expect(try Self.run(arguments, killAt: 0, counter: counter).status == 0)
        #expect(try RenderCommandTests.files(under: store) == whole)
        let total = try Self.renames(counter)
        #expect(total == 8, "4 references and 4 sidecars")

        for killAt in 1...total {
            try Self.copy(base, to: store)
            try? FileManager.default.removeItem(atPath: counter)
            let killed = try Self.run(arguments, killAt: killAt, counter: counter)
            #expect(killed.status == SIGKILL, "rename \(killAt): \(killed.standardOutput)\(killed.standardError)")
            for file in Self.lasting(store) {
                #expect(file.hasSuffix(".png") || file.hasSuffix(".json"), "\(file) after the kill at rename \(killAt)")
                guard file.hasSuffix(".png") else { continue }
                #expect(throws: Never.self, "\(file) decodes after the kill at rename \(killAt)") { _ = try RGBAImage(contentsOfFile: store + "/" + file) }
                #expect(FileManager.default.fileExists(atPath: store + "/" + file.dropLast(4) + ".json"), "\(file) has a sidecar after the kill at rename \(killAt)")
            }
            let next = try CatalogProcess.run(arguments, executable: "crashing-catalog")
            #expect(next.status == 0, "\(next.standardError)")
            #expect(try RenderCommandTests.files(under: store) == whole, "after rename \(killAt) and another record: \(next.standardOutput)")
        }
    }
}
