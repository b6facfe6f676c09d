import ArgumentParser
import Catalog
import CatalogSite
import Foundation
import PixelDiff
import Rendering

/// `catalog record`: accepts the current images as the references.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Accept the current images as references (all, or --filter'ed).",
        discussion: """
            Renders the variants in the default environments, as `catalog verify` compares them, \
            and writes each as DIR/<prefix><Component>.<variant>.<environment>.png where it is new \
            or its pixels changed, with the fingerprint the snapshot assertions read. References \
            whose variant is gone are deleted. Review with `catalog verify` first.
            """
    )

    @Option(help: "The folder of references (the catalog snapshot test's).")
    var against = "Snapshots/CatalogSnapshotTests"

    @Option(help: "The references' file name prefix (the snapshot test's function name and a dot).")
    var prefix = "variants."

    @Option(help: "Record only groups, components or variants whose names contain this text.")
    var filter: String?

    @Option(name: .shortAndLong, help: "Render on this many threads (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1 (got \(jobs)).") }
    }

    func run() throws {
        let catalog = try CatalogSelection.required().catalog
        let staging = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-record-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: staging) }
        var gallery = GalleryRenderer(catalog: catalog, matrix: .default, jobs: jobs, filter: filter)
        gallery.encode = { bitmap in PNGFingerprintChunk.embed(Fingerprint.of(bitmap), in: try bitmap.pngData()) }
        let review = Review(referenceDirectory: against, referencePrefix: prefix)
        let selection = CatalogFilter(filter)
        var written = 0, kept = 0, removed = 0
        do {
            let manifest = try gallery.render(into: staging)
            for (entry, variant, render) in manifest.images {
                let name = review.referenceName(entry: entry.name, variant: variant.name, environment: render.environment)
                let target = against + "/" + name
                guard let data = FileManager.default.contents(atPath: staging + "/" + render.image) else {
                    throw GalleryError.writeFailed(path: target, reason: "the rendered image is missing")
                }
                if let existing = FileManager.default.contents(atPath: target), PNGFingerprintChunk.read(from: existing) == render.fingerprint {
                    kept += 1
                    continue
                }
                try AtomicFile.write(data, to: target)
                // The old sidecar described the old file; the assertions write a new one.
                try? FileManager.default.removeItem(atPath: String(target.dropLast(4)) + ".json")
                written += 1
            }
            for name in review.orphanedReferences(of: manifest, isSelected: { selection.matches(entry: $0, variant: $1, in: catalog) }) {
                try FileManager.default.removeItem(atPath: against + "/" + name)
                try? FileManager.default.removeItem(atPath: against + "/" + String(name.dropLast(4)) + ".json")
                removed += 1
            }
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        print("Recorded \(written) reference\(written == 1 ? "" : "s") in \(against) (\(kept) unchanged, \(removed) removed).")
    }
}
