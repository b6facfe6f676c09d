import ArgumentParser
import Catalog
import CatalogSite
import Foundation
import PixelDiff

/// `catalog verify`: renders the catalog in the default environments and compares every
/// image with its reference, writing a review report.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Compare every variant with its reference and write a review report.",
        discussion: """
            Renders every variant in the default environments (light and dark, ja and en, @2x; \
            screens on an iPhone) and compares each image with DIR/<prefix><Component>.<variant>.<environment>.png \
            using the snapshot assertions' differ. Writes index.html (changed images side by side, \
            a diff overlay, a slider and blinking), review.json and junit.xml to the output folder. \
            Exit status: 0 when nothing changed, 1 when something did (changed, new or removed), 2 on errors.
            """
    )

    @Option(help: "The folder of references (the catalog snapshot test's).")
    var against = "Snapshots/CatalogSnapshotTests"

    @Option(help: "The references' file name prefix (the snapshot test's function name and a dot).")
    var prefix = "variants."

    @Option(name: .shortAndLong, help: "The folder to write the review report to.")
    var output = ".build/catalog-review"

    @Option(help: "Compare only groups, components or variants whose names contain this text.")
    var filter: String?

    @Option(name: .shortAndLong, help: "Render on this many threads (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "The differ's matching threshold from 0 to 1; smaller is more sensitive.")
    var threshold = 0.1

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1 (got \(jobs)).") }
        guard threshold.isFinite, threshold >= 0, threshold <= 1 else {
            throw ValidationError("--threshold must be between 0 and 1 (got \(threshold)).")
        }
    }

    func run() throws {
        let (catalog, title) = try CatalogSelection.required()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: against, isDirectory: &isDirectory), isDirectory.boolValue else {
            FileHandle.standardError.write(Data("error: no reference folder at \(against); pass --against DIR (the folder of the catalog snapshot test's references).\n".utf8))
            throw ExitCode(2)
        }
        for folder in ["new", "reference", "diff"] { try? FileManager.default.removeItem(atPath: output + "/" + folder) }
        let gallery = GalleryRenderer(catalog: catalog, matrix: .default, jobs: jobs, filter: filter)
        let review = Review(referenceDirectory: against, referencePrefix: prefix, options: PixelMatchOptions(threshold: threshold))
        let selection = CatalogFilter(filter)
        let items: [ReviewItem]
        let notice: String?
        do {
            let manifest = try gallery.render(into: output + "/new")
            items = review.compare(manifest, output: output) { selection.matches(entry: $0, variant: $1, in: catalog) }
            notice = ReviewReport.fontNotice(referenceDirectory: against, items: items, manifest: manifest)
            try ReviewReport.write(items, fontNotice: notice, title: "\(title) review", into: output)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        let counts = ReviewReport.counts(items)
        if let notice { print("note: \(notice)") }
        print("\(counts[.changed] ?? 0) changed, \(counts[.new] ?? 0) new, \(counts[.removed] ?? 0) removed, \(counts[.unchanged] ?? 0) unchanged.")
        for item in items where item.status != .unchanged {
            print("  \(item.status.rawValue): \(item.entry) \(item.variant) \(item.environment): \(item.message)")
        }
        let folder = URL(fileURLWithPath: output).standardizedFileURL.path
        print("Report: \(folder)/index.html (JUnit: \(folder)/junit.xml)")
        if items.contains(where: { $0.status != .unchanged }) { throw ExitCode(1) }
    }
}
