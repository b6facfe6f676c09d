import ArgumentParser
import Catalog
import Foundation
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
            Exit status: 0; 3 when a variant crashed; 2 on errors; 4 when --filter selects no variant \
            and no reference; 64 for bad options.
            """
    )

    @OptionGroup var selection: SelectionOptions
    @OptionGroup var store: StoreOptions

    func run() throws {
        let catalog = try CatalogSelection.required().catalog
        let run = CatalogSnapshotRun(
            catalog: catalog, store: SnapshotStore(root: store.snapshots, artifactsRoot: ".build/snapshot-artifacts"),
            filter: selection.catalogFilter, mode: .failed, jobs: selection.jobs, testFilter: ""
        )
        let items = run.items
        if let worker = Worker.inherited() {
            let renderer = try CatalogRenderer(renderer: ViewRenderer())
            return try worker.serve(items) { item in RecordedItem(run.result(for: item, with: renderer)) }
        }
        if items.isEmpty, run.orphanedReferences(besides: items).isEmpty {
            Console.error("error: " + NothingSelected.message(doing: "record", catalog: catalog, filter: selection.filter,
                                                              references: run.store.catalogFolder(catalog.name)))
            throw ExitCode(ExitStatus.nothingSelected)
        }
        var written = 0, kept = 0, removed = 0, strays = 0
        let crashes: CrashReport
        do {
            // Locked, leftovers of killed runs cleared, until the references are written (docs/FILE-SAFETY.md).
            let (lock, removedSidecars) = try run.store.openForRecording(catalog: catalog.name)
            defer { lock.release() }
            strays = removedSidecars
            let outcomes = try WorkerPool(jobs: selection.jobs).map(items, as: RecordedItem.self)
            crashes = CrashReport(items, outcomes)
            for case let .success(recorded) in outcomes {
                switch recorded {
                case .kept: kept += 1
                case .written: written += 1
                case let .refused(message): throw CatalogCommandError(message)
                }
            }
            for orphan in run.orphanedReferences(besides: items) {
                try run.store.removeReference(orphan, catalog: catalog.name)
                removed += 1
            }
        } catch {
            throw Console.fail(error)
        }
        let sidecarNote = strays == 0 ? "" : ", \(strays) sidecar\(strays == 1 ? "" : "s") without a reference removed"
        Console.out("Recorded \(written) reference\(written == 1 ? "" : "s") in \(run.store.catalogFolder(catalog.name)) (\(kept) unchanged, \(removed) removed\(sidecarNote))"
                    + (crashes.crashes.isEmpty ? "." : "; \(crashes.crashes.count) crashed, not recorded:"))
        crashes.printList()
        try crashes.exitIfAny()
    }
}
