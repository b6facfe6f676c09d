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
    /// The snapshot store whose references each render is compared with (`GalleryReference`);
    /// `nil`: none.
    package var references: SnapshotStore? {
        didSet { referenceItems = Self.referenceItems(of: catalog, in: references) }
    }
    /// The items the snapshot assertions cover (`EnvironmentMatrix.default`), by
    /// `referenceKey`: the only ones with references.
    private var referenceItems: Set<String> = []

    /// A gallery of `catalog` in `matrix` on `jobs` threads, of the variants `filter`
    /// selects (in `shard`, if given).
    public init(catalog: Catalog, matrix: EnvironmentMatrix, jobs: Int, filter: CatalogFilter = CatalogFilter(nil),
                shard: (index: Int, count: Int)? = nil) {
        self.init(catalog: catalog, matrix: matrix, jobs: jobs, filter: filter, shard: shard, references: nil)
    }

    /// As `init(catalog:matrix:jobs:filter:shard:)`, each render compared with its reference
    /// in `references` when given.
    package init(catalog: Catalog, matrix: EnvironmentMatrix, jobs: Int, filter: CatalogFilter = CatalogFilter(nil),
                 shard: (index: Int, count: Int)?, references: SnapshotStore?) {
        self.catalog = catalog
        self.matrix = matrix
        self.jobs = max(1, jobs)
        self.filter = filter
        self.shard = shard
        self.references = references
        referenceItems = Self.referenceItems(of: catalog, in: references)
    }

    private static func referenceItems(of catalog: Catalog, in store: SnapshotStore?) -> Set<String> {
        guard store != nil else { return [] }
        return Set(catalog.items(in: .default).map(referenceKey))
    }

    private static func referenceKey(_ item: CatalogItem) -> String {
        "\(item.entry.name)\u{0}\(item.variant.name)\u{0}\(item.environment.name)"
    }

    /// Where `item`'s reference is, when the gallery compares with references and the
    /// assertions cover the item; else `nil`.
    package func referenceLocation(of item: CatalogItem) -> ReferenceLocation? {
        guard let references, referenceItems.contains(Self.referenceKey(item)) else { return nil }
        return item.referenceLocation(in: references, catalog: catalog.name, testFilter: "")
    }

    /// Every path a render of `planned` may write in the site: the images, and for the items
    /// with references the copy of the reference and the diff a change adds.
    package func sitePaths(of planned: [CatalogItem]) -> [String] {
        planned.flatMap { item -> [String] in
            let path = Self.imagePath(of: item)
            guard referenceLocation(of: item) != nil else { return [path] }
            let extra = GalleryReference.sitePaths(for: path)
            return [path, extra.reference, extra.diff]
        }
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
    ///
    /// `inputs` fingerprints what the render depends on (the executable, its resources, the
    /// fonts; `RenderCache`): when an earlier render into the folder had the same, the images
    /// it left intact are reused without rendering. Whatever `inputs` is, an image whose pixels
    /// are those of the file already there is not written again.
    public func render(into directory: String, inputs: String? = nil, progress: Progress? = nil) throws -> SiteManifest {
        try renderImages(into: directory, inputs: inputs, progress: progress).manifest
    }

    /// As `render(into:inputs:progress:)`, also returning what became of each image.
    package func renderImages(into directory: String, inputs: String?, progress: Progress?) throws -> (manifest: SiteManifest, images: [GalleryImage]) {
        let site = try GallerySite.open(directory)
        defer { site.close() }
        let planned = plannedItems()
        try site.claim(sitePaths(of: planned))
        let previous = RenderCache.read(from: site.folder)
        let renderer = try makeRenderer()
        let gallery = self
        let folder = site.folder
        let (outcomes, cache) = try outcomes(of: planned, in: site, inputs: { inputs }, reusing: previous) { missing, reusedCount in
            var report: (@Sendable (Int, Int) -> Void)?
            if let progress { report = { done, _ in progress(done + reusedCount, planned.count) } }
            let rendered = CatalogWorkers.map(missing.count, jobs: jobs, progress: report) { (index: Int) -> Result<GalleryImage, GalleryError> in
                let item = planned[missing[index]]
                do throws(GalleryError) {
                    return .success(try gallery.renderImage(item, with: renderer, into: folder, previous: previous?.images[Self.imagePath(of: item)]).image)
                } catch {
                    return .failure(error)
                }
            }
            // In one process an image's error stops the render (a trap would have stopped it too).
            return try rendered.map { .success(try $0.get()) }
        }
        try cache.write(into: site)
        return (manifest(of: planned, outcomes: outcomes), outcomes.compactMap { try? $0.get() })
    }

    /// What became of each of `planned` in `site`: the images `cache` lets it reuse (when the
    /// inputs are those it records and the file is intact), and what `render` gives for the
    /// others, which it is handed by index in `planned` with the count reused (for progress).
    /// Also the folder's new cache, being encoded once every image is there, for the caller
    /// to write (`PendingRenderCache.write(into:)`) before it finishes the site. `inputs` is
    /// asked once, and only when it is needed: before rendering when there is a cache to
    /// compare it with, else after (so it can be worked out while the images render).
    package func outcomes(of planned: [CatalogItem], in site: OwnedFolder, inputs: () -> String?, reusing cache: RenderCache?,
                          render: (_ missing: [Int], _ reusedCount: Int) throws -> [Result<GalleryImage, CatalogCrash>])
        throws -> (outcomes: [Result<GalleryImage, CatalogCrash>], cache: PendingRenderCache) {
        var known: String??
        func inputsOnce() -> String? {
            if let known { return known }
            let value = inputs()
            known = .some(value)
            return value
        }
        let reused = cache == nil ? [:] : reusable(planned, from: cache, inputs: inputsOnce(), in: site.folder)
        let missing = planned.indices.filter { reused[$0] == nil }
        var byIndex = reused.mapValues { Result<GalleryImage, CatalogCrash>.success($0) }
        if !missing.isEmpty {
            for (index, outcome) in zip(missing, try render(missing, reused.count)) { byIndex[index] = outcome }
        }
        var outcomes = planned.indices.compactMap { byIndex[$0] }
        // Each distinct file once: an image with the bytes of an earlier one names its file.
        try ImageSharing.share(&outcomes, in: site.folder)
        // The images just rendered or reused (crashed items have none).
        var newCache = RenderCache(inputs: inputsOnce())
        for case let .success(image) in outcomes { newCache.images[image.path] = RenderCache.Image(image) }
        return (outcomes, PendingRenderCache(newCache))
    }

    /// The planned images (by index in `planned`) that need no rendering: the inputs are those
    /// of the render that wrote `cache`, and each file is still the one it wrote. The files are
    /// checked on `jobs` threads.
    private func reusable(_ planned: [CatalogItem], from cache: RenderCache?, inputs: String?, in folder: ConfinedFolder) -> [Int: GalleryImage] {
        guard let cache, let inputs, cache.inputs == inputs else { return [:] }
        let found = CatalogWorkers.map(planned.count, jobs: jobs) { index -> GalleryImage? in
            let path = Self.imagePath(of: planned[index])
            guard var image = cache.intactImage(path, in: folder)?.reused(at: path) else { return nil }
            // The comparison with the reference holds only while the reference is the file it
            // was compared with (and its copies are intact).
            if let location = referenceLocation(of: planned[index]) {
                guard let reference = image.render.reference, reference.referenceFile == GalleryReference.fileFingerprint(location.referencePath),
                      [reference.image, reference.diff].allSatisfy({ $0.map { FolderWalk.kind(of: folder.path + "/" + $0) == .file } ?? true })
                else { return nil }
            } else {
                image.render.reference = nil
            }
            return image
        }
        var reused: [Int: GalleryImage] = [:]
        for (index, image) in found.enumerated() { if let image { reused[index] = image } }
        return reused
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
    /// process that owns the folder claimed the path (docs/FILE-SAFETY.md). When `previous`
    /// (the folder's `RenderCache` record of the path) has the same pixels and the file that
    /// held them (the image's own, or the one it shared with an earlier image) still has the
    /// bytes it recorded, that file is kept: not encoded, not written.
    package func renderImage(_ item: CatalogItem, with renderer: CatalogRenderer, into folder: ConfinedFolder,
                            prefix: String = "", previous: RenderCache.Image? = nil) throws(GalleryError) -> (rendered: RenderedVariant, image: GalleryImage) {
        let rendered: RenderedVariant
        do {
            rendered = try renderer.render(item, background: catalog.background)
        } catch {
            throw .renderFailed(what: item.description, reason: "\(error)")
        }
        let path = Self.imagePath(of: item)
        let record = SiteManifest.Render(rendered, image: path)
        let inspectables = rendered.inspectables.map { SiteManifest.Inspectable(name: $0.name, value: $0.value) }
        var image: GalleryImage
        if let previous, previous.render.fingerprint == record.fingerprint, RenderCache.file(prefix + previous.render.image, in: folder, is: previous.file) {
            var kept = record
            kept.image = previous.render.image
            image = GalleryImage(render: kept, inspectables: inspectables, file: previous.file, outcome: .kept, path: path)
        } else {
            let png: Data
            do {
                png = try rendered.image.bitmap.pngData()
                try folder.write(png, to: prefix + path)
            } catch {
                throw .writing(folder.path + "/" + prefix + path, error)
            }
            image = GalleryImage(render: record, inspectables: inspectables, file: Fingerprint.of(png), path: path)
        }
        if let location = referenceLocation(of: item) {
            image.render.reference = try GalleryReference.compare(rendered, at: location, path: path, into: folder, prefix: prefix)
        }
        return (rendered, image)
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
