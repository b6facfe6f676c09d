import Foundation
import SnapshotStore

/// Compares a snapshot of `value` with its reference and returns what failed, or `nil` when
/// it matches; writes references as `record` (or `SNAPSHOT_RECORD`, or the CI default)
/// says and failure artifacts beside the build. Reports nothing: `assertSnapshot` does.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    artifactsDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) -> SnapshotFailure? {
    let store = SnapshotStore(packageContaining: "\(filePath)", snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory)
    let location = store.testReference(filePath: "\(filePath)", function: "\(function)", name: name ?? snapshotting.variantName,
                                       pathExtension: snapshotting.pathExtension)
    return verifySnapshot(of: try value(), as: snapshotting, at: location, record: record, site: "\(fileID):\(line):\(column)")
}

/// Compares a snapshot of `value` with the reference at `location` (a place in a
/// `SnapshotStore`): the step that `verifySnapshot(of:as:named:...)` and
/// `assertCatalogSnapshots` share. `site` names the assertion, so two assertions that would
/// share one reference in a run fail instead of overwriting each other.
package func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    at location: ReferenceLocation,
    record: SnapshotRecordMode? = nil,
    site: String
) -> SnapshotFailure? {
    if let other = ReferenceRegistry.shared.claim(location.referencePath, site: site) {
        return SnapshotFailure(
            message: "Another assertion in this run (\(other)) already uses the reference \(location.referencePath): give each snapshot its own `named:`.",
            referencePath: location.referencePath, artifactPaths: [], recorded: false
        )
    }
    let captured: CapturedSnapshot<Format>
    do {
        captured = try snapshotting.snapshot(value())
    } catch {
        return SnapshotFailure(message: "Could not take the snapshot: \(error)", referencePath: location.referencePath, artifactPaths: [], recorded: false)
    }
    let verdict = SnapshotVerifier(location: location, mode: record ?? .fromEnvironment(), diffing: snapshotting.diffing).verify(captured)
    let failure = SnapshotFailure(verdict, at: location)
    guard !captured.failures.isEmpty else { return failure }
    // The image was compared (and recorded) as usual; the strategy's checks fail it too.
    let text = "Design checks failed (\(captured.failures.count)):\n" + captured.failures.map { "  " + $0 }.joined(separator: "\n")
    guard var both = failure else {
        return SnapshotFailure(message: text, referencePath: location.referencePath, artifactPaths: [], recorded: false)
    }
    both.message = text + "\n" + both.message
    return both
}
