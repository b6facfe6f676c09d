import Foundation
internal import PixelDiff

/// How a snapshot format is stored and compared (swift-snapshot-testing's `Diffing`).
public struct Diffing<Format>: Sendable {
    /// The bytes of a reference file.
    public var toData: @Sendable (Format) throws -> Data
    /// A format read back from a reference file; throws a clear error for bad data.
    public var fromData: @Sendable (Data) throws -> Format
    /// `nil` when `actual` matches `reference`, else what differs.
    public var diff: @Sendable (_ reference: Format, _ actual: Format) -> SnapshotDifference?
    /// A short exact identity of a format's content, kept beside the reference (in its
    /// sidecar) for tools. The verifier never passes a snapshot on it: it decodes the
    /// reference and compares. `nil` when there is none.
    public var fingerprint: (@Sendable (Format) -> String?)?
    /// Puts a fingerprint into a reference file's bytes, where the format has room for one
    /// (a PNG chunk), for tools that tell references apart without decoding them.
    public var embedFingerprint: (@Sendable (_ fingerprint: String, _ data: Data) -> Data)?
    /// The fingerprint kept in a reference file's bytes, if any. It travels with the file, so
    /// the verifier does not trust it.
    public var embeddedFingerprint: (@Sendable (_ data: Data) -> String?)?

    public init(
        toData: @escaping @Sendable (Format) throws -> Data,
        fromData: @escaping @Sendable (Data) throws -> Format,
        fingerprint: (@Sendable (Format) -> String?)? = nil,
        embedFingerprint: (@Sendable (_ fingerprint: String, _ data: Data) -> Data)? = nil,
        embeddedFingerprint: (@Sendable (_ data: Data) -> String?)? = nil,
        diff: @escaping @Sendable (_ reference: Format, _ actual: Format) -> SnapshotDifference?
    ) {
        self.embedFingerprint = embedFingerprint
        self.embeddedFingerprint = embeddedFingerprint
        self.toData = toData
        self.fromData = fromData
        self.fingerprint = fingerprint
        self.diff = diff
    }
}
