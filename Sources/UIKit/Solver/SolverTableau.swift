/// The simplex tableau: the rows of the basic symbols, and a column index from each symbol to
/// the rows whose expression holds it, so that a pivot or an added constraint visits only the
/// rows it changes instead of scanning them all.
///
/// Rows live in slots, found from their basic symbol through an array indexed by symbol
/// number. A row keeps its slot when it pivots (only its basic symbol changes), so the column
/// entries of its other symbols stay right. The index is kept lazily: an entry may be stale
/// (the symbol cancelled out of that row, or the row left the tableau) or repeated, and is
/// checked against the row itself when its column is read, which also drops it. Columns are
/// linked lists in one pool of entries, so noting a symbol in a row allocates nothing.
///
/// The index changes only how rows are found, never which are chosen: callers that choose
/// among the rows of a column do so by value and symbol number, not by the order they come in.
struct SolverTableau {
    /// The rows by slot; a free slot holds an empty row.
    private var slots: [SolverRow] = []
    /// The basic symbol of each slot; `.invalid` when the slot is free.
    private var basics: [SolverSymbol] = []
    private var freeSlots: [Int] = []
    /// The slot of each basic symbol, by symbol number; -1 when the symbol is not basic.
    private var slotOfSymbol: [Int] = []

    /// A column entry: a slot whose row may hold the symbol, and the column's next entry
    /// (-1 at the end).
    private struct Entry {
        var slot: Int32
        var next: Int32
    }

    /// The first entry of each symbol's column, by symbol number; -1 when it is empty.
    private var heads: [Int32] = []
    /// Every column's entries, linked through `next`. Entries dropped from a column stay
    /// here until the pool outgrows the rows' cells and the index is rebuilt from the rows.
    private var pool: [Entry] = []
    /// Entries in use at the start of `pool` (the rest is room to grow).
    private var poolCount = 0
    /// Cells in the rows.
    private var cells = 0

    /// Marks slots already seen while a column is read (against repeated entries).
    private var seen: [UInt32] = []
    private var epoch: UInt32 = 0
    /// The slots of the column being worked through, and buffers for merging rows; kept to
    /// be reused.
    private var visiting: [Int] = []
    /// The coefficient of the column's symbol in each row of `visiting`, when the column was
    /// read with its entries checked (each check finds it anyway).
    private var visitingCoefficients: [Double] = []
    private var scratch: [SolverRow.Cell] = []
    private var added: [SolverSymbol] = []

    /// Number of rows.
    private(set) var count = 0
    /// Entries the pool may hold beyond twice the rows' cells before the index is rebuilt.
    private let staleAllowance: Int

    /// `staleAllowance`: 4,096 unless a test wants the index rebuilt all the time.
    init(staleAllowance: Int = 4096) {
        self.staleAllowance = staleAllowance
    }

    /// Makes room for symbols numbered up to `id`.
    mutating func reserve(symbol id: Int) {
        if slotOfSymbol.count <= id {
            let count = max(id + 1, slotOfSymbol.count * 2)
            slotOfSymbol += repeatElement(-1, count: count - slotOfSymbol.count)
            heads += repeatElement(-1, count: count - heads.count)
        }
    }

    /// Makes room for about `rows` rows and symbols numbered up to `symbols`, so that a
    /// tableau built from nothing allocates its arrays once instead of a doubling at a time
    /// (capacity only; no-ops once they are that big).
    mutating func reserve(rows: Int, symbols: Int) {
        reserve(symbol: symbols)
        slots.reserveCapacity(rows)
        basics.reserveCapacity(rows)
        seen.reserveCapacity(rows)
        // About three cells a row in a layout's first solve, each one entry.
        let entries = 3 * rows
        if pool.count < entries { pool += repeatElement(Entry(slot: -1, next: -1), count: entries - pool.count) }
        // Scratch for substitutions: a row's new cells wait there before one merge.
        if scratch.capacity == 0 { scratch.reserveCapacity(16) }
    }

    /// The slot of `symbol`'s row, nil when the symbol is not basic.
    private func slot(of symbol: SolverSymbol) -> Int? {
        guard symbol.id < slotOfSymbol.count else { return nil }
        let slot = slotOfSymbol[symbol.id]
        return slot >= 0 ? slot : nil
    }

    func isBasic(_ symbol: SolverSymbol) -> Bool {
        slot(of: symbol) != nil
    }

    /// The row whose basic symbol is `symbol`.
    func row(for symbol: SolverSymbol) -> SolverRow? {
        slot(of: symbol).map { slots[$0] }
    }

    /// How many cells `symbol`'s row stores (`SolverRow.storedCount`), nil when it is not
    /// basic: without copying the row.
    func storedCount(ofRowFor symbol: SolverSymbol) -> Int? {
        slot(of: symbol).map { slots[$0].storedCount }
    }

    /// The constant of `symbol`'s row, 0 when it is not basic (its value).
    func value(of symbol: SolverSymbol) -> Double {
        slot(of: symbol).map { slots[$0].constant } ?? 0
    }

