/// One variant in one environment, compared with its reference.
public struct ReviewItem: Codable, Hashable, Sendable {
    /// How the new image compares with the reference.
    public enum Status: String, Codable, Hashable, Sendable, CaseIterable {
        /// Same pixels (within the threshold).
        case unchanged
        /// Different pixels or size, or a reference that cannot be read.
        case changed
        /// No reference yet.
        case new
        /// A reference whose variant is no longer rendered.
        case removed
        /// The variant trapped in this environment, so there is no new image; the message is
        /// the trap's (docs/CRASHES.md).
        case crashed
    }

    public var status: Status
    public var entry: String
    public var variant: String
    public var environment: String
    /// The reference, copied into the report (nil for new variants).
    public var reference: String?
    /// The new image in the report (nil for removed variants).
    public var image: String?
    /// The diff overlay (changed variants of the same size only).
    public var diff: String?
    /// The fraction of pixels that differ (0 to 1).
    public var changedFraction: Double
    public var changedPixels: Int
    /// What went wrong or what changed, in words.
    public var message: String
}
