import Foundation
internal import Rendering

/// Writes a rendered gallery's files: `manifest.json` and `index.html` (atomically), and
/// removes images a previous render left that the new manifest does not list.
public enum GallerySite {
    /// Writes the site for `manifest` into `directory`, where its images already are.
    public static func write(_ manifest: SiteManifest, title: String, into directory: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try AtomicFile.write(try encoder.encode(manifest) + Data("\n".utf8), to: directory + "/manifest.json")
            try AtomicFile.write(Data(try GalleryPage.html(for: manifest, title: title).utf8), to: directory + "/index.html")
        } catch {
            throw GalleryError.writing(directory, error)
        }
        removeStaleImages(in: directory, keeping: Set(manifest.images.map(\.render.image)))
    }

    /// Deletes PNGs under `directory/images` that `keeping` does not list, and empty folders.
    static func removeStaleImages(in directory: String, keeping: Set<String>) {
        let root = directory + "/images"
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return }
        var folders: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let path = root + "/" + relative
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                folders.append(path)
            } else if relative.hasSuffix(".png"), !keeping.contains("images/" + relative) {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        for folder in folders.sorted(by: { $0.count > $1.count }) {
            if (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true {
                try? FileManager.default.removeItem(atPath: folder)
            }
        }
    }
}
