import Catalog

/// One image of a gallery: a variant of an entry in an environment.
public struct GalleryJob: Sendable {
    public var entryIndex: Int
    public var variantIndex: Int
    public var environment: CatalogEnvironment
    /// The image's path in the site.
    public var imagePath: String
}
