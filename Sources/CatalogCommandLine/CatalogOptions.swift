import ArgumentParser
import Catalog
import Foundation
internal import FileSafety
internal import Typesetting

/// `--filter` and `--jobs`: which variants a command works on, and in how many worker
/// processes (docs/CRASHES.md).
struct SelectionOptions: ParsableArguments {
    @Option(help: "Only groups, components or variants whose names contain this text.")
    var filter: String?

    @Option(name: .shortAndLong, help: "Render in this many worker processes (default: the number of cores; at most \(SelectionOptions.maximumJobs)).")
    var jobs: Int = SelectionOptions.defaultJobs

    /// The most worker processes a command starts: each is a whole copy of the executable.
    static let maximumJobs = 256

    /// `--jobs` when it is not given: one worker per core.
    static var defaultJobs: Int { min(ProcessInfo.processInfo.activeProcessorCount, maximumJobs) }

    func validate() throws {
        guard jobs >= 1, jobs <= Self.maximumJobs else {
            throw ValidationError("--jobs takes a number of worker processes from 1 to \(Self.maximumJobs) (got \(jobs)).")
        }
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

    /// Stops the command (exit status 2) unless `folder` is a folder, saying what is there
    /// instead.
    static func checkFolder(_ folder: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue { return }
        let what: String
        if let kind = FileReading.kind(of: folder), kind != "a folder" {
            what = "\(folder) is \(kind), not a folder"
        } else if FileReading.kind(of: folder, followingLinks: false) == "a symbolic link" {
            what = "\(folder) is a symbolic link that leads nowhere (or to itself)"
        } else if FileManager.default.fileExists(atPath: folder) {
            what = "\(folder) is a file, not a folder"
        } else {
            what = "no snapshot folder at \(folder)"
        }
        Console.error("error: \(what); run from the package's root or pass --snapshots DIR (the folder that holds Catalogs/).")
        throw ExitCode(ExitStatus.failure)
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
