/// A tableau row: `basic = constant + Σ coefficient × symbol`, its cells sorted by symbol
/// number. Rows are short, so a sorted array beats hashing: lookups are binary searches,
/// adding rows is a merge, and no choice ever depends on hash order.
///
/// A symbol that leaves the row keeps its place as an empty cell (coefficient 0) until
/// empty cells make up half of the row, and a symbol that comes takes an empty cell beside
/// its place when there is one. Substituting a row, which mostly takes out an early symbol
/// and brings in late ones, then shifts nothing: the late ones are appended.
struct SolverRow {
    struct Cell {
        var symbol: SolverSymbol
        var coefficient: Double
    }

    var constant: Double
    /// The cells in symbol order, with the empty cells of symbols that left.
    private(set) var entries: [Cell] = []
    /// Empty cells in `entries`.
    private var vacancies = 0
    /// Cells with a negative coefficient, dummies left out: the objective's rows answer
    /// "may any symbol enter?" from it without a scan.
    private(set) var negatives = 0
    /// Whether the row keeps `negativeHints` (the objective's rows do).
    private(set) var tracksNegatives = false
    /// Every symbol whose cell is negative (dummies left out), and perhaps some that no
    /// longer are: kept while `tracksNegatives`, and sorted out by `appendNegativeSymbols(to:)`.
    private var negativeHints: [SolverSymbol] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// An empty row with room for `capacity` cells, so that building it allocates once.
    init(constant: Double, capacity: Int) {
        self.constant = constant
        entries.reserveCapacity(capacity)
    }

    /// An empty row that keeps `negativeHints` (an objective's level), with room for
    /// `capacity` cells and as many hints: a level gains a cell or two with each constraint,
    /// and grown from nothing it would reallocate a doubling at a time in every new engine.
    init(trackingNegativesWithCapacity capacity: Int) {
        self.init(constant: 0, capacity: capacity)
        tracksNegatives = true
        negativeHints.reserveCapacity(capacity)
    }

    /// How many cells the row holds, empty ones included: room enough to add it to another.
    var storedCount: Int { entries.count }

    static let epsilon = 1e-8

    static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// The cells, in symbol order.
    var cells: LazyFilterSequence<[Cell]> {
        entries.lazy.filter { $0.coefficient != 0 }
    }

    /// Where `symbol` is in `entries`, or where it would go, searching from `start` (every
    /// symbol before it is lower): steps that double, then halving, so that symbols close
    /// together are found close together and a search from 0 costs a binary search.
    @inline(__always)
    private static func position(of symbol: SolverSymbol, in entries: UnsafeBufferPointer<Cell>, from start: Int) -> (index: Int, found: Bool) {
        let id = symbol.id
        var low = start, high = start, step = 1
        while high < entries.count && entries[high].symbol.id < id {
            low = high + 1
            high += step
            step &*= 2
        }
        high = min(high, entries.count)
        while low < high {
            let mid = (low &+ high) >> 1
            if entries[mid].symbol.id < id { low = mid + 1 } else { high = mid }
        }
        return (low, low < entries.count && entries[low].symbol.id == id)
    }

    /// Where `symbol`'s cell is (perhaps empty), or where it would go.
    @inline(__always)
    private func position(of symbol: SolverSymbol) -> (index: Int, found: Bool) {
        entries.withUnsafeBufferPointer { Self.position(of: symbol, in: $0, from: 0) }
    }

    func contains(_ symbol: SolverSymbol) -> Bool {
        coefficient(for: symbol) != 0
    }

