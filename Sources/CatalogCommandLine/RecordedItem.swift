import Catalog

/// What recording one item did, as a worker process sends it back.
enum RecordedItem: Codable, Sendable {
    /// The reference matched and was kept.
    case kept
    /// The reference was written.
    case written
    /// The reference could not be recorded, and why.
    case refused(String)

    init(_ result: CatalogSnapshotRun.Result) {
        switch result.verdict {
        case .matched: self = .kept
        case .recorded: self = .written
        case .missing, .unusable, .different: self = .refused(result.verdict.message ?? "\(result.item.description) was not recorded.")
        }
    }
}
