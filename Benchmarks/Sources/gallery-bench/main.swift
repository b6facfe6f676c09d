import Catalog
import CatalogSite
import DesignSystem
import Foundation

// In one run: the whole gallery of Components/ (as `catalog render` renders it) on 1 and on
// 2 threads; one component snapshot and one iPad screen snapshot with PNG output; and the
// Chromium anchors (Anchors/chromium_component.py and chromium_screen.py) beside them.
// In Benchmarks/: swift run -c release gallery-bench [--snapshots N] [--screens N] [--catalog PATH]
// (PATH: the `catalog` executable to time; by default the release build in ../.build/release)

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let elapsed = try ContinuousClock().measure(body)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
let anchors = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Anchors").standardizedFileURL
let snapshots = Int(option("--snapshots") ?? "") ?? 200
let screens = Int(option("--screens") ?? "") ?? 20

let catalog = DesignSystemCatalog.catalog
let base = EnvironmentMatrix.full
let matrix = EnvironmentMatrix(styles: base.styles, languages: base.languages, contentSizes: base.contentSizes, scales: [2], devices: base.devices)
let work = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-bench-\(ProcessInfo.processInfo.processIdentifier)")
defer { try? FileManager.default.removeItem(at: work) }

print("Gallery of Components/: \(GalleryRenderer(catalog: catalog, matrix: matrix, jobs: 1).plannedItems().count) images (every variant, every environment, @2x)")
var times: [Int: Double] = [:]
for jobs in [1, 2] {
    let folder = work.appendingPathComponent("jobs-\(jobs)").path
    let gallery = GalleryRenderer(catalog: catalog, matrix: matrix, jobs: jobs)
    var manifest: SiteManifest?
    let time = try seconds {
        manifest = try gallery.render(into: folder)
        if let manifest { try GallerySite.write(manifest, title: "DesignSystem", into: folder) }
    }
    times[jobs] = time
    let images = manifest?.summary.images ?? 0
    print(String(format: "  %d job%@: %.2f s, %.2f ms per image", jobs, jobs == 1 ? "" : "s", time, time / Double(max(1, images)) * 1000))
}
if let one = times[1], let two = times[2] {
    print(String(format: "  1 → 2 jobs: %.2fx faster (%d cores)", one / two, ProcessInfo.processInfo.activeProcessorCount))
}

/// Milliseconds per snapshot of `item`, rendered and encoded to PNG `count` times on one thread.
@MainActor
func millisecondsPerSnapshot(of item: CatalogItem, count: Int) throws -> Double {
    let renderer = try CatalogRenderer(renderer: ViewRenderer())
    var bytes = try renderer.render(item, background: catalog.background).image.pngData().count
    let time = try seconds {
        for _ in 0..<count {
            bytes += try renderer.render(item, background: catalog.background).image.pngData().count
        }
    }
    precondition(bytes > 0)
    return time / Double(count) * 1000
}

/// Runs an anchor script; returns the number before `marker` in its output, or nil.
func anchor(_ script: String, _ count: Int, marker: String) -> Double? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", anchors.appendingPathComponent(script).path, String(count)]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
        try process.run()
    } catch {
        print("  \(script) could not start: \(error)")
        return nil
    }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    print("  anchor: " + output.trimmingCharacters(in: .whitespacesAndNewlines))
    guard process.terminationStatus == 0, let range = output.range(of: "([0-9.]+) " + marker, options: .regularExpression) else {
        print("  the anchor did not run (status \(process.terminationStatus)); install chromium and Playwright with scripts/install-dependencies.")
        return nil
    }
    return Double(output[range].split(separator: " ")[0])
}

let items = catalog.items(in: matrix)
// The button's normal state is its designable variant (as Interface Builder shows it); the
// place screen's entry is named after its view controller.
guard let button = items.first(where: { $0.entry.name == String(describing: PrimaryActionButton.self) && $0.variant.name == CatalogEntry.designableVariantName }),
      let screen = items.first(where: { $0.entry.name == String(describing: PlaceViewController.self) && $0.environment.device == .iPad }) else {
    fatalError("the catalog has no PrimaryActionButton designable variant or PlaceViewController on an iPad")
}

let component = try millisecondsPerSnapshot(of: button, count: snapshots)
print(String(format: "Component snapshot (PrimaryActionButton, @2x, PNG): %.3f ms each (n=%d)", component, snapshots))
let chromiumComponent = anchor("chromium_component.py", 50, marker: "ms per component snapshot")
if let chromium = chromiumComponent {
    print(String(format: "  Chromium %.1f ms, ours %.3f ms: %.0fx cheaper (aim: at least 20x)", chromium, component, chromium / component))
}

let ipad = try millisecondsPerSnapshot(of: screen, count: screens)
print(String(format: "iPad screen snapshot (PlaceViewController, 1024 x 1366 at @2x, PNG): %.2f ms each (n=%d)", ipad, screens))
let chromiumScreen = anchor("chromium_screen.py", screens, marker: "ms per iPad screen snapshot")
if let chromium = chromiumScreen {
    print(String(format: "  Chromium %.1f ms, ours %.2f ms: %.1fx cheaper", chromium, ipad, chromium / ipad))
}

// `catalog render` as a user runs it (the release build the quick start makes), start-up and
// worker processes included: per image for the Buttons and the Screens groups, then the
// whole gallery rendered again into its own folder, unchanged and after a rebuild.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..").standardizedFileURL
let command = option("--catalog") ?? repository.appendingPathComponent(".build/release/catalog").path

/// The peak resident memory of a process and its children (the worker processes), sampled
/// every 20 ms on a thread of its own until `stop()`.
final class MemorySampler: @unchecked Sendable {
    private let lock = NSLock()
    private var peak = 0
    private var stopped = false

