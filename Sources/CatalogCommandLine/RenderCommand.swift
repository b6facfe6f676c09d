import ArgumentParser
import Catalog
import CatalogSite
internal import FileSafety
import Foundation
import Synchronization

/// `catalog render`: renders every variant of the catalog across its environments into a
/// static site (index.html, manifest.json, images/).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render the catalog's gallery: every variant in every environment, as a static site.",
        discussion: """
            Environments: light and dark, ja and en, text sizes L, xxxL and AX3, at @2x (or --scale), \
            and for screens iPhone portrait and landscape, iPad and an iPad form sheet. \
            Open <output>/index.html in a browser; it needs no server and no network. \
            Variants render in --jobs worker processes; one that traps (fatalError, a force unwrap of nil, \
            an index out of range) is shown as crashed with the trap's message, and the rest still render. \
            Exit status: 0; 3 when a variant crashed; 2 when something could not be rendered or written.
            """
    )

    @Option(name: .shortAndLong, help: "The folder to write the site to.")
    var output = ".build/catalog-gallery"

    @OptionGroup var selection: SelectionOptions

    @Option(help: "Render slice I of N (1-based, e.g. 2/4): whole variants, round robin, for a CI matrix.")
    var shard: String?

    @Option(help: "Display scales, comma-separated (e.g. 2 or 2,3).")
    var scale = "2"

    func validate() throws {
        try PathArgument.require(output, "--output", example: ".build/catalog-gallery")
        _ = try parsedScales()
        _ = try parsedShard()
    }

    func parsedScales() throws -> [Double] {
        let values = scale.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.allSatisfy({ $0.map { $0.isFinite && $0 > 0 && $0 <= 4 } ?? false }) else {
            throw ValidationError("--scale takes display scales between 0 and 4, comma-separated, e.g. 2 or 2,3 (got \(scale)).")
        }
        return values.compactMap { $0 }
    }

    func parsedShard() throws -> (index: Int, count: Int)? {
        guard let shard else { return nil }
        let parts = shard.split(separator: "/").map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, index >= 1, index <= count else {
            throw ValidationError("--shard takes I/N with 1 ≤ I ≤ N, e.g. 1/4 (got \(shard)).")
        }
        return (index, count)
    }

    func run() throws {
        let (catalog, title) = try CatalogSelection.required()
        let base = EnvironmentMatrix.full
        let matrix = EnvironmentMatrix(styles: base.styles, languages: base.languages, contentSizes: base.contentSizes,
                                       scales: try parsedScales().map { CGFloat($0) }, devices: base.devices)
        let gallery = GalleryRenderer(catalog: catalog, matrix: matrix, jobs: selection.jobs, filter: selection.catalogFilter, shard: try parsedShard())
        let planned = gallery.plannedItems()
        if let worker = Worker.inherited() {
            let renderer = try gallery.makeRenderer()
            let folder = try ConfinedFolder(output)
            return try worker.serve(planned) { item in try gallery.renderImage(item, with: renderer, into: folder).image }
        }
        guard !planned.isEmpty else {
            throw ValidationError("Nothing to render: no group, component or variant name contains \"\(selection.filter ?? "")\".")
        }
        let start = Date()
        let meter = ProgressMeter(enabled: isatty(STDERR_FILENO) == 1, start: start)
        let manifest: SiteManifest
        let outcomes: [Result<GalleryImage, CatalogCrash>]
        do {
            // Locked, and only this tool's files touched, until the site is written (docs/FILE-SAFETY.md).
            let site = try GallerySite.open(output)
            defer { site.close() }
            try site.claim(planned.map(GalleryRenderer.imagePath(of:)))
            outcomes = try WorkerPool(jobs: selection.jobs).map(planned, progress: { done, total in meter.update(done: done, total: total) })
            manifest = gallery.manifest(of: planned, outcomes: outcomes)
            try GallerySite.write(manifest, title: title, into: site)
        } catch {
            meter.finish()
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        meter.finish()
        let seconds = Date().timeIntervalSince(start)
        let summary = manifest.summary
        let crashes = CrashReport(planned, outcomes)
        print("Rendered \(summary.images) images of \(summary.variants) variants (\(summary.components) components) in "
              + String(format: "%.1f s", seconds) + " in \(selection.jobs) worker process\(selection.jobs == 1 ? "" : "es"); "
              + "\(summary.warnings) warning\(summary.warnings == 1 ? "" : "s")\(crashes.countText).")
        crashes.printList()
        let index = URL(fileURLWithPath: output).appendingPathComponent("index.html").standardizedFileURL.path
        print("Open \(index)")
        try crashes.exitIfAny()
    }
}

/// Progress on a terminal: count, rate and time left, on one line of standard error, at most
/// ten times a second. Silent when standard error is not a terminal.
final class ProgressMeter: Sendable {
    private let enabled: Bool
    private let start: Date
    private let lastDraw = Mutex<Double>(-1)

    init(enabled: Bool, start: Date) {
        self.enabled = enabled
        self.start = start
    }

    func update(done: Int, total: Int) {
        guard enabled else { return }
        let elapsed = Date().timeIntervalSince(start)
        let shouldDraw = lastDraw.withLock { last in
            guard done == total || elapsed - last >= 0.1 else { return false }
            last = elapsed
            return true
        }
        guard shouldDraw else { return }
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let left = rate > 0 ? Double(total - done) / rate : 0
        let line = String(format: "\r\u{1B}[2K%d/%d images · %.1f/s · %.0f s left", done, total, rate, left)
        FileHandle.standardError.write(Data(line.utf8))
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}
