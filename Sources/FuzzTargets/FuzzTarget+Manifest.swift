import Foundation
internal import Catalog
internal import CatalogSite
internal import FileSafety
#if canImport(Glibc)
import Glibc
#endif

extension FuzzTarget {
    /// A shard folder as `catalog merge` meets one: an `images/` folder holding links that
    /// lead out of it (to `/`, to the shard's parent) and one that stays inside.
    private static let shard: String = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("fuzz-shard-\(ProcessInfo.processInfo.processIdentifier)").path
        try? FileManager.default.createDirectory(atPath: folder + "/images/inside", withIntermediateDirectories: true)
        try? FileManager.default.createSymbolicLink(atPath: folder + "/images/root", withDestinationPath: "/")
        try? FileManager.default.createSymbolicLink(atPath: folder + "/images/up", withDestinationPath: "../..")
        try? FileManager.default.createSymbolicLink(atPath: folder + "/images/loop", withDestinationPath: "loop")
        try? FileManager.default.createSymbolicLink(atPath: folder + "/images/here", withDestinationPath: "inside")
        return folder
    }()

    /// The `<` characters in the page of an empty manifest: the page's own markup.
    @MainActor private static let markupCount: Int? = {
        let empty = SiteManifest(entries: [], environments: [:], groupOrder: [])
        return (try? GalleryPage.html(for: empty, title: "Gallery")).map(Self.openingBrackets)
    }()

    /// Reads `data` as a shard's `manifest.json`, as `catalog merge` does, then checks each
    /// image path, merges the manifest and builds its page. Properties: every image path the
    /// merge accepts resolves inside the shard; the page has no markup but its own (manifest
    /// text is escaped) and the data it embeds reads back as the merged manifest.
    @MainActor
    static func manifest(_ data: Data) -> [String] {
        guard let manifest = try? JSONDecoder().decode(SiteManifest.self, from: data) else { return [] }
        var problems: [String] = []
        let root = realPath(shard) ?? shard
        for image in manifest.images.map(\.render.image) where GalleryMerge.imageProblem(image) == nil {
            guard let folder = try? ConfinedFolder(shard), let path = try? folder.path(of: image) else { continue }
            let resolved = resolvedAsFarAsExists(path)
            if !(resolved.hasPrefix(root + "/images/")) {
                problems.append("the image \(image.debugDescription) was accepted but resolves to \(resolved.debugDescription), outside \(root)/images")
            }
        }
        let catalog = Catalog(name: "Fuzz", entries: [])
        guard let merged = try? GalleryMerge.merged([manifest], catalog: catalog) else { return problems }
        let title = manifest.groups.first ?? "Gallery"
        let page: String
        do {
            page = try GalleryPage.html(for: merged, title: title)
        } catch {
            // JSON cannot hold a number the encoder refuses, so a decoded manifest encodes.
            return problems + ["the page of a decoded manifest could not be made: \(error)"]
        }
        if let markupCount, openingBrackets(page) != markupCount {
            problems.append("the page has \(openingBrackets(page)) '<' where its markup has \(markupCount): manifest text reached the page unescaped")
        }
        let opening = "<script type=\"application/json\" id=\"catalog-data\">"
        if let start = page.range(of: opening), let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex) {
            let embedded = Data(page[start.upperBound..<end.lowerBound].utf8)
            if let read = try? JSONDecoder().decode(SiteManifest.self, from: embedded) {
                if read != merged { problems.append("the data embedded in the page reads as another manifest") }
            } else {
                problems.append("the data embedded in the page is not a manifest")
            }
        } else {
            problems.append("the page has no embedded data")
        }
        return problems
    }

    private static func openingBrackets(_ text: String) -> Int {
        text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "<") ? 1 : 0) }
    }

    private static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// `path` with its longest existing beginning resolved (links followed), the rest as is.
    private static func resolvedAsFarAsExists(_ path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        var rest: [String] = []
        while !parts.isEmpty {
            let head = parts.joined(separator: "/")
            if let real = realPath(head.isEmpty ? "/" : head) {
                return ([real == "/" ? "" : real] + rest).joined(separator: "/")
            }
            rest.insert(parts.removeLast(), at: 0)
        }
        return path
    }
}
