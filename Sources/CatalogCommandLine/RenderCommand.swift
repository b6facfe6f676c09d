import ArgumentParser
import Catalog
import CatalogSite
internal import FileSafety
import Foundation
import Locking
import SnapshotStore

/// `catalog render`: renders every variant of the catalog across its environments into a
/// static site (index.html, manifest.json, images/).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render the catalog's gallery: every variant in every environment, as a static site.",
        discussion: """
            Environments: light and dark, ja and en, text sizes L, xxxL and AX3, at @2x (or --scale), \
            and for screens iPhone portrait and landscape, iPad and an iPad form sheet (or the --devices named; \
            named models such as iPhone15Pro render at their own scale, with their status bar and home indicator). \
            Open <output>/index.html in a browser; it needs no server and no network. \
            Variants render in --jobs worker processes; one that traps (fatalError, a force unwrap of nil, \
            an index out of range) is shown as crashed with the trap's message, and the rest still render. \
            Exit status: 0 (also for an empty --shard of a catalog with fewer variants than shards); \
            3 when a variant crashed; 2 when something could not be rendered or written; \
            4 when --filter selects no variant; 64 for bad options.
            """
    )

    @Option(name: .shortAndLong, help: "The folder to write the site to.")
    var output = RenderCommand.defaultOutput

    /// `--output` when it is not given.
    static let defaultOutput = ".build/catalog-gallery"

    @OptionGroup var selection: SelectionOptions

    @Option(help: "Render slice I of N (1-based, e.g. 2/4): whole variants, round robin, for a CI matrix.")
    var shard: String?

    @Option(help: "Display scales, comma-separated (e.g. 2 or 2,3); named device models render at their own.")
    var scale = "2"

    @Option(help: ArgumentHelp("Devices screens render on, comma-separated (e.g. iPhone15Pro,iPhone15Pro-landscape,iPadPro13).",
                               discussion: "Default: iPhone,iPhone-landscape,iPad,iPad-formsheet. Known: \(RenderDevice.all.map(\.name).joined(separator: ", ")).",
                               valueName: "names"))
    var devices: String?

    @Flag(help: "Leave out the status bar and home indicator that screens on named device models show.")
    var noSystemOverlays = false

    @Option(name: .customLong("documents"), help: ArgumentHelp(
        "Also render these Interface Builder documents (.storyboard or .xib files, or folders holding them), with this executable's classes.",
        discussion: "Each is an entry of the group Interface Builder, its scenes or views checked as in the catalog (frames, lint, what is not applied).",
        valueName: "path"))
    var documents: [String] = []

    @Option(help: "The module of the classes documents given with --documents name with customModuleProvider=\"target\".")
    var documentsModule = "Main"

    @Flag(help: ArgumentHelp("Render and write every image, even those an earlier render into the folder left as they would be.",
                             discussion: "By default an image is not rendered again when the executable, its resources, the fonts and the options are those of the folder's last render and its file is intact, and not written again when its pixels did not change (docs/GALLERY.md)."))
    var renderAll = false

    @Option(help: ArgumentHelp("The package's snapshot folder, whose references each render is compared with (default: Snapshots, when there is one).",
                               discussion: "The gallery marks each image the snapshot assertions cover as matching its reference, changed (with the reference and the diff), new or unreadable."))
    var snapshots: String?

    @Flag(help: "Do not compare the renders with references.")
    var noReferences = false

    func validate() throws {
        try PathArgument.require(output, "--output", example: ".build/catalog-gallery")
        if let snapshots { try PathArgument.require(snapshots, "--snapshots", example: "Snapshots") }
        if snapshots != nil, noReferences { throw ValidationError("--snapshots and --no-references contradict each other: pass one.") }
        _ = try parsedScales()
        _ = try parsedShard()
        _ = try parsedDevices()
    }

    /// The devices `--devices` names (the full matrix's when it names none), without their
    /// status bar and home indicator under `--no-system-overlays`.
    func parsedDevices() throws -> [RenderDevice] {
        var list = EnvironmentMatrix.full.devices
        if let devices {
            list = []
            for part in devices.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
                guard let device = RenderDevice(named: part) else {
                    let shown = part.isEmpty ? "an empty item" : "\"\(part)\""
                    throw ValidationError("--devices takes device names, comma-separated, e.g. iPhone15Pro,iPadPro13-landscape; \(shown) is not one. "
                        + "Known: \(RenderDevice.all.map(\.name).joined(separator: ", ")).")
                }
                guard !list.contains(where: { $0.name == device.name }) else {
                    throw ValidationError("--devices lists \(device.name) twice: give each device once.")
                }
                list.append(device)
            }
        }
        return noSystemOverlays ? list.map { $0.showingSystemOverlays(false) } : list
    }

    /// The display scales: each a number above 0 and at most 4, none empty, and no two
    /// that name the same environments (scales are named to three decimals, `2x`, `2.5x`).
    func parsedScales() throws -> [Double] {
        let parts = scale.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var scales: [Double] = []
        var named: [String: String] = [:]
        for part in parts {
            guard let value = Double(part), value.isFinite, value > 0, value <= 4 else {
                let shown = part.isEmpty ? "an empty item" : "\"\(part)\""
                throw ValidationError("--scale takes display scales above 0 and at most 4, comma-separated, e.g. 2 or 2,3; \(shown) is not one (got \"\(scale)\").")
            }
            let name = Self.scaleName(value)
            if let earlier = named[name] {
                let same = earlier == part ? "\(part) twice" : "\(earlier) and \(part), which both name the environments @\(name)x (scales are named to three decimals)"
                throw ValidationError("--scale lists \(same): give each scale once.")
            }
            named[name] = part
            scales.append(value)
        }
        return scales
    }

    /// How an environment's name spells `scale`: whole numbers without a fraction, others
    /// with up to three decimals (as `RenderEnvironment` names them).
    static func scaleName(_ scale: Double) -> String {
        let rounded = (scale * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// The options that change pictures, for `RenderInputs`: the environments rendered and the
    /// documents' module (which variants and images exist is the plan's business).
    /// The snapshot store the renders are compared with: `--snapshots`, else `Snapshots`
    /// when the current folder has one; none under `--no-references`.
    func referenceStore() throws -> SnapshotStore? {
        if noReferences { return nil }
        if let snapshots {
            try StoreOptions.checkFolder(snapshots)
            return SnapshotStore(root: snapshots, artifactsRoot: ".build/snapshot-artifacts")
        }
        guard FolderWalk.kind(of: "Snapshots") == .folder else { return nil }
        return SnapshotStore(root: "Snapshots", artifactsRoot: ".build/snapshot-artifacts")
    }

    func inputSettings() throws -> [String] {
        ["scales " + (try parsedScales()).map(Self.scaleName).joined(separator: ","),
         "devices " + (try parsedDevices()).map { "\($0.name) overlays \($0.showsSystemOverlays)" }.joined(separator: ","),
         "documents-module " + documentsModule]
    }

    /// " in N worker processes", or how the images were had without any.
    private func workerText(_ workers: Int) -> String {
        guard workers > 0 else { return ", from the folder's last render" }
        return " in \(workers) worker process\(workers == 1 ? "" : "es")\(selection.jobs > workers ? " (--jobs \(selection.jobs), one per image at most)" : "")"
    }

    /// How many images were reused or kept from the folder's last render, or `nil` when none.
    static func unchangedText(_ images: [GalleryImage]) -> String? {
        let reused = images.filter { $0.outcome == .reused }.count
        let kept = images.filter { $0.outcome == .kept }.count
        guard reused + kept > 0 else { return nil }
        var parts: [String] = []
        if reused > 0 { parts.append("\(reused) reused without rendering (same executable, resources, fonts and options, file intact)") }
        if kept > 0 { parts.append("\(kept) rendered with the pixels already in their file, which was kept") }
        let written = images.count - reused - kept
        return "Unchanged since the folder's last render: " + parts.joined(separator: "; ") + ". Written: \(written). (--render-all renders and writes every image.)"
    }

    func parsedShard() throws -> (index: Int, count: Int)? {
        guard let shard else { return nil }
        let parts = shard.split(separator: "/").map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, index >= 1, index <= count else {
            throw ValidationError("--shard takes I/N with 1 ≤ I ≤ N, e.g. 1/4 (got \"\(shard)\").")
        }
        return (index, count)
    }

    func run() throws {
        var worker = Worker.inherited()
        // A render from scratch will want every worker. Once the items are planned, they are
        // copies of this process (below); when this process cannot be copied (it has more
        // than one thread), they are spawned now (or were before the command line was read,
        // `EarlyRenderWorkers`), while this process builds the catalog and reads the folder.
        // A render that may reuse its images starts them only for the images it must render.
        let fromScratch = worker == nil && (renderAll || !FileManager.default.fileExists(atPath: output + "/" + RenderCache.fileName))
        var prestarted = EarlyRenderWorkers.take() ?? (fromScratch && !WorkerProcess.canCopyWorkers
            ? PrestartedWorkers(count: WorkerPool(jobs: selection.jobs).workerCount(for: .max)) : nil)
        defer { prestarted?.finish() }
        var (catalog, title) = try CatalogSelection.required()
        if !documents.isEmpty {
            let paths = documents
            let module = documentsModule
            catalog.entries += MainActor.assumeIsolated { CatalogEntry.interfaceBuilderDocuments(at: paths, module: module) }
        }
        let base = EnvironmentMatrix.full
        let matrix = EnvironmentMatrix(styles: base.styles, languages: base.languages, contentSizes: base.contentSizes,
                                       scales: try parsedScales().map { CGFloat($0) }, devices: try parsedDevices())
        let gallery = GalleryRenderer(catalog: catalog, matrix: matrix, jobs: selection.jobs, filter: selection.catalogFilter, shard: try parsedShard(),
                                      references: try referenceStore())
        let planned = gallery.plannedItems()
        if fromScratch, prestarted == nil, !planned.isEmpty {
            // Each copy starts with the catalog built and the items planned, and serves them.
            switch WorkerProcess.forkWorkers(count: WorkerPool(jobs: selection.jobs).workerCount(for: planned.count)) {
            case let .worker(copy)?: worker = copy
            case let .command(copies)?: prestarted = copies
            case nil: break
            }
        }
        if let worker {
            let renderer = try gallery.makeRenderer()
            let folder = try ConfinedFolder(output)
            // The cache the folder had when the pool's process opened it: it writes the next
            // one only once every worker is done.
            let previous = renderAll ? nil : RenderCache.read(from: folder)
            return try worker.serve(planned) { item in
                try gallery.renderImage(item, with: renderer, into: folder, previous: previous?.images[GalleryRenderer.imagePath(of: item)]).image
            }
        }
        if planned.isEmpty {
            let selected = GalleryRenderer(catalog: catalog, matrix: matrix, jobs: 1, filter: selection.catalogFilter).plannedItems()
            guard let (index, count) = try parsedShard(), !selected.isEmpty else {
                Console.error("error: " + NothingSelected.message(doing: "render", catalog: catalog, filter: selection.filter, references: nil))
                throw ExitCode(ExitStatus.nothingSelected)
            }
            // A shard past the variants of a small catalog: fine, and said so; its (empty)
            // site still merges with the others.
            do {
                let site = try GallerySite.open(output)
                defer { site.close() }
                try GallerySite.write(gallery.manifest(of: [], outcomes: []), title: title, into: site)
            } catch {
                throw Console.fail(error)
            }
            let variants = Set(selected.map { "\($0.entry.name)\u{0}\($0.variant.name)" }).count
            Console.out("Shard \(index)/\(count) is empty: the \(variants) variant\(variants == 1 ? "" : "s") selected fill the first \(min(variants, count)) shard\(min(variants, count) == 1 ? "" : "s") only. "
                        + "Wrote an empty site; merging it with the others is fine.")
            Console.out("Open \(URL(fileURLWithPath: output).appendingPathComponent("index.html").standardizedFileURL.path)")
            return
        }
        let start = Date()
        let meter = ProgressMeter(enabled: isatty(STDERR_FILENO) == 1, start: start)
        let pool = WorkerPool(jobs: selection.jobs, prestarted: prestarted)
        var workers = 0
        let manifest: SiteManifest
        let outcomes: [Result<GalleryImage, CatalogCrash>]
        do {
            // Locked, and only this tool's files touched, until the site is written (docs/FILE-SAFETY.md).
            let site = try GallerySite.open(output)
            defer { site.close() }
            try site.claim(gallery.sitePaths(of: planned))
            // Computed under --render-all too, for the next render's sake: while the workers
            // render, when there is no earlier render to compare with.
            let previous = renderAll ? nil : RenderCache.read(from: site.folder)
            let settings = try inputSettings()
            let background = previous == nil ? BackgroundFingerprint(settings: settings, documents: documents) : nil
            let inputs = { () -> String? in
                if let background { return background.result }
                return RenderInputs.fingerprint(settings: settings, documents: documents)
            }
            let cache: PendingRenderCache
            (outcomes, cache) = try gallery.outcomes(of: planned, in: site, inputs: inputs, reusing: previous) { missing, reusedCount in
                workers = pool.workerCount(for: missing.count)
                return try pool.map(planned, only: missing, as: GalleryImage.self, progress: { done, total in
                    meter.update(done: done + reusedCount, total: total + reusedCount)
                })
            }
            manifest = gallery.manifest(of: planned, outcomes: outcomes)
            try GallerySite.write(manifest, title: title, into: site, cache: cache)
        } catch {
            meter.finish()
            throw Console.fail(error)
        }
        meter.finish()
        let seconds = Date().timeIntervalSince(start)
        let summary = manifest.summary
        let crashes = CrashReport(planned, outcomes)
        let images = outcomes.compactMap { try? $0.get() }
        let reused = images.filter { $0.outcome == .reused }.count
        let what = reused == 0 ? "Rendered \(summary.images) images" : reused == summary.images ? "Had all \(summary.images) images" : "Rendered \(summary.images - reused) of \(summary.images) images"
        Console.out(what + " of \(summary.variants) variants (\(summary.components) components) in "
              + String(format: "%.1f s", seconds) + workerText(workers) + "; "
              + "\(summary.warnings) warning\(summary.warnings == 1 ? "" : "s")\(crashes.countText).")
        if let unchanged = Self.unchangedText(images) { Console.out(unchanged) }
        crashes.printList()
        let index = URL(fileURLWithPath: output).appendingPathComponent("index.html").standardizedFileURL.path
        Console.out("Open \(index)")
        try crashes.exitIfAny()
    }
}

/// Progress on a terminal: count, rate and time left, on one line of standard error, at most
/// ten times a second. Silent when standard error is not a terminal.
final class ProgressMeter: Sendable {
    private let enabled: Bool
    private let start: Date
    private let lastDraw = Locked<Double>(-1)

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
