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
            Review with `catalog verify` first.
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
        var written = 0, kept = 0, removed = 0
        do {
            for result in try run.run() {
                switch result.verdict {
                case .matched: kept += 1
                case .recorded: written += 1
                case .missing, .unusable, .different:
                    throw CatalogCommandError(result.verdict.message ?? "\(result.item.description) was not recorded.")
                }
            }
            for orphan in run.orphanedReferences(besides: run.items) {
                try FileManager.default.removeItem(atPath: orphan.path)
                let sidecar = String(orphan.path.dropLast(4)) + ".json"
                if FileManager.default.fileExists(atPath: sidecar) { try FileManager.default.removeItem(atPath: sidecar) }
                removed += 1
            }
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        print("Recorded \(written) reference\(written == 1 ? "" : "s") in \(run.store.catalogFolder(catalog.name)) (\(kept) unchanged, \(removed) removed).")
    }
}

/// An error a command prints as it is.
struct CatalogCommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
