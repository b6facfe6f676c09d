internal import FileSafety
import Foundation
import Locking

/// The folder of reference snapshots (`Snapshots/` at the package root) and the folder their
/// failure artifacts go to (`.build/snapshot-artifacts/`), with the one layout that the
/// assertions, `catalog verify` and `catalog record` share:
///
/// - a test's snapshot: `Snapshots/<Suite>/<test>.<name>.<ext>`, the suite being the test
///   file's name;
/// - a catalog's: `Snapshots/Catalogs/<catalog>/<Entry>/<variant>/<environment>.png`;
/// - beside each reference, `<same name>.json` (`ReferenceSidecar`);
/// - artifacts at the same relative place under the artifacts folder, as
///   `<name>.reference.<ext>`, `<name>.actual.<ext>` and `<name>.diff.<ext>`.
///
/// Every name part is made safe with `ReferenceName.sanitize(_:)`.
package struct SnapshotStore: Hashable, Sendable {
    /// The folder of references.
    package var root: String
    /// The folder failure artifacts are written to.
    package var artifactsRoot: String

    /// The environment variable that moves the snapshot root.
    package static let directoryVariable = "SNAPSHOT_DIRECTORY"
    /// The environment variable that moves the artifacts folder.
    package static let artifactsVariable = "SNAPSHOT_ARTIFACTS"
    /// The folder under the root that holds catalogs' references.
    package static let catalogsFolder = "Catalogs"

    package init(root: String, artifactsRoot: String) {
        self.root = root
        self.artifactsRoot = artifactsRoot
    }

    /// The store of the package that holds `filePath` (a test file): `Snapshots/` and
    /// `.build/snapshot-artifacts/` at its root, unless `snapshotDirectory` or
    /// `artifactsDirectory` (else `SNAPSHOT_DIRECTORY` or `SNAPSHOT_ARTIFACTS` in
    /// `environment`, by default the process's) say otherwise.
    package init(packageContaining filePath: String, snapshotDirectory: String? = nil, artifactsDirectory: String? = nil,
                environment: [String: String]? = nil) {
        // An empty variable is unset: an empty path would be the file system's root.
        func variable(_ name: String) -> String? {
            let value = environment.map { $0[name] } ?? getenv(name).map { String(cString: $0) }
            return value?.isEmpty == false ? value : nil
        }
        let package = Self.packageRoot(of: filePath)
        self.init(root: snapshotDirectory ?? variable(Self.directoryVariable) ?? package + "/Snapshots",
                  artifactsRoot: artifactsDirectory ?? variable(Self.artifactsVariable) ?? package + "/.build/snapshot-artifacts")
    }

    /// The suite name of a test file: its file name without `.swift`, made safe.
    package static func suite(ofTestFile filePath: String) -> String {
        let fileName = filePath.split(separator: "/").last.map(String.init) ?? filePath
        return ReferenceName.sanitize(fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName)
    }

    /// Where the snapshot `name` of the test `function` in the test file `filePath` lives.
    package func testReference(filePath: String, function: String, name: String, pathExtension: String) -> ReferenceLocation {
        let suite = Self.suite(ofTestFile: filePath)
        let test = ReferenceName.sanitize(String(function.prefix { $0 != "(" }))
        return location(folder: suite, baseName: "\(test).\(ReferenceName.sanitize(name))", pathExtension: pathExtension, testFilter: suite)
    }

    /// Where the reference of `variant` of `entry` of `catalog` in `environment` lives.
    /// `testFilter` names the test suite that asserts it (for the re-record hint).
    package func catalogReference(catalog: String, entry: String, variant: String, environment: String, testFilter: String) -> ReferenceLocation {
        let folder = [Self.catalogsFolder, catalog, entry, variant].map(ReferenceName.sanitize).joined(separator: "/")
        return location(folder: folder, baseName: ReferenceName.sanitize(environment), pathExtension: "png", testFilter: testFilter)
    }

    private func location(folder: String, baseName: String, pathExtension: String, testFilter: String) -> ReferenceLocation {
        ReferenceLocation(referencePath: "\(root)/\(folder)/\(baseName).\(pathExtension)", sidecarPath: "\(root)/\(folder)/\(baseName).json",
                          artifactsBase: "\(artifactsRoot)/\(folder)/\(baseName)", testFilter: testFilter, storeRoot: root)
    }

    /// The folder of `catalog`'s references.
    package func catalogFolder(_ catalog: String) -> String {
        "\(root)/\(Self.catalogsFolder)/\(ReferenceName.sanitize(catalog))"
    }

    /// A reference file found in a catalog's folder.
    package struct CatalogReferenceFile: Hashable, Sendable {
        /// The entry, variant and environment, as the folder and file names spell them.
        package var entry: String
        package var variant: String
        package var environment: String
        /// The reference file.
        package var path: String

        package init(entry: String, variant: String, environment: String, path: String) {
            self.entry = entry
            self.variant = variant
            self.environment = environment
            self.path = path
        }
    }

    /// Every reference under `catalog`'s folder, sorted by path; none when it has no folder.
    /// Only regular files count: a folder named like a reference is not one, no symbolic
    /// link is followed or counted (docs/FILE-SAFETY.md), and nothing deeper than the
    /// references' three levels is looked at.
    package func catalogReferenceFiles(_ catalog: String) -> [CatalogReferenceFile] {
        let folder = catalogFolder(catalog)
        return FolderWalk.entries(under: folder, depth: 3).compactMap { entry in
            let parts = entry.relative.split(separator: "/").map(String.init)
            guard entry.kind == .file, parts.count == 3, parts[2].hasSuffix(".png"), !AtomicFile.isTemporary(parts[2]) else { return nil }
            return CatalogReferenceFile(entry: parts[0], variant: parts[1], environment: String(parts[2].dropLast(4)),
                                        path: folder + "/" + entry.relative)
        }.sorted { $0.path < $1.path }
    }

    /// The sidecars under `catalog`'s folder with no reference beside them (left by a run
    /// killed between writing the two, or by a reference deleted by hand), relative to the
    /// catalog's folder.
    package func catalogOrphanedSidecars(_ catalog: String) -> [String] {
        let folder = catalogFolder(catalog)
        return FolderWalk.entries(under: folder, depth: 3).compactMap { entry in
            let parts = entry.relative.split(separator: "/")
            guard entry.kind == .file, parts.count == 3, entry.relative.hasSuffix(".json"), !AtomicFile.isTemporary(String(parts[2])) else { return nil }
            let reference = folder + "/" + entry.relative.dropLast(5) + ".png"
            return FolderWalk.kind(of: reference) == nil ? entry.relative : nil
        }
    }

    private static let roots = Locked<[String: String]>([:])

    /// The nearest folder above `filePath` that holds a Package.swift (else the file's
    /// folder), looked up once per folder.
    package static func packageRoot(of filePath: String) -> String {
        let folder = String(filePath[..<(filePath.lastIndex(of: "/") ?? filePath.endIndex)])
        if let known = roots.withLock({ $0[folder] }) { return known }
        var candidate = folder
        var root = folder
        while !candidate.isEmpty {
            if FileManager.default.fileExists(atPath: candidate + "/Package.swift") {
                root = candidate
                break
            }
            guard let slash = candidate.lastIndex(of: "/") else { break }
            candidate = String(candidate[..<slash])
        }
        roots.withLock { $0[folder] = root }
        return root
    }
}
