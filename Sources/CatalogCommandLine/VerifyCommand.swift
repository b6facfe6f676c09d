import ArgumentParser
import Catalog
import CatalogSite
import Foundation
import SnapshotStore

/// `catalog verify`: renders the catalog in the default environments and compares every
/// image with its reference, writing a review report.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Compare every variant with its reference and write a review report.",
        discussion: """
            Renders every variant in the default environments (light and dark, ja and en, @2x; \
            screens on an iPhone) and compares each image with its reference in \
            SNAPSHOTS/Catalogs/<catalog>/, the one `assertCatalogSnapshots` checks, with the same differ. \
            Writes index.html (changed images side by side, a diff overlay, a slider and blinking), \
            review.json and junit.xml to the output folder. \
            Variants render in --jobs worker processes; one that traps (fatalError, a force unwrap of nil, \
            an index out of range) is listed as crashed with the trap's message, and the rest are still compared. \
            A reference is always decoded before it is called unchanged: one that is cut off, damaged \
            or another image is reported as changed, with the reason. \
            Exit status: 0 when nothing changed, 1 when something did (changed, new or removed), \
            3 when a variant crashed, 2 on errors, 4 when --filter selects no variant and no reference, \
            64 for bad options.
            """
    )

    @OptionGroup var selection: SelectionOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var differ: ThresholdOption

    @Option(name: .shortAndLong, help: "The folder to write the review report to.")
    var output = ".build/catalog-review"

    func validate() throws {
        try PathArgument.require(output, "--output", example: ".build/catalog-review")
    }

    func run() throws {
        let (catalog, title) = try CatalogSelection.required()
        let snapshotStore = SnapshotStore(root: store.snapshots, artifactsRoot: output)
        let review = Review(catalog: catalog, store: snapshotStore, filter: selection.catalogFilter, threshold: differ.threshold, jobs: selection.jobs)
        let planned = review.gallery.plannedItems()
        var worker = Worker.inherited()
        // The workers are copies of this process, made now (`WorkerProcess.forkWorkers`).
        var prestarted: PrestartedWorkers?
        defer { prestarted?.finish() }
        if worker == nil, !planned.isEmpty {
            switch WorkerProcess.forkWorkers(count: WorkerPool(jobs: selection.jobs).workerCount(for: planned.count)) {
            case let .worker(copy)?: worker = copy
            case let .command(copies)?: prestarted = copies
            case nil: break
            }
        }
        if let worker {
            let renderer = try review.gallery.makeRenderer()
            return try worker.serve(planned) { item in try review.compare(item, with: renderer, into: output) }
        }
        try StoreOptions.checkFolder(store.snapshots)
        let referenceFolder = snapshotStore.catalogFolder(catalog.name)
        if planned.isEmpty, review.snapshotRun.orphanedReferences(besides: planned).isEmpty {
            Console.error("error: " + NothingSelected.message(doing: "verify", catalog: catalog, filter: selection.filter, references: referenceFolder))
            throw ExitCode(ExitStatus.nothingSelected)
        }
        let outcome: Review.Outcome
        do {
            // Locked, and only this tool's files touched, until the report is written (docs/FILE-SAFETY.md).
            let folder = try review.open(output)
            defer { folder.close() }
            try folder.claim(review.plannedFiles(planned))
            let results = try WorkerPool(jobs: selection.jobs, prestarted: prestarted).map(planned, as: Review.Compared.self)
            outcome = review.outcome(of: planned, results: results, output: output)
            try ReviewReport.write(outcome.items, fontNotice: outcome.fontNotice, title: "\(title) review", into: folder)
            try folder.finish(keeping: Review.writtenFiles(outcome.items))
        } catch {
            throw Console.fail(error)
        }
        let counts = ReviewReport.counts(outcome.items)
        if let notice = outcome.fontNotice { Console.out("note: \(notice)") }
        let crashed = counts[.crashed] ?? 0
        Console.out("\(counts[.changed] ?? 0) changed, \(counts[.new] ?? 0) new, \(counts[.removed] ?? 0) removed, \(counts[.unchanged] ?? 0) unchanged"
                    + (crashed > 0 ? ", \(crashed) crashed." : "."))
        for item in outcome.items where item.status != .unchanged {
            let name = [item.entry, item.variant, item.environment].map { TerminalText.escape($0) }.joined(separator: " ")
            Console.out("  \(item.status.rawValue): \(name): \(item.message)")
        }
        if crashed > 0 { CrashReport.printBacktraceHint() }
        let folder = URL(fileURLWithPath: output).standardizedFileURL.path
        Console.out("Report: \(folder)/index.html (JUnit: \(folder)/junit.xml)")
        if crashed > 0 { throw ExitCode(ExitStatus.crashed) }
        if outcome.items.contains(where: { $0.status != .unchanged }) { throw ExitCode(ExitStatus.changed) }
    }
}
