import Catalog
import Foundation
import PixelDiff
import Synchronization
import ViewKit

/// Renders a catalog across an environment matrix into a folder: one PNG per variant and
/// environment, written atomically, and the manifest describing them. Images render on
/// `jobs` threads; the output does not depend on how many.
public struct GalleryRenderer: Sendable {
    public var catalog: Catalog
    public var matrix: EnvironmentMatrix
    public var jobs: Int
    /// Only entries or variants whose names contain this text (case-insensitive).
    public var filter: String?
    /// Renders only slice `index` of `count` (1-based), for a CI matrix.
    public var shard: (index: Int, count: Int)?
    /// Encodes an image's PNG file (plain PNG by default; references embed their fingerprint).
    public var encode: @Sendable (Bitmap) throws -> Data = { try $0.pngData() }

    public init(catalog: Catalog, matrix: EnvironmentMatrix, jobs: Int, filter: String? = nil, shard: (index: Int, count: Int)? = nil) {
        self.catalog = catalog
        self.matrix = matrix
        self.jobs = max(1, jobs)
        self.filter = filter
        self.shard = shard
    }

    /// What progress a render reports: images done of the total.
    public typealias Progress = @Sendable (_ done: Int, _ total: Int) -> Void

    /// Every image to render, in a fixed order: catalog order, then the matrix's order.
    public func plannedJobs() -> [GalleryJob] {
        var jobs: [GalleryJob] = []
        let selection = CatalogFilter(filter)
        for (entryIndex, entry) in catalog.entries.enumerated() {
            for (variantIndex, variant) in entry.variants.enumerated() {
                guard selection.matches(entry: entry.name, group: entry.group, variant: variant.name) else { continue }
                for environment in matrix.environments(for: entry.kind) {
                    let path = "images/\(SiteName.safe(entry.name))/\(SiteName.safe(variant.name))/\(SiteName.safe(variant.environmentName(in: environment))).png"
                    jobs.append(GalleryJob(entryIndex: entryIndex, variantIndex: variantIndex, environment: environment, imagePath: path))
                }
            }
        }
        guard let shard else { return jobs }
        // Whole variants go to one shard, round robin, so a shard's share does not depend
        // on the order images finish in.
        var variantOrdinal = -1
        var last: (Int, Int)?
        return jobs.filter { job in
            if last.map({ $0 != (job.entryIndex, job.variantIndex) }) ?? true {
                variantOrdinal += 1
                last = (job.entryIndex, job.variantIndex)
            }
            return variantOrdinal % shard.count == shard.index - 1
        }
    }

