import SnapshotStore
internal import PixelDiff
/// Renders a catalog's items and compares each with its reference in a snapshot store,
/// recording as the mode says, on several threads: what `assertCatalogSnapshots` and
/// `catalog record` do, with one implementation.
package struct CatalogSnapshotRun: Sendable {
    package var catalog: Catalog
    package var store: SnapshotStore
    package var matrix: EnvironmentMatrix
    package var filter: CatalogFilter
    package var mode: SnapshotRecordMode
    package var threshold: Double
    package var tolerance: Double
    package var jobs: Int
    /// The test suite that asserts the references (for re-record hints).
    package var testFilter: String

    package init(catalog: Catalog, store: SnapshotStore, matrix: EnvironmentMatrix = .default, filter: CatalogFilter = CatalogFilter(nil),
                mode: SnapshotRecordMode, threshold: Double = 0.1, tolerance: Double = 0, jobs: Int, testFilter: String) {
        self.catalog = catalog
        self.store = store
        self.matrix = matrix
        self.filter = filter
        self.mode = mode
        self.threshold = threshold
        self.tolerance = tolerance
        self.jobs = jobs
        self.testFilter = testFilter
    }

    /// One item's outcome.
    package struct Result: Sendable {
        package var item: CatalogItem
        package var location: ReferenceLocation
        /// What the comparison found; a render failure is `.unusable` with the reason.
        package var verdict: SnapshotVerdict
        /// The image was not compared or recorded: its pixels are not those a reviewer
        /// accepted (`result(for:with:expecting:)`).
        package var changedSinceReview = false
    }

    /// The items this run covers, in catalog order.
    package var items: [CatalogItem] { catalog.items(in: matrix, filter: filter) }

    /// Where each item's reference lives.
    package func location(of item: CatalogItem) -> ReferenceLocation {
        item.referenceLocation(in: store, catalog: catalog.name, testFilter: testFilter)
    }

    /// Renders and verifies every item; results in catalog order.
    package func run(progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) throws(RenderError) -> [Result] {
        let items = self.items
        let renderer = try CatalogRenderer(renderer: ViewRenderer())
        let run = self
        return CatalogWorkers.map(items.count, jobs: jobs, progress: progress) { index in
            run.result(for: items[index], with: renderer)
        }
    }

    /// Renders and verifies one item with `renderer` (recording as the mode says): one
    /// step of `run`, for a caller that spreads the items over processes of its own. With a
    /// `fingerprint` (the pixels a reviewer accepted), an image whose pixels differ is neither
    /// compared nor recorded: the result says it changed since the review.
    public func result(for item: CatalogItem, with renderer: CatalogRenderer, expecting fingerprint: String? = nil) -> Result {
        let location = location(of: item)
        do {
            let rendered = try renderer.render(item, background: catalog.background)
            if let fingerprint, Fingerprint.of(rendered.image.bitmap) != fingerprint {
                return Result(item: item, location: location, verdict: .unusable(message: "changed since the review"), changedSinceReview: true)
            }
            return Result(item: item, location: location,
                          verdict: rendered.verify(at: location, mode: mode, threshold: threshold, tolerance: tolerance))
        } catch {
            return Result(item: item, location: location, verdict: .unusable(message: "Could not render \(item.description): \(error)"))
        }
    }

    /// The references in the catalog's folder that none of `items` claims and the filter
    /// selects: those of variants or environments that are gone.
    package func orphanedReferences(besides items: [CatalogItem]) -> [SnapshotStore.CatalogReferenceFile] {
        let expected = Set(items.map { location(of: $0).referencePath })
        return store.catalogReferenceFiles(catalog.name).filter { file in
            !expected.contains(file.path) && filter.matches(entry: file.entry, variant: file.variant, in: catalog)
        }
    }
}
