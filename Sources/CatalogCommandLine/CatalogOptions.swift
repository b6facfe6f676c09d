import ArgumentParser
import Catalog
import Foundation
internal import Typesetting

/// `--filter` and `--jobs`: which variants a command works on, and in how many worker
/// processes (docs/CRASHES.md).
struct SelectionOptions: ParsableArguments {
    @Option(help: "Only groups, components or variants whose names contain this text.")
    var filter: String?

    @Option(name: .shortAndLong, help: "Render in this many worker processes (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1 (got \(jobs)).") }
    }

    /// The filter as the catalog applies it.
    var catalogFilter: CatalogFilter { CatalogFilter(filter) }
}

/// `--snapshots`: the snapshot store the assertions write (`Snapshots/` of the package).
struct StoreOptions: ParsableArguments {
    @Option(help: "The package's snapshot folder; the catalog's references are in its Catalogs/<catalog name>/.")
    var snapshots = "Snapshots"

    func validate() throws {
        try PathArgument.require(snapshots, "--snapshots", example: "Snapshots")
    }
}

/// Paths given on the command line.
enum PathArgument {
    /// Refuses an empty `value` for the option or argument `name`: the file system would read
    /// it as the root folder (docs/FILE-SAFETY.md).
    static func require(_ value: String, _ name: String, example: String) throws {
        guard !value.isEmpty else {
            throw ValidationError("\(name) is empty; an empty path would mean the root folder. Pass a path, e.g. \(example).")
        }
    }
}

/// `--threshold`: the differ's per-pixel sensitivity.
struct ThresholdOption: ParsableArguments {
    @Option(parsing: .unconditional, help: "Matching threshold from 0 to 1; smaller is more sensitive.")
    var threshold: Double = 0.1

    func validate() throws {
        guard threshold.isFinite, threshold >= 0, threshold <= 1 else {
            throw ValidationError("--threshold must be between 0 and 1 (got \(threshold)).")
        }
    }
}

/// `--weight`: a font weight by name.
struct WeightOption: ParsableArguments {
    @Option(help: "The weight: ultralight, thin, light, regular, medium, semibold, bold, heavy or black.")
    var weight: String = "regular"

    func validate() throws {
        guard Font.Weight(name: weight) != nil else {
            throw ValidationError("Unknown weight \"\(weight)\"; use one of \(Font.Weight.named.map(\.name).joined(separator: ", ")).")
        }
    }

    /// The weight named.
    var value: Font.Weight { Font.Weight(name: weight) ?? .regular }
}
