import ArgumentParser
import Catalog
import Foundation
import CatalogSite
import SnapshotStore

/// `catalog record`: accepts the current images as the references.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Accept the current images as references (all, or --filter'ed).",
        discussion: """
            Renders the variants in the default environments, as `catalog verify` compares them, \
            and records each whose reference is missing or differs, exactly as \
            `SNAPSHOT_RECORD=failed swift test` would (the image with its fingerprint, and its sidecar), \
            under SNAPSHOTS/Catalogs/<catalog>/. References whose variant is gone are deleted. \
            Review with `catalog verify` first. Variants render in --jobs worker processes; one that traps \
            is listed as crashed with the trap's message and its references are left as they are. \
            A reference that cannot be decoded (cut off, damaged) is recorded again. \
            With --decisions FILE (the decisions.json a `catalog verify` report saves after a review), \
            only the images accepted there are recorded and only the removals accepted there are deleted; \
            an accepted image that renders differently now than when it was reviewed is not recorded. \
            Exit status: 0; 1 when an accepted image changed since the review; 3 when a variant crashed; \
            2 on errors; 4 when --filter selects no variant and no reference; 64 for bad options.
            """
    )

    @OptionGroup var selection: SelectionOptions
    @OptionGroup var store: StoreOptions

    @Option(help: "A review's decisions.json: record only the images it accepts.")
    var decisions: String?

    func validate() throws {
        if let decisions { try PathArgument.require(decisions, "--decisions", example: ".build/catalog-review/decisions.json") }
    }

    func run() throws {
        let catalog = try CatalogSelection.required().catalog
        let run = CatalogSnapshotRun(
            catalog: catalog, store: SnapshotStore(root: store.snapshots, artifactsRoot: ".build/snapshot-artifacts"),
            filter: selection.catalogFilter, mode: .failed, jobs: selection.jobs, testFilter: ""
        )
        let review: ReviewDecisions?
        do {
            review = try decisions.map { path throws(GalleryError) in try ReviewDecisions.read(path) }
        } catch {
            throw Console.fail(error)
        }
        let accepted = review?.accepted ?? [:]
        // With decisions, only the accepted images (and removals) are touched.
        let items = review == nil ? run.items : run.items.filter { accepted[Self.name(of: $0)] != nil }
        var worker = Worker.inherited()
        // The workers are copies of this process, made now (`WorkerProcess.forkWorkers`).
        var prestarted: PrestartedWorkers?
        defer { prestarted?.finish() }
        if worker == nil, !items.isEmpty {
            switch WorkerProcess.forkWorkers(count: WorkerPool(jobs: selection.jobs).workerCount(for: items.count)) {
            case let .worker(copy)?: worker = copy
            case let .command(copies)?: prestarted = copies
            case nil: break
            }
        }
        if let worker {
            let renderer = try CatalogRenderer(renderer: ViewRenderer())
            return try worker.serve(items) { item in
                RecordedItem(run.result(for: item, with: renderer, expecting: accepted[Self.name(of: item)]?.fingerprint))
            }
        }
        if let review { try Self.check(review, path: decisions ?? "", against: run, catalog: catalog) }
        if review == nil, items.isEmpty, run.orphanedReferences(besides: run.items).isEmpty {
            Console.error("error: " + NothingSelected.message(doing: "record", catalog: catalog, filter: selection.filter,
                                                              references: run.store.catalogFolder(catalog.name)))
            throw ExitCode(ExitStatus.nothingSelected)
        }
        var written = 0, kept = 0, removed = 0, strays = 0
        var stale: [String] = []
        let crashes: CrashReport
        do {
            // Locked, leftovers of killed runs cleared, until the references are written (docs/FILE-SAFETY.md).
            let (lock, removedSidecars) = try run.store.openForRecording(catalog: catalog.name)
            defer { lock.release() }
            strays = removedSidecars
            let outcomes = try WorkerPool(jobs: selection.jobs, prestarted: prestarted).map(items, as: RecordedItem.self)
            crashes = CrashReport(items, outcomes)
            for case let .success(recorded) in outcomes {
                switch recorded {
                case .kept: kept += 1
                case .written: written += 1
                case let .changedSinceReview(message): stale.append(message)
                case let .refused(message): throw CatalogCommandError(message)
                }
            }
            // Every reference (of the filtered variants) that no variant renders any more; with
            // decisions, only those whose removal was accepted.
            for orphan in run.orphanedReferences(besides: run.items)
            where review == nil || accepted["\(orphan.entry) \(orphan.variant) \(orphan.environment)"]?.status == "removed" {
                try run.store.removeReference(orphan, catalog: catalog.name)
                removed += 1
            }
        } catch {
            throw Console.fail(error)
        }
        let sidecarNote = strays == 0 ? "" : ", \(strays) sidecar\(strays == 1 ? "" : "s") without a reference removed"
        var decisionNote = ""
        if let review {
            let denied = review.decisions.filter { !$0.accept }.count
            decisionNote = "; as \(decisions ?? "") decided: \(accepted.count) accepted, \(denied) denied and left as they are"
        }
        Console.out("Recorded \(written) reference\(written == 1 ? "" : "s") in \(run.store.catalogFolder(catalog.name)) (\(kept) unchanged, \(removed) removed\(sidecarNote))"
                    + decisionNote + (crashes.crashes.isEmpty ? "." : "; \(crashes.crashes.count) crashed, not recorded:"))
        crashes.printList()
        for message in stale { Console.error("error: " + message) }
        try crashes.exitIfAny()
        if !stale.isEmpty { throw ExitCode(ExitStatus.changed) }
    }

    /// An image's name as a decisions file spells it.
    static func name(of item: CatalogItem) -> String {
        "\(item.entry.name) \(item.variant.name) \(item.environment.name)"
    }

    /// Warns about a decisions file meant for another catalog, and stops on accepted images
    /// this catalog does not render (a renamed variant, another filter) rather than guess.
    static func check(_ review: ReviewDecisions, path: String, against run: CatalogSnapshotRun, catalog: Catalog) throws {
        if review.catalog != catalog.name {
            Console.error("warning: \(path) was saved from the review of \"\(review.catalog)\"; this is the catalog \"\(catalog.name)\".")
        }
        let rendered = Set(run.items.map(name(of:)))
        let orphans = Set(run.orphanedReferences(besides: run.items).map { "\($0.entry) \($0.variant) \($0.environment)" })
        let unknown = review.accepted.values.filter { decision in
            decision.status == "removed" ? !orphans.contains(decision.name) && rendered.contains(decision.name) : !rendered.contains(decision.name)
        }.map(\.name).sorted()
        guard unknown.isEmpty else {
            Console.error("error: \(path) accepts \(unknown.count) image\(unknown.count == 1 ? "" : "s") this run does not have: "
                          + unknown.prefix(5).joined(separator: ", ") + (unknown.count > 5 ? ", …" : "")
                          + ". Run catalog verify again (with the same --filter) and review its report; nothing was recorded.")
            throw ExitCode(ExitStatus.failure)
        }
    }
}
