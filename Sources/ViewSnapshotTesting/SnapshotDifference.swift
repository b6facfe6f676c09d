import Foundation

/// Why a snapshot does not match its reference: a message and files a reviewer opens.
public struct SnapshotDifference: Sendable {
    /// What differs, in a sentence or two.
    public var message: String
    /// Files to write beside the failure (the actual snapshot, a diff), each with a name
    /// suffix such as `diff` and a path extension.
    public var artifacts: [Artifact]

    public struct Artifact: Sendable {
        public var suffix: String
        public var pathExtension: String
        public var data: Data

        public init(suffix: String, pathExtension: String, data: Data) {
            self.suffix = suffix
            self.pathExtension = pathExtension
            self.data = data
        }
    }

    public init(message: String, artifacts: [Artifact] = []) {
        self.message = message
        self.artifacts = artifacts
    }
}
