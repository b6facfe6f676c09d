/// What one rendered image adds to a gallery's manifest: its record and its variant's
/// inspectable values. Codable, so a worker process can hand it to the process that writes
/// the manifest.
package struct GalleryImage: Codable, Hashable, Sendable {
    package var render: SiteManifest.Render
    package var inspectables: [SiteManifest.Inspectable]

    package init(render: SiteManifest.Render, inspectables: [SiteManifest.Inspectable]) {
        self.render = render
        self.inspectables = inspectables
    }
}
