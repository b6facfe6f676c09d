import SnapshotStore

/// A snapshot assertion that did not pass: what to tell the developer and the files to look
/// at.
public struct SnapshotFailure: Sendable, CustomStringConvertible, Error {
    /// What failed and what to do, with the paths of the files to look at.
    public var message: String
    /// The reference file.
    public var referencePath: String
    /// Files written for the failure: the reference's copy, the actual snapshot, the diff.
    public var artifactPaths: [String]
    /// Whether the assertion recorded a reference (record modes).
    public var recorded: Bool

    public var description: String { message }

    /// A failure with `message` about the reference at `referencePath`.
    public init(message: String, referencePath: String, artifactPaths: [String], recorded: Bool) {
        self.message = message
        self.referencePath = referencePath
        self.artifactPaths = artifactPaths
        self.recorded = recorded
    }

    /// The failure `verdict` stands for (writing its artifacts), or `nil` for a match.
    package init?(_ verdict: SnapshotVerdict, at location: ReferenceLocation) {
        guard var message = verdict.message else { return nil }
        let (paths, problems) = SnapshotArtifacts.write(for: verdict, at: location)
        if !paths.isEmpty {
            message += "\nReference: \(location.referencePath)\n" + paths.map { "Artifact: \($0)" }.joined(separator: "\n")
        }
        if !problems.isEmpty { message += "\n" + problems.joined(separator: "\n") }
        var recorded = false
        if case .recorded = verdict { recorded = true }
        self.init(message: message, referencePath: location.referencePath, artifactPaths: paths, recorded: recorded)
    }
}