    init(pid: Int32) {
        Thread { [self] in
            while lock.withLock({ !stopped }) {
                let now = Self.residentBytes(ofTree: pid)
                lock.withLock { peak = max(peak, now) }
                usleep(20_000)
            }
        }.start()
    }

    /// Stops sampling; the peak in bytes.
    func stop() -> Int {
        lock.withLock {
            stopped = true
            return peak
        }
    }

    static func residentBytes(ofTree pid: Int32) -> Int {
        func resident(_ pid: String) -> Int {
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
            return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
        }
        // Each thread lists the children it started: the workers are started by the pool's threads.
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        var children = Set<String>()
        for thread in threads {
            let listed = (try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/children", encoding: .utf8)) ?? ""
            children.formUnion(listed.split(separator: " ").map(String.init))
        }
        return resident(String(pid)) + children.reduce(0) { $0 + resident($1) }
    }
}

/// Runs `catalog render` with `arguments`: its wall time in seconds, standard output, and the
/// peak resident memory of it and its workers together (sampled every 20 ms).
func catalogRender(_ arguments: [String]) throws -> (seconds: Double, output: String, peakBytes: Int) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command)
    process.arguments = ["render"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    var output = ""
    var peak = 0
    // Timed until its standard output closes, which happens as it exits: Foundation's
    // `waitUntilExit()` polls, and added up to some 50 ms to a run of a tenth of a second.
    var sampler: MemorySampler?
    let time = try seconds {
        try process.run()
        sampler = MemorySampler(pid: process.processIdentifier)
        output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
    process.waitUntilExit()
    peak = sampler?.stop() ?? 0
    guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "catalog render \(arguments) exited \(process.terminationStatus): \(output)"]) }
    return (time, output, peak)
}

/// How `path` has the Swift runtime and Foundation: linked in (`--static-swift-stdlib`, which
/// spares each worker process the dynamic linker's symbol lookups) or as shared libraries.
func swiftRuntimeLinkage(of path: String) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
    process.arguments = [path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return "Swift runtime linkage unknown" }
    let listed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return listed.contains("libswiftCore") ? "Swift runtime as shared libraries" : "Swift runtime linked in (--static-swift-stdlib)"
}

/// The image count a `catalog render` summary states.
func imageCount(_ output: String) -> Int {
    guard let range = output.range(of: "[0-9]+ images", options: .regularExpression) else { return 0 }
    return Int(output[range].split(separator: " ")[0]) ?? 0
}

if FileManager.default.isExecutableFile(atPath: command) {
    print("catalog render (\(command), \(swiftRuntimeLinkage(of: command))), start-up included:")
    // The Buttons group takes a tenth of a second, so one run is mostly noise (the first after
    // a build also reads the executable from disk): the median of five, all printed.
    for (group, chromium, aim, runs) in [("Buttons", chromiumComponent, 50.0, 5), ("Screens", chromiumScreen, 10.0, 1)] {
        let folder = work.appendingPathComponent("cli-\(group)").path
        var times: [Double] = []
        var images = 0
        for _ in 0..<runs {
            let run = try catalogRender(["--filter", group, "--output", folder, "--render-all"])
            images = imageCount(run.output)
            times.append(run.seconds)
        }
        let seconds = times.sorted()[runs / 2]
        let each = seconds / Double(max(1, images)) * 1000
        var line = String(format: "  %@: %d images in %.2f s, %.2f ms per image", group, images, seconds, each)
        if runs > 1 { line += " (median of \(runs): " + times.map { String(format: "%.2f", $0) }.joined(separator: ", ") + " s)" }
        if let chromium { line += String(format: "; Chromium %.1f ms: 1/%.1f (aim 1/%.0f)", chromium, chromium / each, aim) }
        print(line)
    }
    let single = try catalogRender(["--output", work.appendingPathComponent("cli-one-job").path, "--jobs", "1"])
    let folder = work.appendingPathComponent("cli-all").path
    let full = try catalogRender(["--output", folder, "--render-all", "--jobs", "2"])
    let again = try catalogRender(["--output", folder])
    // A rebuild changes the inputs' fingerprint; the cache then says another build wrote it.
    let cachePath = folder + "/.catalog-render-cache.json"
    let cache = try String(contentsOfFile: cachePath, encoding: .utf8)
    try cache.replacingOccurrences(of: "\"inputs\":\"", with: "\"inputs\":\"another build ").write(toFile: cachePath, atomically: true, encoding: .utf8)
    let rebuilt = try catalogRender(["--output", folder])
    let mebibyte = 1024.0 * 1024.0
    print(String(format: "  whole gallery, %d images: %.2f s on 1 worker, %.2f s on 2: %.2fx faster (%d cores)",
                 imageCount(full.output), single.seconds, full.seconds, single.seconds / full.seconds, ProcessInfo.processInfo.activeProcessorCount))
    print(String(format: "  peak resident memory (the command and its workers together): %.0f MiB on 1 worker, %.0f MiB on 2 (aim under 1,024 MiB)",
                 Double(single.peakBytes) / mebibyte, Double(full.peakBytes) / mebibyte))
    print(String(format: "  again, unchanged: %.2f s = %.3fx the full render (aim at most 0.1x)", again.seconds, again.seconds / full.seconds))
    print(String(format: "  again after a rebuild (every image rendered, none written): %.2f s = %.2fx", rebuilt.seconds, rebuilt.seconds / full.seconds))
} else {
    print("catalog render: build it first (swift build -c release --product catalog, in \(repository.path)) to time the command itself.")
}
