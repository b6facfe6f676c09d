/// A tableau row: `basic = constant + Σ coefficient × symbol`. Cells are kept sorted by
/// symbol, so iteration order (and so every choice the solver makes) is deterministic.
struct SolverRow {
    var constant: Double
    private(set) var cells: [SolverSymbol: Double] = [:]

    init(constant: Double = 0) {
        self.constant = constant
    }

    static let epsilon = 1e-8

    static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// The symbols in a fixed order.
    var symbols: [SolverSymbol] { cells.keys.sorted() }

    func coefficient(for symbol: SolverSymbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    mutating func insert(_ symbol: SolverSymbol, _ coefficient: Double = 1) {
        let value = (cells[symbol] ?? 0) + coefficient
        if Self.nearZero(value) { cells.removeValue(forKey: symbol) } else { cells[symbol] = value }
    }

    /// Adds `row` times `coefficient`.
    mutating func insert(_ row: SolverRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    mutating func remove(_ symbol: SolverSymbol) {
        cells.removeValue(forKey: symbol)
    }

    mutating func reverseSign() {
        constant = -constant
        for (symbol, value) in cells { cells[symbol] = -value }
    }

    /// Solves the row for `symbol`, which must be in it: afterwards the row expresses it.
    mutating func solve(for symbol: SolverSymbol) {
        guard let value = cells.removeValue(forKey: symbol) else { return }
        let factor = -1 / value
        constant *= factor
        for (other, coefficient) in cells { cells[other] = coefficient * factor }
    }

    /// Solves `lhs = row` for `rhs`.
    mutating func solve(for lhs: SolverSymbol, _ rhs: SolverSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s expression.
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }
}