    func coefficient(for symbol: SolverSymbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? entries[index].coefficient : 0
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
            let old = entries[index].coefficient
            let value = old + coefficient
            if Self.nearZero(value) {
                if old != 0 { vacate(index) }
            } else {
                if old == 0 { vacancies -= 1 }
                entries[index].coefficient = value
                noteSign(of: symbol, from: old, to: value)
            }
        } else if !Self.nearZero(coefficient) {
            let cell = Cell(symbol: symbol, coefficient: coefficient)
            noteSign(of: symbol, from: 0, to: coefficient)
            if index == entries.count {
                entries.append(cell)
            } else if index > 0 && entries[index - 1].coefficient == 0 {
                entries[index - 1] = cell
                vacancies -= 1
            } else if entries[index].coefficient == 0 {
                entries[index] = cell
                vacancies -= 1
            } else {
                entries.insert(cell, at: index)
            }
        }
        compactIfSparse()
    }

    /// Adds `row` times `coefficient`.
    mutating func insert(_ row: SolverRow, _ coefficient: Double = 1) {
        var buffer: [Cell] = [], added: [SolverSymbol] = []
        insert(row, coefficient, buffer: &buffer, added: &added, notingAdded: false)
    }

    /// Adds `row` times `coefficient`, appending to `added` each symbol that was not in this
    /// row before (`buffer` is scratch space, reused between calls). Cells change in place;
    /// a new symbol is appended, or takes an empty cell beside its place, or else waits in
    /// `buffer` for one merge at the end that shifts only the cells after the first of them.
    mutating func insert(_ row: SolverRow, _ coefficient: Double, buffer: inout [Cell], added: inout [SolverSymbol], notingAdded: Bool = true) {
        constant += row.constant * coefficient
        if !buffer.isEmpty { buffer.removeAll(keepingCapacity: true) }
        var firstWaiting = Int.max
        var vacancies = self.vacancies, negatives = self.negatives
        var hints: [SolverSymbol] = []
        swap(&hints, &negativeHints)
        let tracks = tracksNegatives
        // The cells change in place through one buffer pointer (no uniqueness or bounds check
        // a cell); new cells that find no empty cell beside their place, those past the end
        // included, wait in `buffer` for one merge afterwards.
        row.entries.withUnsafeBufferPointer { theirs in
            entries.withUnsafeMutableBufferPointer { mine in
                var start = 0
                for cell in theirs where cell.coefficient != 0 {
                    let value = cell.coefficient * coefficient
                    let (index, found) = Self.position(of: cell.symbol, in: UnsafeBufferPointer(mine), from: start)
                    if found {
                        let old = mine[index].coefficient
                        let sum = old + value
                        if Self.nearZero(sum) {
                            if old != 0 {
                                mine[index].coefficient = 0
                                vacancies += 1
                                negatives -= Self.negative(old, cell.symbol)
                            }
                        } else {
                            if old == 0 {
                                vacancies -= 1
                                if notingAdded { added.append(cell.symbol) }
                            }
                            mine[index].coefficient = sum
                            let became = Self.negative(sum, cell.symbol) - Self.negative(old, cell.symbol)
                            negatives += became
                            if tracks && became > 0 { hints.append(cell.symbol) }
                        }
                        start = index + 1
                    } else if Self.nearZero(value) {
                        start = index
                    } else {
                        let new = Cell(symbol: cell.symbol, coefficient: value)
                        if notingAdded { added.append(cell.symbol) }
                        let became = Self.negative(value, cell.symbol)
                        negatives += became
                        if tracks && became > 0 { hints.append(cell.symbol) }
                        if index < mine.count && index > 0 && mine[index - 1].coefficient == 0 {
                            mine[index - 1] = new
                            vacancies -= 1
                            start = index
                        } else if index < mine.count && mine[index].coefficient == 0 {
                            mine[index] = new
                            vacancies -= 1
                            start = index + 1
                        } else {
                            buffer.append(new)
                            firstWaiting = min(firstWaiting, index)
                            start = index
                        }
                    }
                }
            }
        }
        self.vacancies = vacancies
        self.negatives = negatives
        negativeHints = hints
        if !buffer.isEmpty { mergeWaiting(buffer, from: firstWaiting) }
        compactIfSparse()
    }

    /// Merges `waiting` (sorted, none of them here) into the entries from `first` on:
    /// from the end backwards, in place.
    private mutating func mergeWaiting(_ waiting: [Cell], from first: Int) {
        var i = entries.count - 1
        entries.append(contentsOf: waiting)
        entries.withUnsafeMutableBufferPointer { entries in
            waiting.withUnsafeBufferPointer { waiting in
                var j = waiting.count - 1, write = entries.count - 1
                while j >= 0 {
                    if i >= first && entries[i].symbol.id > waiting[j].symbol.id {
                        entries[write] = entries[i]
                        i -= 1
                    } else {
                        entries[write] = waiting[j]
                        j -= 1
                    }
                    write -= 1
                }
            }
        }
    }

    mutating func remove(_ symbol: SolverSymbol) {
        let (index, found) = position(of: symbol)
        if found && entries[index].coefficient != 0 {
            vacate(index)
            compactIfSparse()
        }
    }

    mutating func reverseSign() {
        constant = -constant
        scaleCells(by: -1)
    }

    /// Solves the row for `symbol`, which must be in it: afterwards the row expresses it.
    mutating func solve(for symbol: SolverSymbol) {
        let (index, found) = position(of: symbol)
        guard found && entries[index].coefficient != 0 else { return }
        let factor = -1 / entries[index].coefficient
        vacate(index)
        constant *= factor
        scaleCells(by: factor)
        compactIfSparse()
    }

    /// Solves `lhs = row` for `rhs`.
    mutating func solve(for lhs: SolverSymbol, _ rhs: SolverSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s expression.
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        var buffer: [Cell] = [], added: [SolverSymbol] = []
        substitute(symbol, with: row, buffer: &buffer, added: &added, notingAdded: false)
    }

    /// Replaces `symbol` by `row`'s expression, appending to `added` each symbol that was not
    /// in this row before (`buffer` is scratch space, reused between calls). Returns whether
    /// the row held `symbol`.
    @discardableResult
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow, buffer: inout [Cell], added: inout [SolverSymbol],
                             notingAdded: Bool = true) -> Bool {
        let (index, found) = position(of: symbol)
        guard found, entries[index].coefficient != 0 else { return false }
        let coefficient = entries[index].coefficient
        vacate(index)
        insert(row, coefficient, buffer: &buffer, added: &added, notingAdded: notingAdded)
        return true
    }

    // MARK: Empty cells

    private mutating func vacate(_ index: Int) {
        negatives -= Self.negative(entries[index].coefficient, entries[index].symbol)
        entries[index].coefficient = 0
        vacancies += 1
    }

    /// 1 when a cell of `symbol` with `coefficient` counts in `negatives`, else 0.
    @inline(__always)
    private static func negative(_ coefficient: Double, _ symbol: SolverSymbol) -> Int {
        coefficient < 0 && symbol.kind != .dummy ? 1 : 0
    }

    /// Multiplies every cell by `factor` and counts the negative ones again, in one pass.
    private mutating func scaleCells(by factor: Double) {
        var count = 0
        entries.withUnsafeMutableBufferPointer { cells in
            for index in cells.indices {
                cells[index].coefficient *= factor
                count &+= Self.negative(cells[index].coefficient, cells[index].symbol)
            }
        }
        negatives = count
        if tracksNegatives {
            negativeHints.removeAll(keepingCapacity: true)
            for cell in entries where Self.negative(cell.coefficient, cell.symbol) == 1 { negativeHints.append(cell.symbol) }
        }
    }

    /// Counts a cell of `symbol` that changed from `old` to `new` in `negatives` (and in
    /// the hints, when it became negative).
    private mutating func noteSign(of symbol: SolverSymbol, from old: Double, to new: Double) {
        let became = Self.negative(new, symbol) - Self.negative(old, symbol)
        negatives += became
        if tracksNegatives && became > 0 { negativeHints.append(symbol) }
    }

    /// Appends to `symbols` the symbols whose cells are negative, dummies left out, in
    /// symbol order (the hints sorted out first: those that are no longer negative dropped,
    /// repeats merged).
    mutating func appendNegativeSymbols(to symbols: inout [SolverSymbol]) {
        guard negatives > 0 else {
            // Mostly empty already: `removeAll` would go through a general range replacement.
            if !negativeHints.isEmpty { negativeHints.removeAll(keepingCapacity: true) }
            return
        }
        var hints: [SolverSymbol] = []
        swap(&hints, &negativeHints)
        if hints.count > 1 { hints.sort() }
        var kept = 0
        for index in hints.indices where (kept == 0 || hints[kept - 1] != hints[index]) && coefficient(for: hints[index]) < 0 {
            hints[kept] = hints[index]
            kept += 1
        }
        hints.removeLast(hints.count - kept)
        symbols += hints
        swap(&hints, &negativeHints)
    }

    /// Drops the empty cells once they are half of the row.
    private mutating func compactIfSparse() {
        guard vacancies > 8 && 2 * vacancies > entries.count else { return }
        entries.removeAll { $0.coefficient == 0 }
        vacancies = 0
    }
}
