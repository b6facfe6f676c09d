package import FileSafety
import Foundation
import Catalog
internal import PixelDiff

/// Each distinct image of a gallery stored once. Many renders are the same picture: a label
/// that does not follow Dynamic Type gives the same image at every text size, and until the
/// team's strings are localized the `-en-` and `-ja-` images are equal. Images whose PNG
/// bytes are equal (the same pixels, size and scale, through the same encoder) share one
/// file: the first of them in catalog order keeps its own path, and the others' manifest
/// records name that file. The manifest still lists every environment, with its own record.
package enum ImageSharing {
    /// Points every image of `outcomes` whose bytes equal an earlier one's at that image's
    /// file, and makes sure the file is at that path in `folder`. An image that was the
    /// second of its kind in the last run and is the first now (the first went away) gets the
    /// bytes copied from the file it shared. Files that end up unused are deleted when the site
    /// is written (`GallerySite`), which keeps only the files its manifest names.
    package static func share(_ outcomes: inout [Result<GalleryImage, CatalogCrash>], in folder: ConfinedFolder) throws {
        var first: [String: Int] = [:]
        for index in outcomes.indices {
            guard case var .success(image) = outcomes[index] else { continue }
            if let owner = first[image.file], case let .success(holder) = outcomes[owner] {
                image.render.image = holder.path
                outcomes[index] = .success(image)
                continue
            }
            first[image.file] = index
            if image.render.image != image.path {
                // It shared another image's file last time: its own path gets the bytes.
                try copy(from: image.render.image, to: image.path, fingerprint: image.file, in: folder)
                image.render.image = image.path
                outcomes[index] = .success(image)
            }
        }
    }

    /// Writes the bytes of `source` (whose fingerprint must be `fingerprint`) to `destination`
    /// in `folder`, atomically.
    private static func copy(from source: String, to destination: String, fingerprint: String, in folder: ConfinedFolder) throws {
        let data: Data
        do {
            data = try folder.read(source)
        } catch {
            throw GalleryError.writeFailed(path: folder.path + "/" + destination,
                                           reason: "its pixels were to come from \(source), which cannot be read (\(error)); render again with --render-all")
        }
        guard Fingerprint.of(data) == fingerprint else {
            throw GalleryError.writeFailed(path: folder.path + "/" + destination,
                                           reason: "its pixels were to come from \(source), which changed during the render; render again with --render-all")
        }
        do {
            try folder.write(data, to: destination)
        } catch {
            throw GalleryError.writing(folder.path + "/" + destination, error)
        }
    }
}
