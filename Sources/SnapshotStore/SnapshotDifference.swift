import Foundation

/// Why a snapshot does not match its reference: a message, how much differs, and files a
/// reviewer opens.
public struct SnapshotDifference: Sendable {
    /// What differs, in a sentence or two.
    public var message: String
    /// The share of the snapshot that differs, from 0 to 1 (1 when the sizes differ).
    public var changedFraction: Double
    /// How many pixels (or lines) differ; 0 when the sizes differ.
    public var changedCount: Int
    /// Files to write beside the failure (the actual snapshot, a diff), each with a name
    /// suffix such as `diff` and a path extension.
    public var artifacts: [Artifact]

    /// A file that shows the difference.
    public struct Artifact: Sendable {
        /// The name's suffix: `actual` or `diff`.
        public var suffix: String
        public var pathExtension: String
        public var data: Data

        public init(suffix: String, pathExtension: String, data: Data) {
            self.suffix = suffix
            self.pathExtension = pathExtension
            self.data = data
        }
    }

    public init(message: String, changedFraction: Double = 1, changedCount: Int = 0, artifacts: [Artifact] = []) {
        self.message = message
        self.changedFraction = changedFraction
        self.changedCount = changedCount
        self.artifacts = artifacts
    }
}
