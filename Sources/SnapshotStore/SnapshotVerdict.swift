/// What comparing one snapshot with its reference found (and what recording did).
package enum SnapshotVerdict: Sendable {
    /// The snapshot matches its reference.
    case matched
    /// The reference was written; the message says why (no reference, or the record mode).
    case recorded(message: String)
    /// There is no reference and the record mode writes none.
    case missing(message: String)
    /// The reference cannot be read; it was left as it is.
    case unusable(message: String)
    /// The snapshot differs from its reference.
    case different(message: String, difference: SnapshotDifference)

    /// Whether the snapshot matched.
    package var isMatch: Bool {
        if case .matched = self { return true }
        return false
    }

    /// What to tell the developer; `nil` for a match.
    package var message: String? {
        switch self {
        case .matched: return nil
        case let .recorded(message), let .missing(message), let .unusable(message), let .different(message, _): return message
        }
    }
}
