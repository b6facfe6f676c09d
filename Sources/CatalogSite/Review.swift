import Catalog
internal import FileSafety
import Foundation
import SnapshotStore

/// `catalog verify`: renders the catalog in the default environments into `<output>/new`,
/// compares every image with its reference in the snapshot store (the assertions' verifier,
/// recording nothing), and describes each as a `ReviewItem`, with copies of the references
/// and diff images in the report's folder.
package struct Review: Sendable {
    package var catalog: Catalog
    package var store: SnapshotStore
    package var filter: CatalogFilter
    package var threshold: Double
    package var jobs: Int

    package init(catalog: Catalog, store: SnapshotStore, filter: CatalogFilter = CatalogFilter(nil), threshold: Double = 0.1, jobs: Int) {
        self.catalog = catalog
        self.store = store
        self.filter = filter
        self.threshold = threshold
        self.jobs = jobs
    }

    /// What a review found.
    package struct Outcome: Sendable {
        package var items: [ReviewItem]
        /// A sentence for the top of the report when the references' fonts differ from the
        /// ones this machine used; `nil` when they agree.
        package var fontNotice: String?
    }

    /// The snapshot run whose references this review compares with (`catalog record` writes
    /// through the same one).
    package var snapshotRun: CatalogSnapshotRun {
        CatalogSnapshotRun(catalog: catalog, store: store, filter: filter, mode: .never, threshold: threshold, jobs: jobs, testFilter: "")
    }

    /// The gallery whose images the review compares: the snapshot run's matrix and filter.
    public var gallery: GalleryRenderer {
        GalleryRenderer(catalog: catalog, matrix: snapshotRun.matrix, jobs: jobs, filter: filter)
    }

    /// Renders, compares and fills `output` with the new images, the references' copies and
    /// the diffs (the report's files are written by `ReviewReport`), on `jobs` threads of
    /// this process, and deletes what an earlier review left there that this one did not
    /// write. A variant that traps stops the process; `catalog verify` spreads the items over
    /// worker processes instead (docs/CRASHES.md).
    package func run(into output: String) throws -> Outcome {
        let folder = try open(output)
        defer { folder.close() }
        let planned = gallery.plannedItems()
        try folder.claim(plannedFiles(planned))
        let renderer = try gallery.makeRenderer()
        let review = self
        let results = CatalogWorkers.map(planned.count, jobs: jobs) { index in
            Result { () throws(GalleryError) in try review.compare(planned[index], with: renderer, into: output) }
        }
        let outcome = try outcome(of: planned, results: results.map { .success(try $0.get()) }, output: output)
        try folder.finish(keeping: Self.writtenFiles(outcome.items))
        return outcome
    }

    /// One item compared: its review item and how the fonts it used differ from its
    /// reference's. Codable, so a worker process can hand it over.
    public struct Compared: Codable, Hashable, Sendable {
        public var item: ReviewItem
        public var fontChanges: [FontChange]
        /// The faces the new render used.
        package var faces: [FontRecord] = []
    }

    /// Renders `item` into `<output>/new`, compares it with its reference and copies the
    /// reference and the diff image into `output`.
    public func compare(_ item: CatalogItem, with renderer: CatalogRenderer, into output: String) throws(GalleryError) -> Compared {
        let folder: ConfinedFolder
        do {
            folder = try ConfinedFolder(output)
        } catch {
            throw .writeFailed(path: output, reason: "\(error)")
        }
        let (rendered, image) = try gallery.renderImage(item, with: renderer, into: folder, prefix: "new/")
        let run = snapshotRun
        let location = run.location(of: item)
        let verdict = rendered.verify(at: location, mode: .never, threshold: run.threshold)
        var fonts: [FontChange] = []
        let faces = FontRecord.records(of: rendered.fonts.map(\.face))
        if let sidecar = ReferenceSidecar.read(from: location.sidecarPath) {
            fonts = FontChange.changes(recorded: sidecar.fonts, current: faces)
        }
        return Compared(item: self.item(entry: item.entry.name, variant: item.variant.name, render: image.render, verdict: verdict,
                                        location: location, output: output),
                        fontChanges: fonts, faces: faces)
    }

    /// What the review found, given what became of each of `items` (as the gallery plans
    /// them): compared, or crashed. Adds the references no item claims as removed, with
    /// their copies in `output`.
    public func outcome(of items: [CatalogItem], results: [Result<Compared, CatalogCrash>], output: String) -> Outcome {
        var reviewed: [ReviewItem] = []
        var fontChanges: [FontChange] = []
        var faces: [FontRecord] = []
        for (planned, result) in zip(items, results) {
            switch result {
            case let .success(compared):
                fontChanges += compared.fontChanges
                faces += compared.faces
                reviewed.append(compared.item)
            case let .failure(crash):
                // The reference, when there is one, shows what the variant looked like.
                let reference = copyFile(snapshotRun.location(of: planned).referencePath, to: output,
                                         as: "reference/" + GalleryRenderer.imagePath(of: planned))
                reviewed.append(ReviewItem(
                    status: .crashed, entry: planned.entry.name, variant: planned.variant.name, environment: planned.environment.name,
                    reference: reference, image: nil, diff: nil, changedFraction: 1, changedPixels: 0, message: crash.message))
            }
        }
        for orphan in snapshotRun.orphanedReferences(besides: gallery.plannedItems()) {
            let copy = "reference/\(orphan.entry)/\(orphan.variant)/\(orphan.environment).png"
            reviewed.append(ReviewItem(
                status: .removed, entry: orphan.entry, variant: orphan.variant, environment: orphan.environment,
                reference: copyFile(orphan.path, to: output, as: copy), image: nil, diff: nil, changedFraction: 1, changedPixels: 0,
                message: "The reference \(orphan.path) has no variant any more: delete it (`catalog record` does), or restore the variant."))
        }
        return Outcome(items: reviewed, fontNotice: Self.fontNotice(fontChanges, currentFaces: faces))
    }

    private func item(entry: String, variant: String, render: SiteManifest.Render, verdict: SnapshotVerdict,
                      location: ReferenceLocation, output: String) -> ReviewItem {
        var item = ReviewItem(status: .unchanged, entry: entry, variant: variant, environment: render.environment,
                              reference: nil, image: "new/" + render.image, diff: nil, changedFraction: 0, changedPixels: 0, message: "",
                              fingerprint: render.fingerprint)
        switch verdict {
        case .matched:
            item.reference = copyFile(location.referencePath, to: output, as: "reference/" + render.image)
        case .missing, .recorded:
            item.status = .new
            item.changedFraction = 1
            item.message = "No reference yet (\(location.referencePath)); accept it with `catalog record` or the snapshot tests' SNAPSHOT_RECORD=missing."
        case let .unusable(message):
            // Nothing a browser could show as the reference.
            item.status = .changed
            item.changedFraction = 1
            item.message = message
        case let .different(_, difference):
            item.status = .changed
            item.reference = copyFile(location.referencePath, to: output, as: "reference/" + render.image)
            item.changedFraction = difference.changedFraction
            item.changedPixels = difference.changedCount
            item.message = difference.message
            if let diff = difference.artifacts.first(where: { $0.suffix == "diff" }) {
                let path = "diff/" + render.image
                do {
                    try ConfinedFolder(output).write(diff.data, to: path)
                    item.diff = path
                } catch {
                    item.message += " The diff image could not be written. \(FileError(.write, path: output + "/" + path, error: error))"
                }
            }
        }
        return item
    }

    /// Copies `path` into the report as `relative`; `nil` (and no image shown) when it
    /// cannot be copied. Only a regular file is copied: a symbolic link (whose target could
    /// be any file on the machine), a folder, a pipe or a device is not.
    private func copyFile(_ path: String, to output: String, as relative: String) -> String? {
        guard let data = try? FileReading.contents(of: path, followingLinks: false) else { return nil }
        do {
            try ConfinedFolder(output).write(data, to: relative)
            return relative
        } catch {
            return nil
        }
    }

    /// One sentence naming what differs between the machine that recorded the references and
    /// this one: a face of the same family and style from another file, version or bytes, and a
    /// face the references used that no render of this run used; `nil` when there is none. A
    /// face only some renders gained or lost, while others of the run still use it, came with
    /// their content (a text in another language), not with the machine, and is left to the
    /// images' own messages.
    static func fontNotice(_ changes: [FontChange], currentFaces: [FontRecord]) -> String? {
        let used = Set(currentFaces.map { $0.family + "\u{0}" + $0.style })
        var recorded = Set<String>(), current = Set<String>()
        for change in changes {
            switch change {
            case let .changed(old, new):
                recorded.insert(old.displayName)
                current.insert(new.displayName)
            case let .onlyRecorded(old) where !used.contains(old.family + "\u{0}" + old.style):
                recorded.insert(old.displayName)
            case .onlyRecorded, .onlyCurrent:
                break
            }
        }
        guard !recorded.isEmpty || !current.isEmpty else { return nil }
        var parts: [String] = []
        if !recorded.isEmpty { parts.append("the references used \(recorded.sorted().joined(separator: ", "))") }
        if !current.isEmpty { parts.append("this machine used \(current.sorted().joined(separator: ", "))") }
        return "This machine's fonts differ from the references': " + parts.joined(separator: "; ")
            + ". Differences may come from the fonts, not the components; install the fonts the references were made with (scripts/install-dependencies)."
    }
}
