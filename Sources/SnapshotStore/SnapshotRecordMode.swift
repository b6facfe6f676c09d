import Foundation

/// When references are written, as swift-snapshot-testing names the modes.
public enum SnapshotRecordMode: String, Hashable, Sendable, CaseIterable {
    /// Record every snapshot again (each such assertion fails, saying it recorded).
    case all
    /// Record only snapshots without a reference (the default on a developer's machine).
    case missing
    /// Record snapshots that do not match their reference (or have none).
    case failed
    /// Record nothing: a missing reference fails (the default when `CI=true`).
    case never

    /// The environment variable that sets the mode for a whole run.
    public static let environmentVariable = "SNAPSHOT_RECORD"

    /// The mode for this run: `SNAPSHOT_RECORD` when set, else `never` on CI (`CI=true`)
    /// and `missing` elsewhere.
    public static func fromEnvironment(_ environment: [String: String]? = nil) -> SnapshotRecordMode {
        func variable(_ name: String) -> String? {
            if let environment { return environment[name] }
            return getenv(name).map { String(cString: $0) }
        }
        if let value = variable(environmentVariable)?.lowercased(), let mode = SnapshotRecordMode(rawValue: value) {
            return mode
        }
        let ci = variable("CI")?.lowercased()
        return ci == "true" || ci == "1" ? .never : .missing
    }
}