    /// Adds `row` with `basic` as its basic symbol.
    mutating func insert(_ row: consuming SolverRow, basic: SolverSymbol) {
        rebuildColumnsIfStale()
        reserve(symbol: basic.id)
        cells += row.entries.count
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            slots[slot] = consume row
            basics[slot] = basic
        } else {
            slot = slots.count
            slots.append(consume row)
            basics.append(basic)
            seen.append(0)
        }
        slotOfSymbol[basic.id] = slot
        noteCells(of: slot)
        count += 1
    }

    /// Takes out the row of `basic`.
    mutating func remove(basic: SolverSymbol) -> SolverRow? {
        guard let slot = slot(of: basic) else { return nil }
        slotOfSymbol[basic.id] = -1
        basics[slot] = .invalid
        freeSlots.append(slot)
        count -= 1
        let row = take(slot)
        cells -= row.entries.count
        return row
    }

    /// Adds `value` to the constant of `basic`'s row; returns the new constant, nil when
    /// `basic` is not basic.
    mutating func addToConstant(of basic: SolverSymbol, _ value: Double) -> Double? {
        guard let slot = slot(of: basic) else { return nil }
        return slots[slot].add(value)
    }

    /// Pivots the row of `leaving` so that `entering` is basic in it: solves the row for
    /// `entering` and substitutes it into every other row that holds `entering` (`visit`
    /// gets each changed row's basic symbol and constant). Returns the row, for the
    /// objective; nil when `leaving` is not basic. The row keeps its slot. When `stripping`
    /// names a symbol (given the solved row), the tableau's rows take the row without that
    /// symbol's cell: an artificial variable the solver takes out of every row right after.
    mutating func pivot(leaving: SolverSymbol, entering: SolverSymbol, stripping: (SolverRow) -> SolverSymbol? = { _ in nil },
                        visit: (SolverSymbol, Double) -> Void) -> SolverRow? {
        guard let slot = slot(of: leaving) else { return nil }
        // Rebuilt before the row is taken out of its slot, never while it is out: a rebuild
        // then would drop its symbols from the index.
        rebuildColumnsIfStale()
        var row = take(slot)
        let before = row.entries.count
        row.solve(for: leaving, entering)
        let whole = row
        if let symbol = stripping(whole) { row.remove(symbol) }
        cells += row.entries.count - before
        substituteRows(entering, with: row, visit: visit)
        reserve(symbol: entering.id)
        basics[slot] = entering
        slotOfSymbol[leaving.id] = -1
        slotOfSymbol[entering.id] = slot
        slots[slot] = row
        // The row's other symbols already list the slot; `leaving` is new in it.
        if row.contains(leaving) { note([leaving], in: slot) }
        return whole
    }

    /// Replaces `symbol` by `row` in every row that holds it; `visit` gets each changed
    /// row's basic symbol and new constant.
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow, visit: (SolverSymbol, Double) -> Void) {
        rebuildColumnsIfStale()
        substituteRows(symbol, with: row, visit: visit)
    }

    /// `substitute(_:with:visit:)` without the index's upkeep (for `pivot`, whose row is out
    /// of its slot meanwhile).
    private mutating func substituteRows(_ symbol: SolverSymbol, with row: SolverRow, visit: (SolverSymbol, Double) -> Void) {
        guard symbol.id < heads.count else { return }
        // The column is cleared afterwards: its stale entries need no check (a row without
        // the symbol is left as it is).
        var column = readColumn(symbol, verify: false)
        var buffer: [SolverRow.Cell] = []
        var symbols: [SolverSymbol] = []
        swap(&buffer, &scratch)
        swap(&symbols, &added)
        for slot in column {
            let before = slots[slot].entries.count
            guard slots[slot].substitute(symbol, with: row, buffer: &buffer, added: &symbols) else { continue }
            cells += slots[slot].entries.count - before
            note(symbols, in: slot)
            if !symbols.isEmpty { symbols.removeAll(keepingCapacity: true) }
            visit(basics[slot], slots[slot].constant)
        }
        swap(&buffer, &scratch)
        swap(&symbols, &added)
        // No row holds `symbol` now: its column goes.
        clearColumn(symbol)
        column.removeAll(keepingCapacity: true)
        visiting = column
    }

    /// Takes `symbol` out of every row.
    mutating func removeEverywhere(_ symbol: SolverSymbol) {
        guard symbol.id < heads.count else { return }
        rebuildColumnsIfStale()
        var column = readColumn(symbol, verify: false)
        for slot in column {
            let before = slots[slot].entries.count
            slots[slot].remove(symbol)
            cells += slots[slot].entries.count - before
        }
        clearColumn(symbol)
        column.removeAll(keepingCapacity: true)
        visiting = column
    }

    /// Calls `body` with the basic symbol, the constant and `symbol`'s coefficient (never 0)
    /// of each row that holds `symbol`, in no particular order: what the ratio tests read,
    /// without copying a row or searching it twice.
    mutating func forEachRow(containing symbol: SolverSymbol, _ body: (SolverSymbol, Double, Double) -> Void) {
        guard symbol.id < heads.count else { return }
        rebuildColumnsIfStale()
        var column = readColumn(symbol)
        for (index, slot) in column.enumerated() { body(basics[slot], slots[slot].constant, visitingCoefficients[index]) }
        column.removeAll(keepingCapacity: true)
        visiting = column
    }

    /// Adds `coefficient(symbol) × factor` to the constant of each row that holds `symbol`;
    /// `visit` gets each changed row's basic symbol and new constant.
    mutating func shift(_ symbol: SolverSymbol, by factor: Double, visit: (SolverSymbol, Double) -> Void) {
        guard symbol.id < heads.count else { return }
        rebuildColumnsIfStale()
        var column = readColumn(symbol)
        for (index, slot) in column.enumerated() {
            let coefficient = visitingCoefficients[index]
            if coefficient != 0 { visit(basics[slot], slots[slot].add(coefficient * factor)) }
        }
        column.removeAll(keepingCapacity: true)
        visiting = column
    }

    // MARK: The column index

    /// Takes the row out of `slot`, leaving an empty row.
    private mutating func take(_ slot: Int) -> SolverRow {
        var row = SolverRow()
        swap(&row, &slots[slot])
        return row
    }

    /// Notes that the row in `slot` holds `symbols`.
    private mutating func note(_ symbols: [SolverSymbol], in slot: Int) {
        symbols.withUnsafeBufferPointer { symbols in
            link(count: symbols.count, in: slot) { symbols[$0].id }
        }
    }

    /// Notes every symbol of the row in `slot`.
    private mutating func noteCells(of slot: Int) {
        let row = slots[slot]
        row.entries.withUnsafeBufferPointer { cells in
            link(count: cells.count, in: slot) { cells[$0].symbol.id }
        }
    }

    /// Adds `count` entries for `slot` at the head of the columns `symbol(0..<count)` name.
    private mutating func link(count: Int, in slot: Int, symbol: (Int) -> Int) {
        guard count > 0 else { return }
        let base = poolCount
        poolCount += count
        if pool.count < poolCount {
            pool += repeatElement(Entry(slot: -1, next: -1), count: max(poolCount, 2 * pool.count) - pool.count)
        }
        pool.withUnsafeMutableBufferPointer { pool in
            heads.withUnsafeMutableBufferPointer { heads in
                for index in 0..<count {
                    let id = symbol(index)
                    pool[base + index] = Entry(slot: Int32(slot), next: heads[id])
                    heads[id] = Int32(base + index)
                }
            }
        }
    }

    /// The slots whose rows hold `symbol`, each once; the column's stale and repeated
    /// entries are unlinked on the way. The array is the reused `visiting` buffer: the
    /// caller hands it back. When `verify` checks each entry against its row,
    /// `visitingCoefficients` holds the symbol's coefficient in each row returned.
    private mutating func readColumn(_ symbol: SolverSymbol, verify: Bool = true) -> [Int] {
        var column: [Int] = []
        swap(&column, &visiting)
        var coefficients: [Double] = []
        swap(&coefficients, &visitingCoefficients)
        coefficients.removeAll(keepingCapacity: true)
        defer { swap(&coefficients, &visitingCoefficients) }
        epoch &+= 1
        if epoch == 0 {
            seen.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            epoch = 1
        }
        let epoch = epoch
        var head = heads[symbol.id]
        pool.withUnsafeMutableBufferPointer { pool in
            seen.withUnsafeMutableBufferPointer { seen in
                slots.withUnsafeBufferPointer { slots in
                    basics.withUnsafeBufferPointer { basics in
                        var previous: Int32 = -1
                        var entry = head
                        while entry >= 0 {
                            let next = pool[Int(entry)].next
                            let slot = Int(pool[Int(entry)].slot)
                            var keep = seen[slot] != epoch && basics[slot].isValid
                            var coefficient = 0.0
                            if keep && verify {
                                coefficient = slots[slot].coefficient(for: symbol)
                                keep = coefficient != 0
                            }
                            if keep {
                                seen[slot] = epoch
                                column.append(slot)
                                if verify { coefficients.append(coefficient) }
                                previous = entry
                            } else if previous >= 0 {
                                pool[Int(previous)].next = next
                            } else {
                                head = next
                            }
                            entry = next
                        }
                    }
                }
            }
        }
        heads[symbol.id] = head
        return column
    }

    /// Empties `symbol`'s column.
    private mutating func clearColumn(_ symbol: SolverSymbol) {
        heads[symbol.id] = -1
    }


    /// Rebuilds the index when stale entries outnumber the rows' cells. Only while every
    /// row is in its slot: the rebuild reads the rows.
    private mutating func rebuildColumnsIfStale() {
        if poolCount > 2 * cells + staleAllowance { rebuildColumns() }
    }

    /// Rebuilds every column from the rows, dropping the stale entries.
    private mutating func rebuildColumns() {
        heads.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
        poolCount = 0
        for slot in slots.indices where basics[slot].isValid { noteCells(of: slot) }
    }
}
