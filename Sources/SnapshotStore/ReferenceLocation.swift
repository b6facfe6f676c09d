/// Where one snapshot's reference, its sidecar and its failure artifacts live in a
/// `SnapshotStore`.
package struct ReferenceLocation: Hashable, Sendable {
    /// The reference file.
    package var referencePath: String
    /// The JSON beside the reference: fonts, fingerprints.
    package var sidecarPath: String
    /// Failure artifacts are written as `<artifactsBase>.<suffix>.<ext>`
    /// (`….reference.png`, `….actual.png`, `….diff.png`).
    package var artifactsBase: String
    /// What `swift test --filter` takes to run the assertions of this reference again: the
    /// test suite (test file) name.
    package var testFilter: String
    /// The store's folder, which the reference and its sidecar are kept inside (no link out
    /// of it is followed when they are written); `nil` when not known.
    package var storeRoot: String?

    package init(referencePath: String, sidecarPath: String, artifactsBase: String, testFilter: String, storeRoot: String? = nil) {
        self.referencePath = referencePath
        self.sidecarPath = sidecarPath
        self.artifactsBase = artifactsBase
        self.testFilter = testFilter
        self.storeRoot = storeRoot
    }

    /// The reference file's extension.
    package var pathExtension: String {
        let name = referencePath.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The artifact file for `suffix` and `pathExtension`.
    package func artifactPath(_ suffix: String, pathExtension: String) -> String {
        "\(artifactsBase).\(suffix).\(pathExtension)"
    }

    /// The command that records this reference again in `mode`:
    /// `SNAPSHOT_RECORD=failed swift test --filter <suite>`, or `catalog record` for a
    /// reference no test suite is named for (`catalog verify`'s).
    package func recordCommand(_ mode: SnapshotRecordMode) -> String {
        guard !testFilter.isEmpty else { return "catalog record" }
        return "\(SnapshotRecordMode.environmentVariable)=\(mode.rawValue) swift test --filter \(testFilter)"
    }
}
