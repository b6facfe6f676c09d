import Catalog
import Foundation
internal import Rendering

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
    /// and manifest.
    package static func merge(_ folders: [String], into output: String, catalog: Catalog, title: String) throws -> SiteManifest {
        var parts: [SiteManifest] = []
        for folder in folders {
            let path = folder + "/manifest.json"
            guard let data = try? FileReading.contents(of: path, limit: SiteManifest.sizeLimit) else {
                throw GalleryError.invalidOption(SiteManifest.unreadableMessage(path))
            }
            parts.append(try SiteManifest.decode(data, from: path))
        }
        let manifest = try merged(parts, catalog: catalog)
        for (folder, part) in zip(folders, parts) {
            for image in part.images.map(\.render.image) {
                let source = folder + "/" + image
                guard let data = FileManager.default.contents(atPath: source) else {
                    throw GalleryError.invalidOption("\(source) is listed in \(folder)/manifest.json but missing; render that shard again.")
                }
                let target = output + "/" + image
                if URL(fileURLWithPath: source).standardizedFileURL == URL(fileURLWithPath: target).standardizedFileURL { continue }
                do {
                    try AtomicFile.write(data, to: target)
                } catch {
                    throw GalleryError.writeFailed(path: target, reason: "\(error)")
                }
            }
        }
        try GallerySite.write(manifest, title: title, into: output)
        return manifest
    }
}
