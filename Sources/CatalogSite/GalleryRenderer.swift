import Catalog
package import FileSafety
import Foundation
internal import PixelDiff
internal import Rendering
import SnapshotStore
import ViewRendering

/// Renders a catalog across an environment matrix into a folder: one PNG per item, written
/// atomically, and the manifest describing them. Images render on `jobs` threads; the output
/// does not depend on how many.
public struct GalleryRenderer: Sendable {
    /// The catalog rendered.
    public var catalog: Catalog
    /// The environments every variant renders in.
    public var matrix: EnvironmentMatrix
    /// How many threads encode and write images.
    public var jobs: Int
    /// Which variants to render.
    public var filter: CatalogFilter
    /// Renders only slice `index` of `count` (1-based), for a CI matrix.
    public var shard: (index: Int, count: Int)?

    /// A gallery of `catalog` in `matrix` on `jobs` threads, of the variants `filter`
    /// selects (in `shard`, if given).
    public init(catalog: Catalog, matrix: EnvironmentMatrix, jobs: Int, filter: CatalogFilter = CatalogFilter(nil),
                shard: (index: Int, count: Int)? = nil) {
        self.catalog = catalog
        self.matrix = matrix
        self.jobs = max(1, jobs)
        self.filter = filter
        self.shard = shard
    }

    /// What progress a render reports: images done of the total.
    public typealias Progress = @Sendable (_ done: Int, _ total: Int) -> Void

    /// The image's path in the site for `item`: `images/<Entry>/<variant>/<environment>.png`.
    package static func imagePath(of item: CatalogItem) -> String {
        "images/\(ReferenceName.sanitize(item.entry.name))/\(ReferenceName.sanitize(item.variant.name))/\(ReferenceName.sanitize(item.environment.name)).png"
    }

    /// Every item to render, in a fixed order: catalog order, then the matrix's. A shard
    /// takes whole variants, round robin, so its share does not depend on the order images
    /// finish in.
    public func plannedItems() -> [CatalogItem] {
        let items = catalog.items(in: matrix, filter: filter)
        guard let shard else { return items }
        var variantOrdinal = -1
        var last: (String, String)?
        return items.filter { item in
            if last.map({ $0 != (item.entry.name, item.variant.name) }) ?? true {
                variantOrdinal += 1
                last = (item.entry.name, item.variant.name)
            }
            return variantOrdinal % shard.count == shard.index - 1
        }
    }

    /// Renders every planned image into `directory` on `jobs` threads of this process and
    /// returns the manifest (not written). A variant that traps stops the process; the
    /// `catalog` commands spread the items over worker processes instead (docs/CRASHES.md).
    /// The folder is locked meanwhile, and refused when it holds files this tool did not write
    /// (docs/FILE-SAFETY.md).
    public func render(into directory: String, progress: Progress? = nil) throws -> SiteManifest {
        let site = try GallerySite.open(directory)
        defer { site.close() }
        let planned = plannedItems()
        try site.claim(planned.map(Self.imagePath(of:)))
        let renderer = try makeRenderer()
        let gallery = self
        let outcomes = CatalogWorkers.map(planned.count, jobs: jobs, progress: progress) { index in
            Result { () throws(GalleryError) in try gallery.renderImage(planned[index], with: renderer, into: site.folder).image }
        }
        return manifest(of: planned, outcomes: try outcomes.map { .success(try $0.get()) })
    }

    /// The renderer the images are drawn with.
    public func makeRenderer() throws(GalleryError) -> CatalogRenderer {
        do {
            return try CatalogRenderer(renderer: ViewRenderer())
        } catch {
            throw GalleryError.renderFailed(what: "the renderer", reason: "\(error)")
        }
    }

    /// Renders `item` with `renderer` and writes its PNG (atomically) at its path in `folder`,
    /// under `prefix`: the rendered variant, and what its image adds to the manifest. The
    /// process that owns the folder claimed the path (docs/FILE-SAFETY.md).
    package func renderImage(_ item: CatalogItem, with renderer: CatalogRenderer, into folder: ConfinedFolder,
                            prefix: String = "") throws(GalleryError) -> (rendered: RenderedVariant, image: GalleryImage) {
        let rendered: RenderedVariant
        do {
            rendered = try renderer.render(item, background: catalog.background)
        } catch {
            throw .renderFailed(what: item.description, reason: "\(error)")
        }
        let path = Self.imagePath(of: item)
        do {
            try folder.write(try rendered.image.bitmap.pngData(), to: prefix + path)
        } catch {
            throw .writing(folder.path + "/" + prefix + path, error)
        }
        return (rendered, GalleryImage(render: SiteManifest.Render(rendered, image: path),
                                       inspectables: rendered.inspectables.map { SiteManifest.Inspectable(name: $0.name, value: $0.value) }))
    }

    /// The manifest of `items` (as `plannedItems()` orders them) given what became of each:
    /// its image, or the crash that stopped it. A variant takes its inspectables from its
    /// first image.
    package func manifest(of items: [CatalogItem], outcomes: [Result<GalleryImage, CatalogCrash>]) -> SiteManifest {
        var entries: [SiteManifest.Entry] = []
        var inspected = false
        for (item, outcome) in zip(items, outcomes) {
            if entries.last?.name != item.entry.name {
                entries.append(SiteManifest.Entry(group: item.entry.group, name: item.entry.name, kind: item.entry.kind.rawValue, variants: []))
            }
            let last = entries.count - 1
            if entries[last].variants.last?.name != item.variant.name {
                entries[last].variants.append(SiteManifest.Variant(name: item.variant.name, inspectables: [], renders: []))
                inspected = false
            }
            let variant = entries[last].variants.count - 1
            switch outcome {
            case let .success(image):
                if !inspected {
                    entries[last].variants[variant].inspectables = image.inspectables
                    inspected = true
                }
                entries[last].variants[variant].renders.append(image.render)
            case let .failure(crash):
                entries[last].variants[variant].crashes = (entries[last].variants[variant].crashes ?? [])
                    + [SiteManifest.Crash(environment: item.environment.name, message: crash.message)]
            }
        }
        let environments = Dictionary(items.map { ($0.environment.name, SiteManifest.Environment($0.environment)) }, uniquingKeysWith: { first, _ in first })
        return SiteManifest(entries: entries, environments: environments, groupOrder: catalog.groups)
    }
}
