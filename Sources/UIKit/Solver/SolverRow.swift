/// A tableau row: `basic = constant + Σ coefficient × symbol`, its cells sorted by symbol
/// number. Rows are short, so a sorted array beats hashing: lookups are binary searches,
/// adding rows is a merge, and no choice ever depends on hash order.
struct SolverRow {
    struct Cell {
        var symbol: SolverSymbol
        var coefficient: Double
    }

    var constant: Double
    private(set) var cells: [Cell] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    static let epsilon = 1e-8

    static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// Where `symbol` is, or where it would go.
    private func position(of symbol: SolverSymbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) / 2
            if cells[mid].symbol.id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return (low, low < cells.count && cells[low].symbol.id == symbol.id)
    }

    func coefficient(for symbol: SolverSymbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    mutating func insert(_ symbol: SolverSymbol, _ coefficient: Double = 1) {
        let (index, found) = position(of: symbol)
        if found {
            let value = cells[index].coefficient + coefficient
            if Self.nearZero(value) { cells.remove(at: index) } else { cells[index].coefficient = value }
        } else if !Self.nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds `row` times `coefficient`, merging the two sorted cell lists.
    mutating func insert(_ row: SolverRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        guard !row.cells.isEmpty else { return }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + row.cells.count)
        var i = 0, j = 0
        while i < cells.count || j < row.cells.count {
            if j == row.cells.count || (i < cells.count && cells[i].symbol.id < row.cells[j].symbol.id) {
                merged.append(cells[i])
                i += 1
            } else if i == cells.count || row.cells[j].symbol.id < cells[i].symbol.id {
                let value = row.cells[j].coefficient * coefficient
                if !Self.nearZero(value) { merged.append(Cell(symbol: row.cells[j].symbol, coefficient: value)) }
                j += 1
            } else {
                let value = cells[i].coefficient + row.cells[j].coefficient * coefficient
                if !Self.nearZero(value) { merged.append(Cell(symbol: cells[i].symbol, coefficient: value)) }
                i += 1
                j += 1
            }
        }
        cells = merged
    }

    mutating func remove(_ symbol: SolverSymbol) {
        let (index, found) = position(of: symbol)
        if found { cells.remove(at: index) }
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Solves the row for `symbol`, which must be in it: afterwards the row expresses it.
    mutating func solve(for symbol: SolverSymbol) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        let factor = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Solves `lhs = row` for `rhs`.
    mutating func solve(for lhs: SolverSymbol, _ rhs: SolverSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s expression.
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        insert(row, coefficient)
    }
}
