import Catalog
import CatalogSite
import DesignSystem
import Foundation

// In one run: the whole gallery of Components/ (as `catalog render` renders it) on 1 and on
// 2 threads; one component snapshot and one iPad screen snapshot with PNG output; and the
// Chromium anchors (Anchors/chromium_component.py and chromium_screen.py) beside them.
// In Benchmarks/: swift run -c release gallery-bench [--snapshots N] [--screens N]

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
if let chromium = anchor("chromium_component.py", 50, marker: "ms per component snapshot") {
    print(String(format: "  Chromium %.1f ms, ours %.3f ms: %.0fx cheaper (aim: at least 20x)", chromium, component, chromium / component))
}

let ipad = try millisecondsPerSnapshot(of: screen, count: screens)
print(String(format: "iPad screen snapshot (PlaceViewController, 1024 x 1366 at @2x, PNG): %.2f ms each (n=%d)", ipad, screens))
if let chromium = anchor("chromium_screen.py", screens, marker: "ms per iPad screen snapshot") {
    print(String(format: "  Chromium %.1f ms, ours %.2f ms: %.1fx cheaper", chromium, ipad, chromium / ipad))
}
