import Catalog
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
    /// Called on the rendering thread with each rendered item and its image's path in the
    /// site (`catalog verify` compares it with its reference there).
    package var onRender: (@Sendable (RenderedVariant, _ imagePath: String) -> Void)?

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

    /// Renders every planned image into `directory` and returns the manifest (not written).
    public func render(into directory: String, progress: Progress? = nil) throws -> SiteManifest {
        let planned = plannedItems()
        let renderer: CatalogRenderer
        do {
            renderer = try CatalogRenderer(renderer: ViewRenderer())
        } catch {
            throw GalleryError.renderFailed(what: "the renderer", reason: "\(error)")
        }
        let catalog = self.catalog
        let onRender = self.onRender
        let outcomes = CatalogWorkers.map(planned.count, jobs: jobs, progress: progress) { index -> Result<ImageRecord, GalleryError> in
            let item = planned[index]
            let rendered: RenderedVariant
            do {
                rendered = try renderer.render(item, background: catalog.background)
            } catch {
                return .failure(.renderFailed(what: item.description, reason: "\(error)"))
            }
            let path = Self.imagePath(of: item)
            do {
                try AtomicFile.write(try rendered.image.pngData(), to: directory + "/" + path)
            } catch {
                return .failure(.writeFailed(path: directory + "/" + path, reason: "\(error)"))
            }
            onRender?(rendered, path)
            return .success(ImageRecord(render: SiteManifest.Render(rendered, image: path),
                                        inspectables: rendered.inspectables.map { SiteManifest.Inspectable(name: $0.name, value: $0.value) }))
        }
        var entries: [SiteManifest.Entry] = []
        for (item, outcome) in zip(planned, outcomes) {
            let render = try outcome.get()
            if entries.last?.name != item.entry.name {
                entries.append(SiteManifest.Entry(group: item.entry.group, name: item.entry.name, kind: item.entry.kind.rawValue, variants: []))
            }
            let last = entries.count - 1
            if entries[last].variants.last?.name != item.variant.name {
                entries[last].variants.append(SiteManifest.Variant(name: item.variant.name, inspectables: render.inspectables, renders: []))
            }
            entries[last].variants[entries[last].variants.count - 1].renders.append(render.render)
        }
        let environments = Dictionary(planned.map { ($0.environment.name, SiteManifest.Environment($0.environment)) }, uniquingKeysWith: { first, _ in first })
        return SiteManifest(entries: entries, environments: environments, groupOrder: catalog.groups)
    }

    /// What one image adds to the manifest.
    private struct ImageRecord: Sendable {
        var render: SiteManifest.Render
        var inspectables: [SiteManifest.Inspectable]
    }
}
