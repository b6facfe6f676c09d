/// One variant in one environment, compared with its reference.
package struct ReviewItem: Codable, Hashable, Sendable {
    /// How the new image compares with the reference.
    package enum Status: String, Codable, Hashable, Sendable, CaseIterable {
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

    package var status: Status
    package var entry: String
    package var variant: String
    package var environment: String
    /// The reference, copied into the report (nil for new variants).
    package var reference: String?
    /// The new image in the report (nil for removed variants).
    package var image: String?
    /// The diff overlay (changed variants of the same size only).
    package var diff: String?
    /// The fraction of pixels that differ (0 to 1).
    package var changedFraction: Double
    package var changedPixels: Int
    /// What went wrong or what changed, in words.
    package var message: String
    /// The new image's pixel fingerprint, which a reviewer's decision to accept it names
    /// (`ReviewDecisions`), so `catalog record --decisions` records only the image reviewed.
    package var fingerprint: String? = nil
}
