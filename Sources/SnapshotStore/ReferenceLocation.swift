/// Where one snapshot's reference, its sidecar and its failure artifacts live in a
/// `SnapshotStore`.
public struct ReferenceLocation: Hashable, Sendable {
    /// The reference file.
    public var referencePath: String
    /// The JSON beside the reference: fonts, fingerprints.
    public var sidecarPath: String
    /// Failure artifacts are written as `<artifactsBase>.<suffix>.<ext>`
    /// (`….reference.png`, `….actual.png`, `….diff.png`).
    public var artifactsBase: String
    /// What `swift test --filter` takes to run the assertions of this reference again: the
    /// test suite (test file) name.
    public var testFilter: String

    public init(referencePath: String, sidecarPath: String, artifactsBase: String, testFilter: String) {
        self.referencePath = referencePath
        self.sidecarPath = sidecarPath
        self.artifactsBase = artifactsBase
        self.testFilter = testFilter
    }

    /// The reference file's extension.
    public var pathExtension: String {
        let name = referencePath.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The artifact file for `suffix` and `pathExtension`.
    public func artifactPath(_ suffix: String, pathExtension: String) -> String {
        "\(artifactsBase).\(suffix).\(pathExtension)"
    }

    /// The command that records this reference again in `mode`:
    /// `SNAPSHOT_RECORD=failed swift test --filter <suite>`.
    public func recordCommand(_ mode: SnapshotRecordMode) -> String {
        "\(SnapshotRecordMode.environmentVariable)=\(mode.rawValue) swift test --filter \(testFilter)"
    }
}