    /// Renders every planned image into `directory` and returns the manifest (not written).
    public func render(into directory: String, progress: Progress? = nil) throws -> SiteManifest {
        let planned = plannedJobs()
        let renderer: CatalogRenderer
        do {
            renderer = try CatalogRenderer(renderer: Renderer())
        } catch {
            throw GalleryError.renderFailed(what: "the renderer", reason: "\(error)")
        }
        let results = Mutex<[Int: Result<ImageRecord, GalleryError>]>([:])
        let next = Atomic<Int>(0)
        let done = Atomic<Int>(0)
        let catalog = self.catalog
        let encode = self.encode
        let work = { @Sendable in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < planned.count else { return }
                let job = planned[index]
                let outcome = Self.renderOne(job, catalog: catalog, renderer: renderer, directory: directory, encode: encode)
                results.withLock { $0[index] = outcome }
                let finished = done.add(1, ordering: .relaxed).newValue
                progress?(finished, planned.count)
            }
        }
        let threads = min(jobs, max(1, planned.count))
        if threads == 1 {
            work()
        } else {
            let group = DispatchGroup()
            for _ in 0..<threads {
                group.enter()
                let thread = Thread {
                    work()
                    group.leave()
                }
                // Deep view hierarchies recurse; give workers the main thread's stack size.
                thread.stackSize = 8 << 20
                thread.start()
            }
            group.wait()
        }
        let collected = results.withLock { $0 }
        var images: [ImageRecord] = []
        for index in planned.indices {
            guard let outcome = collected[index] else {
                throw GalleryError.renderFailed(what: planned[index].imagePath, reason: "no result")
            }
            images.append(try outcome.get())
        }
        return manifest(planned: planned, images: images)
    }

    /// What one job produced for the manifest.
    private struct ImageRecord: Sendable {
        var render: SiteManifest.Render
        var inspectables: [SiteManifest.Inspectable]
        var environment: SiteManifest.Environment
    }

    private static func renderOne(_ job: GalleryJob, catalog: Catalog, renderer: CatalogRenderer, directory: String,
                                  encode: @Sendable (Bitmap) throws -> Data) -> Result<ImageRecord, GalleryError> {
        let entry = catalog.entries[job.entryIndex]
        let variant = entry.variants[job.variantIndex]
        let rendered: RenderedVariant
        do {
            rendered = try renderer.render(entry, variant, in: job.environment, background: catalog.background)
        } catch {
            return .failure(.renderFailed(what: "\(entry.name) \(variant.name) in \(variant.environmentName(in: job.environment))", reason: "\(error)"))
        }
        let bitmap = rendered.image.bitmap
        do {
            try AtomicFile.write(try encode(bitmap), to: directory + "/" + job.imagePath)
        } catch {
            return .failure(.writeFailed(path: directory + "/" + job.imagePath, reason: "\(error)"))
        }
        let intrinsic = rendered.intrinsicSize
        let traits = job.environment.traits
        let render = SiteManifest.Render(
            environment: rendered.environment, traits: job.environment.traitsName, image: job.imagePath,
            pixelWidth: bitmap.pixelWidth, pixelHeight: bitmap.pixelHeight,
            width: rendered.image.size.width, height: rendered.image.size.height, scale: bitmap.scale,
            intrinsicWidth: intrinsic.width == View.noIntrinsicMetric ? nil : intrinsic.width,
            intrinsicHeight: intrinsic.height == View.noIntrinsicMetric ? nil : intrinsic.height,
            labels: rendered.labelFonts.map { SiteManifest.LabelFonts(view: $0.viewPath, text: $0.text, faces: $0.faces) },
            warnings: rendered.warnings.map { SiteManifest.Warning(kind: $0.kind.rawValue, view: $0.viewPath, message: $0.message) },
            fingerprint: Fingerprint.of(bitmap)
        )
        let environment = SiteManifest.Environment(
            name: rendered.environment, style: traits.userInterfaceStyle == .dark ? "dark" : "light",
            language: traits.typesettingLanguage?.identifier ?? "", contentSize: traits.preferredContentSizeCategory.shortName,
            scale: traits.displayScale, device: variant.device(in: job.environment)?.name
        )
        return .success(ImageRecord(
            render: render, inspectables: rendered.inspectables.map { SiteManifest.Inspectable(name: $0.name, value: $0.value) },
            environment: environment
        ))
    }

    private func manifest(planned: [GalleryJob], images: [ImageRecord]) -> SiteManifest {
        var entries: [SiteManifest.Entry] = []
        var environments: [String: SiteManifest.Environment] = [:]
        for (job, image) in zip(planned, images) {
            let entry = catalog.entries[job.entryIndex]
            let variant = entry.variants[job.variantIndex]
            if entries.last?.name != entry.name {
                entries.append(SiteManifest.Entry(group: entry.group, name: entry.name, kind: entry.kind.rawValue, variants: []))
            }
            guard var current = entries.popLast() else { continue }
            if current.variants.last?.name != variant.name {
                current.variants.append(SiteManifest.Variant(name: variant.name, inspectables: image.inspectables, renders: []))
            }
            current.variants[current.variants.count - 1].renders.append(image.render)
            entries.append(current)
            environments[image.environment.name] = image.environment
        }
        return SiteManifest(entries: entries, environments: environments, groupOrder: catalog.groups)
    }
}
