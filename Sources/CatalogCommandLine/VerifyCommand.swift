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
            Exit status: 0 when nothing changed, 1 when something did (changed, new or removed), \
            3 when a variant crashed, 2 on errors.
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
        if let worker = Worker.inherited() {
            let renderer = try review.gallery.makeRenderer()
            return try worker.serve(planned) { item in try review.compare(item, with: renderer, into: output) }
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: store.snapshots, isDirectory: &isDirectory), isDirectory.boolValue else {
            FileHandle.standardError.write(Data("error: no snapshot folder at \(store.snapshots); run from the package's root or pass --snapshots DIR (the folder that holds Catalogs/).\n".utf8))
            throw ExitCode(2)
        }
        let outcome: Review.Outcome
        do {
            // Locked, and only this tool's files touched, until the report is written (docs/FILE-SAFETY.md).
            let folder = try review.open(output)
            defer { folder.close() }
            try folder.claim(review.plannedFiles(planned))
            let results = try WorkerPool(jobs: selection.jobs).map(planned, as: Review.Compared.self)
            outcome = review.outcome(of: planned, results: results, output: output)
            try ReviewReport.write(outcome.items, fontNotice: outcome.fontNotice, title: "\(title) review", into: folder)
            try folder.finish(keeping: Review.writtenFiles(outcome.items))
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let counts = ReviewReport.counts(outcome.items)
        if let notice = outcome.fontNotice { print("note: \(notice)") }
        let crashed = counts[.crashed] ?? 0
        print("\(counts[.changed] ?? 0) changed, \(counts[.new] ?? 0) new, \(counts[.removed] ?? 0) removed, \(counts[.unchanged] ?? 0) unchanged"
              + (crashed > 0 ? ", \(crashed) crashed." : "."))
        for item in outcome.items where item.status != .unchanged {
            print("  \(item.status.rawValue): \(item.entry) \(item.variant) \(item.environment): \(item.message)")
        }
        if crashed > 0 { CrashReport.printBacktraceHint() }
        let folder = URL(fileURLWithPath: output).standardizedFileURL.path
        print("Report: \(folder)/index.html (JUnit: \(folder)/junit.xml)")
        if crashed > 0 { throw ExitCode(CrashReport.exitCode) }
        if outcome.items.contains(where: { $0.status != .unchanged }) { throw ExitCode(1) }
    }
}
