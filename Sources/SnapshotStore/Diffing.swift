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
    /// A short exact identity of a format's content, kept beside the reference, so an
    /// identical snapshot passes without reading the reference back. `nil` when comparing
    /// is already cheap.
    public var fingerprint: (@Sendable (Format) -> String?)?
    /// Puts a fingerprint into a reference file's bytes, where the format has room for one
    /// (a PNG chunk), so the pass path reads nothing else.
    public var embedFingerprint: (@Sendable (_ fingerprint: String, _ data: Data) -> Data)?
    /// The fingerprint kept in a reference file's bytes, if any.
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
