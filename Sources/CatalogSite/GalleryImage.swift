/// What one rendered image adds to a gallery's manifest: its record and its variant's
/// inspectable values, with what became of its file. Codable, so a worker process can hand it
/// to the process that writes the manifest.
package struct GalleryImage: Codable, Hashable, Sendable {
    /// The image's manifest record. Its `image` is the file that holds its pixels: its own
    /// path (`path`), or that of an earlier image with the same bytes (`ImageSharing`).
    package var render: SiteManifest.Render
    package var inspectables: [SiteManifest.Inspectable]
    /// The fingerprint of the PNG file's bytes, for the folder's `RenderCache`.
    package var file: String
    /// What this run did for the image (not in the manifest).
    package var outcome: Outcome
    /// The image's own path in the site (`GalleryRenderer.imagePath(of:)`): where it is
    /// written when no other image holds the same bytes, and its key in the `RenderCache`.
    package var path: String

    /// What a run did for one image.
    package enum Outcome: String, Codable, Hashable, Sendable {
        /// Rendered, encoded and written.
        case written
        /// Rendered; its pixels were those of the file already there, which was kept.
        case kept
        /// Not rendered: the inputs and the file were those of the run before, whose record
        /// was reused.
        case reused
    }

    package init(render: SiteManifest.Render, inspectables: [SiteManifest.Inspectable], file: String, outcome: Outcome = .written, path: String? = nil) {
        self.path = path ?? render.image
        self.render = render
        self.inspectables = inspectables
        self.file = file
        self.outcome = outcome
    }
}
