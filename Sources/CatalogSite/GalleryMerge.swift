import Catalog
internal import FileSafety
import Foundation

/// Joins the sites of `catalog render --shard` runs into one, as if rendered at once: the
/// same manifest, page and images, in catalog order.
package enum GalleryMerge {
    /// The manifest of the shards' manifests together, ordered as `catalog` orders entries
    /// and variants.
    package static func merged(_ parts: [SiteManifest], catalog: Catalog) throws -> SiteManifest {
        var variants: [String: [String: SiteManifest.Variant]] = [:]
        var groupOf: [String: (group: String, kind: String)] = [:]
        var environmentRecords: [String: SiteManifest.Environment] = [:]
        for part in parts {
            for environment in part.environments { environmentRecords[environment.name] = environment }
            for entry in part.entries {
                groupOf[entry.name] = (entry.group, entry.kind)
                for variant in entry.variants {
                    if variants[entry.name]?[variant.name] != nil {
                        throw GalleryError.invalidOption("\(entry.name) \(variant.name) is in two of the sites being merged: merge the shards of one render (1/N to N/N).")
                    }
                    variants[entry.name, default: [:]][variant.name] = variant
                }
            }
        }
        var entries: [SiteManifest.Entry] = []
        for entry in catalog.entries {
            guard let rendered = variants[entry.name], let info = groupOf[entry.name] else { continue }
            var ordered = entry.variants.compactMap { rendered[$0.name] }
            // Variants the catalog no longer declares keep their place at the end, sorted.
            let declared = Set(entry.variants.map(\.name))
            ordered += rendered.values.filter { !declared.contains($0.name) }.sorted { $0.name < $1.name }
            entries.append(SiteManifest.Entry(group: info.group, name: entry.name, kind: info.kind, variants: ordered))
        }
        let known = Set(catalog.entries.map(\.name))
        for name in variants.keys.filter({ !known.contains($0) }).sorted() {
            guard let rendered = variants[name], let info = groupOf[name] else { continue }
            entries.append(SiteManifest.Entry(group: info.group, name: name, kind: info.kind, variants: rendered.values.sorted { $0.name < $1.name }))
        }
        return SiteManifest(entries: entries, environments: environmentRecords, groupOrder: catalog.groups)
    }

    /// Merges the sites in `folders` into `output`: copies their images and writes the page
    /// and manifest. A shard is untrusted input (a CI artifact): every image its manifest
    /// lists must be a PNG under its `images/` folder, read without following a link out of
    /// the shard, and is written only inside `output` (docs/FILE-SAFETY.md).
    package static func merge(_ folders: [String], into output: String, catalog: Catalog, title: String) throws -> SiteManifest {
        var parts: [SiteManifest] = []
        var listed: [String: String] = [:]
        for folder in folders {
            let shard = try ConfinedFolder(folder)
            let path = shard.path + "/manifest.json"
            let data: Data
            do {
                data = try shard.read("manifest.json", limit: SiteManifest.sizeLimit)
            } catch {
                throw GalleryError.invalidOption(SiteManifest.unreadableMessage(path, error))
            }
            let part = try SiteManifest.decode(data, from: path)
            for image in part.siteFiles {
                if let problem = imageProblem(image) {
                    throw GalleryError.invalidOption("\(path) lists the image \"\(image)\", which \(problem); a shard's manifest may only name PNGs in its own images/, references/ and diffs/ folders. Render that shard again.")
                }
            }
            parts.append(part)
        }
        let manifest = try merged(parts, catalog: catalog)
        for (folder, part) in zip(folders, parts) {
            // A shard's images with the same bytes share one file (`ImageSharing`).
            for image in Set(part.siteFiles).sorted() {
                if let other = listed.updateValue(folder, forKey: image) {
                    throw GalleryError.invalidOption("\(image) is listed by both \(other)/manifest.json and \(folder)/manifest.json: merge the shards of one render (1/N to N/N).")
                }
            }
        }
        // Every image is checked before anything is written.
        var copies: [(shard: ConfinedFolder, image: String)] = []
        for (folder, part) in zip(folders, parts) {
            let shard = try ConfinedFolder(folder)
            for image in Set(part.siteFiles).sorted() {
                let source = try shard.path(of: image)
                guard FolderWalk.kind(of: source) != nil else {
                    throw GalleryError.invalidOption("\(source) is listed in \(folder)/manifest.json but missing; render that shard again.")
                }
                if URL(fileURLWithPath: source).standardizedFileURL != URL(fileURLWithPath: output + "/" + image).standardizedFileURL {
                    copies.append((shard, image))
                }
            }
        }
        let site = try GallerySite.open(output)
        defer { site.close() }
        try site.claim(Set(manifest.siteFiles).sorted())
        for copy in copies {
            try site.folder.write(try copy.shard.read(copy.image), to: copy.image)
        }
        let shards = try zip(folders, parts).map { folder, part in (folder: try ConfinedFolder(folder), listed: Set(part.images.map(\.render.image))) }
        if let cache = RenderCache.merged(shards) {
            try site.write(try cache.encoded(), to: RenderCache.fileName)
        }
        try GallerySite.write(manifest, title: title, into: site)
        return manifest
    }

    /// Why `image`, as a shard's manifest lists it, is not a PNG in a site's `images/`
    /// folder; `nil` when it is one.
    package static func imageProblem(_ image: String) -> String? {
        if let problem = ConfinedFolder.problem(with: image) { return "is refused: \(problem)" }
        guard image.hasPrefix("images/") || image.hasPrefix("references/") || image.hasPrefix("diffs/"), image.hasSuffix(".png"),
              image.split(separator: "/").count >= 2 else {
            return "is not a PNG in the images/, references/ or diffs/ folder"
        }
        return nil
    }
}
