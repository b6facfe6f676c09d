/// A column of the simplex tableau: an external variable, a slack, an error or a dummy.
struct SolverSymbol: Hashable, Comparable {
    enum Kind: UInt8 {
        case invalid
        case external
        case slack
        case error
        case dummy
    }

    let id: Int
    let kind: Kind

    static let invalid = SolverSymbol(id: 0, kind: .invalid)

    var isValid: Bool { kind != .invalid }
    /// Restricted symbols (slack, error, dummy) must stay non-negative.
    var isRestricted: Bool { kind != .external }
    /// Slack and error symbols may enter the basis when optimizing.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id < rhs.id }
    static func == (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
