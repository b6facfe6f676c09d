import Catalog

/// What recording one item did, as a worker process sends it back.
enum RecordedItem: Codable, Sendable {
    /// The reference matched and was kept.
    case kept
    /// The reference was written.
    case written
    /// The reference could not be recorded, and why.
    case refused(String)
    /// Not recorded: the image renders differently now than when a reviewer accepted it.
    case changedSinceReview(String)

    init(_ result: CatalogSnapshotRun.Result) {
        if result.changedSinceReview {
            self = .changedSinceReview("\(result.item.description) renders differently now than the image accepted in the review, so it was not recorded: "
                                       + "run catalog verify again and review the new image.")
            return
        }
        switch result.verdict {
        case .matched: self = .kept
        case .recorded: self = .written
        case .missing, .unusable, .different: self = .refused(result.verdict.message ?? "\(result.item.description) was not recorded.")
        }
    }
}
