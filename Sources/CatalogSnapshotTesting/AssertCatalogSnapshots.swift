import Catalog
import Foundation
import SnapshotStore
import ViewSnapshotTesting

/// Asserts that every variant of `catalog`, in every environment of `matrix`, matches its
/// reference under `Snapshots/Catalogs/<catalog name>/<Entry>/<variant>/<environment>.png`,
/// and that no reference is left over from a variant or environment that is gone. Works
/// under Swift Testing and XCTest; each failure is its own issue, naming the variant.
///
/// ```swift
/// @Test func catalog() {
///     assertCatalogSnapshots(of: DesignSystemCatalog.catalog)
/// }
/// ```
///
/// Variants are compared and written on `jobs` threads (their views are built and drawn on
/// the main thread, docs/THREADING.md); references are recorded as
/// `record` (else `SNAPSHOT_RECORD`, else the CI default) says, exactly as `assertSnapshot`
/// records them, and `catalog verify` and `catalog record` read and write the same files.
///
/// Everything runs in the test process: a variant that traps (`fatalError`, a force unwrap
/// of `nil`) ends it, as any trap in a test does. `catalog verify` runs the variants in
/// worker processes and names each one that crashed (docs/CRASHES.md).
public func assertCatalogSnapshots(
    of catalog: Catalog,
    matrix: EnvironmentMatrix = .default,
    filter: String? = nil,
    record: SnapshotRecordMode? = nil,
    threshold: Double = 0.1,
    tolerance: Double = 0,
    snapshotDirectory: String? = nil,
    artifactsDirectory: String? = nil,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let store = SnapshotStore(packageContaining: "\(filePath)", snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory)
    // Two assertions of one catalog in a run would overwrite each other's references.
    let site = "\(fileID):\(line):\(column)"
    var conflict: String?
    for item in catalog.items(in: matrix, filter: CatalogFilter(filter)) {
        let path = item.referenceLocation(in: store, catalog: catalog.name, testFilter: "").referencePath
        if let other = ReferenceRegistry.shared.claim(path, site: site) { conflict = other }
    }
    if let other = conflict {
        SnapshotFailure(
            message: "Another assertion in this run (\(other)) already checks the references of \(catalog.name) in \(store.catalogFolder(catalog.name)): assert each catalog once per run.",
            referencePath: store.catalogFolder(catalog.name), artifactPaths: [], recorded: false
        ).report(fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    for failure in verifyCatalogSnapshots(
        of: catalog, matrix: matrix, filter: filter, record: record, threshold: threshold, tolerance: tolerance,
        snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory, jobs: jobs, filePath: filePath
    ) {
        failure.report(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// What `assertCatalogSnapshots` checks, returned instead of reported: one failure per
/// variant and environment that does not match (or was recorded), and one for references
/// left over, in catalog order. Unlike the assertion, it may check a catalog more than once
/// in a run.
public func verifyCatalogSnapshots(
    of catalog: Catalog,
    matrix: EnvironmentMatrix = .default,
    filter: String? = nil,
    record: SnapshotRecordMode? = nil,
    threshold: Double = 0.1,
    tolerance: Double = 0,
    snapshotDirectory: String? = nil,
    artifactsDirectory: String? = nil,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    filePath: StaticString = #filePath
) -> [SnapshotFailure] {
    let store = SnapshotStore(packageContaining: "\(filePath)", snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory)
    let run = CatalogSnapshotRun(
        catalog: catalog, store: store, matrix: matrix, filter: CatalogFilter(filter), mode: record ?? .fromEnvironment(),
        threshold: threshold, tolerance: tolerance, jobs: jobs, testFilter: SnapshotStore.suite(ofTestFile: "\(filePath)")
    )
    let results: [CatalogSnapshotRun.Result]
    do {
        results = try run.run()
    } catch {
        return [SnapshotFailure(message: "Could not render the catalog \(catalog.name): \(error)", referencePath: store.catalogFolder(catalog.name),
                                artifactPaths: [], recorded: false)]
    }
    var failures: [SnapshotFailure] = []
    for result in results {
        guard var failure = SnapshotFailure(result.verdict, at: result.location) else { continue }
        failure.message = "\(result.item.description): " + failure.message
        failures.append(failure)
    }
    let orphans = run.orphanedReferences(besides: results.map(\.item))
    if !orphans.isEmpty {
        let list = orphans.map { "\($0.entry) \($0.variant) \($0.environment) (\($0.path))" }.joined(separator: "\n")
        failures.append(SnapshotFailure(
            message: "\(orphans.count) reference\(orphans.count == 1 ? " has" : "s have") no variant in \(catalog.name) any more: delete "
                + "\(orphans.count == 1 ? "it" : "them") (`catalog record` deletes them), or restore the variant.\n" + list,
            referencePath: store.catalogFolder(catalog.name), artifactPaths: [], recorded: false))
    }
    return failures
}
