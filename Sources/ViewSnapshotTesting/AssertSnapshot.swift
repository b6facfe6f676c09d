import SnapshotStore
import ViewRendering

/// Asserts that a snapshot of `value` matches its reference under `Snapshots/`; a failure
/// is recorded in whichever framework runs the test (Swift Testing or XCTest), with the
/// failure's files attached where Swift Testing can take them.
///
/// ```swift
/// assertSnapshot(of: makeTitleLabel(), as: .image(traits: TraitCollection(displayScale: 3)))
/// ```
public func assertSnapshot<Value, Format>(
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
) {
    let failure = verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
        artifactsDirectory: artifactsDirectory, fileID: fileID, filePath: filePath, function: function, line: line, column: column
    )
    if let failure {
        failure.report(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Asserts one snapshot per strategy, each its own reference named by its key
/// (`assertSnapshots(of: makeButton(), as: .images(traits: [light, dark]))`). The value is
/// built anew for each strategy, so traits applied for one never leak into the next.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    artifactsDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for key in strategies.keys.sorted() {
        guard let strategy = strategies[key] else { continue }
        let failure = verifySnapshot(
            of: try value(), as: strategy, named: key, record: record, snapshotDirectory: snapshotDirectory,
            artifactsDirectory: artifactsDirectory, fileID: fileID, filePath: filePath, function: function,
            line: line, column: column
        )
        if let failure {
            failure.report(fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}
