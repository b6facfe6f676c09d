/// A snapshot assertion that did not pass: what to tell the developer and the files to look
/// at.
public struct SnapshotFailure: Sendable, CustomStringConvertible, Error {
    public var message: String
    /// The reference file.
    public var referencePath: String
    /// Files written for the failure: the reference's copy, the actual snapshot, the diff.
    public var artifactPaths: [String]
    /// Whether the assertion recorded a reference (record modes).
    public var recorded: Bool

    public var description: String { message }
}
