/// The simplex objective as Auto Layout means it: lexicographic over priorities. One row of
/// error terms per priority level; a solution is better when it is better at the highest
/// level where two solutions differ, whatever happens below (Auto Layout satisfies optional
/// constraints "in priority order from highest to lowest"). Within a level, errors are
/// weighed by their weights and summed. Keeping the levels apart, rather than weighing
/// priorities by powers, keeps every level exact: a 760 constraint beats a 750 one however
/// far each is from holding, and low levels never drown in the rounding of high ones.
struct SolverObjective {
    /// The rows, highest priority first.
    private(set) var levels: [(priority: Double, row: SolverRow)] = []

    private mutating func index(of priority: Double) -> Int {
        // A loop over the priorities alone: `firstIndex(where:)` copied each level, its row
        // with it, to compare a number.
        var index = 0
        while index < levels.count {
            let level = levels[index].priority
            if level == priority { return index }
            if level < priority { break }
            index += 1
        }
        if levels.capacity == 0 { levels.reserveCapacity(4) }
        let level = (priority: priority, row: SolverRow(trackingNegativesWithCapacity: 32))
        // Levels mostly come lowest last: appended, not through a general insertion.
        if index == levels.count { levels.append(level) } else { levels.insert(level, at: index) }
        return index
    }

    /// Adds `weight × symbol` at `priority`.
    mutating func insert(_ symbol: SolverSymbol, priority: Double, weight: Double) {
        levels[index(of: priority)].row.insert(symbol, weight)
    }

    /// Adds `weight × row` at `priority`.
    mutating func insert(_ row: SolverRow, priority: Double, weight: Double) {
        levels[index(of: priority)].row.insert(row, weight)
    }

    /// Replaces `symbol` by `row`'s expression at every level.
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        var buffer: [SolverRow.Cell] = [], added: [SolverSymbol] = []
        swap(&buffer, &scratch)
        for index in levels.indices {
            levels[index].row.substitute(symbol, with: row, buffer: &buffer, added: &added, notingAdded: false)
        }
        swap(&buffer, &scratch)
    }

    mutating func remove(_ symbol: SolverSymbol) {
        for index in levels.indices { levels[index].row.remove(symbol) }
    }

    /// The symbol's reduced cost, level by level, highest first.
    func costs(of symbol: SolverSymbol) -> [Double] {
        levels.map { $0.row.coefficient(for: symbol) }
    }

    /// Whether `a` is lexicographically smaller than `b`.
    static func isLess(_ a: [Double], _ b: [Double]) -> Bool {
        for (x, y) in zip(a, b) {
            if SolverRow.nearZero(x - y) { continue }
            return x < y
        }
        return false
    }

    /// Whether `a` and `b` are equal at every level.
    static func isEqual(_ a: [Double], _ b: [Double]) -> Bool {
        zip(a, b).allSatisfy { SolverRow.nearZero($0 - $1) }
    }

    /// Scratch space for merging rows into the levels, kept to be reused.
    private var scratch: [SolverRow.Cell] = []
    /// Symbols to weigh in `enteringSymbol()`, kept to be reused.
    private var candidates: [SolverSymbol] = []

    /// Whether `symbol`'s reduced cost is below zero: negative at the highest level where
    /// it is not zero (without building its costs).
    func hasNegativeCost(_ symbol: SolverSymbol) -> Bool {
        for index in levels.indices {
            let cost = levels[index].row.coefficient(for: symbol)
            if !SolverRow.nearZero(cost) { return cost < 0 }
        }
        return false
    }

    /// The lowest-numbered symbol (Bland's rule) whose reduced cost is negative, leaving out
    /// dummies: the one to enter the basis, nil when the solution is optimal.
    mutating func enteringSymbol() -> SolverSymbol? {
        // The candidates are the symbols negative at some level; each row keeps them, so
        // that no row is scanned. Most rounds end at once: nothing is negative.
        var found: [SolverSymbol] = []
        swap(&found, &candidates)
        defer {
            found.removeAll(keepingCapacity: true)
            swap(&found, &candidates)
        }
        for index in levels.indices { levels[index].row.appendNegativeSymbols(to: &found) }
        guard !found.isEmpty else { return nil }
        if found.count > 1 { found.sort() }
        var previous: SolverSymbol?
        for symbol in found where symbol != previous {
            previous = symbol
            if hasNegativeCost(symbol) { return symbol }
        }
        return nil
    }
}
