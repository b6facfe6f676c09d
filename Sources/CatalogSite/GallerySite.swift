package import FileSafety
import Foundation

/// Writes a rendered gallery's files into its folder: `manifest.json` and `index.html`
/// (atomically), and deletes the images an earlier run wrote that the new manifest does not
/// list. Only files this tool wrote there are overwritten or deleted (docs/FILE-SAFETY.md).
public enum GallerySite {
    /// The site's files besides its images.
    package static let pageFiles = ["manifest.json", "index.html"]

    /// Writes the site for `manifest` into `directory`, where its images already are.
    public static func write(_ manifest: SiteManifest, title: String, into directory: String) throws {
        let site = try open(directory)
        defer { site.close() }
        try write(manifest, title: title, into: site)
    }

    /// Writes the site for `manifest` into `site`, a folder opened with `open(_:)` whose
    /// images are written, and deletes the files of earlier runs it no longer lists. `cache`
    /// (a render's new cache) is written after the manifest and the page, before the deletions.
    package static func write(_ manifest: SiteManifest, title: String, into site: OwnedFolder, cache: PendingRenderCache? = nil) throws {
        let json: Data, page: Data
        do {
            // Encoded once: the page embeds the compact text, the file has it laid out.
            let compact = try GalleryPage.compactJSON(manifest)
            json = Data(PrettyJSON.layOut([UInt8](compact)) + [0x0A])
            page = Data(GalleryPage.html(json: String(decoding: compact, as: UTF8.self), title: title).utf8)
        } catch {
            throw GalleryError.writeFailed(path: site.path, reason: "\(error)")
        }
        // The images first (already written), then the manifest and the page, then the
        // deletions: a run killed anywhere leaves a manifest and a page whose images are there.
        try site.claim(pageFiles)
        try site.folder.write(json, to: "manifest.json")
        try site.folder.write(page, to: "index.html")
        try cache?.write(into: site)
        // The render cache stays: each of its records is checked against the file before use.
        try site.finish(keeping: Set(manifest.siteFiles + pageFiles + [RenderCache.fileName]))
    }

    /// Opens a gallery's folder for writing (`OwnedFolder`): locked, and refused when it holds
    /// files this tool did not write. A site an earlier version wrote (without the list of
    /// files) is recognised by its manifest.
    package static func open(_ directory: String) throws -> OwnedFolder {
        try OwnedFolder.open(directory) { folder in
            guard let data = try? folder.read("manifest.json"), let manifest = try? JSONDecoder().decode(SiteManifest.self, from: data) else { return nil }
            return Set(manifest.siteFiles + pageFiles)
        }
    }
}
