import Catalog
import CatalogSite
import DesignSystem
import Foundation
import ViewKit

// In one run: the whole gallery of Components/ (as `catalog render` renders it) on 1 and on
// 2 threads, the cost of one component snapshot with PNG output, and the Chromium anchor
// (../shared/bench/anchors/chromium_component.py: a button-like component screenshotted by
// headless Chromium at device scale 2) measured beside it.
// Build in release: swift run -c release gallery-bench [--anchor PATH] [--snapshots N]

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let elapsed = try ContinuousClock().measure(body)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL
let anchor = option("--anchor") ?? packageRoot.appendingPathComponent("../shared/bench/anchors/chromium_component.py").standardizedFileURL.path
let snapshots = Int(option("--snapshots") ?? "") ?? 200

let catalog = DesignSystemCatalog.catalog
let base = EnvironmentMatrix.full
let matrix = EnvironmentMatrix(styles: base.styles, languages: base.languages, contentSizes: base.contentSizes, scales: [2], devices: base.devices)
let work = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-bench-\(ProcessInfo.processInfo.processIdentifier)")
defer { try? FileManager.default.removeItem(at: work) }

print("Gallery of Components/: \(GalleryRenderer(catalog: catalog, matrix: matrix, jobs: 1).plannedJobs().count) images (every variant, every environment, @2x)")
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

// One component snapshot, as the anchor takes it: a 48-point button at @2x, rendered and
// encoded to PNG, on one thread.
let renderer = try CatalogRenderer(renderer: Renderer())
guard let entry = catalog.entries.first(where: { $0.name == "PrimaryActionButton" }),
      let variant = entry.variants.first(where: { $0.name == "normal" }),
      let environment = EnvironmentMatrix.default.environments(for: .component).first else {
    fatalError("the catalog has no PrimaryActionButton normal variant")
}
var bytes = 0
_ = try renderer.render(entry, variant, in: environment, background: catalog.background).image.bitmap.pngData()
let componentTime = try seconds {
    for _ in 0..<snapshots {
        bytes += try renderer.render(entry, variant, in: environment, background: catalog.background).image.bitmap.pngData().count
    }
}
let ours = componentTime / Double(snapshots) * 1000
print(String(format: "Component snapshot (PrimaryActionButton, @2x, PNG): %.3f ms each (n=%d, %d bytes of PNG)", ours, snapshots, bytes / snapshots))

// The anchor, in the same run.
let process = Process()
process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
process.arguments = ["python3", anchor, "50"]
let pipe = Pipe()
process.standardOutput = pipe
process.standardError = pipe
do {
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    print("Anchor: " + output.trimmingCharacters(in: .whitespacesAndNewlines))
    if process.terminationStatus == 0, let range = output.range(of: #"([0-9.]+) ms per component snapshot"#, options: .regularExpression) {
        let value = Double(output[range].split(separator: " ")[0]) ?? 0
        print(String(format: "Per snapshot: Chromium %.1f ms, ours %.3f ms: %.0fx cheaper (aim: at least 20x)", value, ours, value / ours))
    } else {
        print("The anchor did not run (status \(process.terminationStatus)); install chromium and Playwright with scripts/install-dependencies.")
    }
} catch {
    print("The anchor could not start: \(error)")
}
