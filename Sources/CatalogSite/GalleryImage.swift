/// What one rendered image adds to a gallery's manifest: its record and its variant's
/// inspectable values. Codable, so a worker process can hand it to the process that writes
/// the manifest.
public struct GalleryImage: Codable, Hashable, Sendable {
    public var render: SiteManifest.Render
    public var inspectables: [SiteManifest.Inspectable]

    public init(render: SiteManifest.Render, inspectables: [SiteManifest.Inspectable]) {
        self.render = render
        self.inspectables = inspectables
    }
}
