package import FileSafety
import Foundation
internal import PixelDiff
internal import Rendering

/// What a gallery's folder remembers of the render that wrote it (`.catalog-render-cache.json`,
/// docs/GALLERY.md "Re-rendering"): the fingerprint of that render's inputs, the PNG encoder,
/// and for each image the fingerprint of its file's bytes and the manifest record it gave.
///
/// A later render into the folder uses it twice. When its inputs are the same, an image whose
/// file is still there byte for byte is not rendered at all: its record is reused. When they
/// differ, every image is rendered, but one whose pixels are those of the file already there
/// is neither encoded nor written. Either way the folder ends byte-identical to a full render.
package struct RenderCache: Codable, Sendable {
    /// The file's name in the site.
    package static let fileName = ".catalog-render-cache.json"
    /// The cache format's version: a file of another format is ignored.
    package static let currentFormat = 1

    package var format = RenderCache.currentFormat
    /// The fingerprint of what the render depended on (`nil`: not known, never reused whole).
    package var inputs: String?
    /// The PNG encoder that wrote the files: another encoder writes other bytes for the same
    /// pixels, so files are not kept across encoders.
    package var encoder: String
    /// By each image's own path in the site (`GalleryImage.path`); the file that holds its
    /// pixels is its record's `render.image`, another image's when they share bytes.
    package var images: [String: Image]

    /// One image as the render left it.
    package struct Image: Codable, Sendable {
        /// The fingerprint of the PNG file's bytes.
        package var file: String
        /// Its manifest record.
        package var render: SiteManifest.Render
        /// Its variant's inspectable values as it gave them.
        package var inspectables: [SiteManifest.Inspectable]

        /// The cache's record of `image`.
        package init(_ image: GalleryImage) {
            file = image.file
            render = image.render
            inspectables = image.inspectables
        }

        /// The image at `path` again, as a run that reuses it reports it.
        package func reused(at path: String) -> GalleryImage {
            GalleryImage(render: render, inspectables: inspectables, file: file, outcome: .reused, path: path)
        }
    }

    /// An empty cache for a render with `inputs`, written with this build's encoder.
    package init(inputs: String?, images: [String: Image] = [:]) {
        self.inputs = inputs
        self.encoder = Bitmap.pngEncoderIdentity
        self.images = images
    }

    /// The cache in `folder`, or `nil` when there is none, it cannot be read, it has another
    /// format, or another encoder wrote its files: then nothing is reused.
    package static func read(from folder: ConfinedFolder) -> RenderCache? {
        guard FolderWalk.kind(of: folder.path + "/" + fileName) == .file,
              let data = try? folder.read(fileName),
              let cache = try? JSONDecoder().decode(RenderCache.self, from: data),
              cache.format == currentFormat, cache.encoder == Bitmap.pngEncoderIdentity else { return nil }
        return cache
    }

    /// The caches of shards of one render joined (`catalog merge`), each keeping only the images
    /// its shard's manifest lists (`listed`); `nil` when no shard has one. The inputs are kept
    /// when every shard had the same, so the merged site is reused as one render's would be.
    package static func merged(_ shards: [(folder: ConfinedFolder, listed: Set<String>)]) -> RenderCache? {
        let caches = shards.map { (cache: read(from: $0.folder), listed: $0.listed) }
        guard caches.contains(where: { $0.cache != nil }) else { return nil }
        let inputs = Set(caches.map { $0.cache?.inputs })
        var merged = RenderCache(inputs: inputs.count == 1 ? inputs.first ?? nil : nil)
        for (cache, listed) in caches {
            guard let cache else { continue }
            for (path, image) in cache.images where listed.contains(image.render.image) { merged.images[path] = image }
        }
        return merged
    }

    /// The file's bytes as written into a site.
    package func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// The record of the image whose own path is `path` when the file that holds its pixels
    /// (its own, or the one it shared) still has the bytes it recorded; else `nil`. Reusing it
    /// is right only when this render's inputs are the cache's (`inputs`), which the caller
    /// checks once for all images.
    package func intactImage(_ path: String, in folder: ConfinedFolder) -> Image? {
        guard let image = images[path], Self.file(image.render.image, in: folder, is: image.file) else { return nil }
        return image
    }

    /// Whether the file at `path` in `folder` has the bytes whose fingerprint is `fingerprint`.
    package static func file(_ path: String, in folder: ConfinedFolder, is fingerprint: String) -> Bool {
        guard let data = try? folder.read(path) else { return false }
        return Fingerprint.of(data) == fingerprint
    }
}
