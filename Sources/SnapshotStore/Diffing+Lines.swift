import Foundation

extension Diffing where Format == String {
    /// Text references compared line by line; a difference lists the changed lines.
    public static var lines: Diffing {
        Diffing(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { reference, actual in
                guard reference != actual else { return nil }
                let changes = LineDiff.changes(reference: reference, actual: actual)
                let lineCount = max(1, reference.split(separator: "\n", omittingEmptySubsequences: false).count)
                return SnapshotDifference(
                    message: "The text differs (- reference, + snapshot):\n" + changes.joined(separator: "\n"),
                    changedFraction: min(1, Double(changes.count) / Double(lineCount)), changedCount: changes.count,
                    artifacts: [SnapshotDifference.Artifact(suffix: "actual", pathExtension: "txt", data: Data(actual.utf8))]
                )
            }
        )
    }
}
