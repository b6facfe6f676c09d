/// The state and the algorithm of `CassowarySolver`, as a struct. A class's stored
/// properties are checked for exclusive access at run time on every access (about a third
/// of those checks in a first solve were the solver's); a struct's mutating methods are
/// checked when they compile, so the class makes one access per operation and the work
/// inside runs unchecked (docs/AUTO-LAYOUT.md).
struct SolverState {
    typealias Failure = CassowarySolver.Failure

    private struct Tag {
        var marker: SolverSymbol
        var other: SolverSymbol
        /// The marker's coefficient in the row as first added (after any sign reversal).
        var markerCoefficient: Double = 1
        /// Whether that row was sign-reversed.
        var reversed = false
        /// The constraint expression's constant the row was built with (or last changed to).
        var constant: Double = 0
    }

    private struct Edit {
        var tag: Tag
        var constraint: SolverConstraint
        var constant: Double
    }

    private var nextID = 0
    private var constraints: [SolverConstraint: Tag] = [:]
    private var tableau = SolverTableau()
    private var variables: [SolverVariable: SolverSymbol] = [:]
    private var edits: [SolverVariable: Edit] = [:]
    private var infeasible: [SolverSymbol] = []
    private var objective = SolverObjective()
    private var artificial: SolverRow?
    /// The artificial variable while `addWithArtificialVariable` optimizes for it.
    private var artificialSymbol: SolverSymbol?
    /// Scratch space for `makeRow`, kept between calls so that building a row allocates
    /// only the row.
    private var termSymbols: [SolverSymbol] = []
    private var scratchCells: [SolverRow.Cell] = []

    /// Number of pivots since creation (for benchmarks and tests).
    private(set) var pivots = 0
    /// Constraints removed so far: only a removal can set free a variable that required
    /// equalities fixed (`isFixedByRequiredEqualities`).
    private(set) var removals = 0

    init() {}

    /// A solver whose column index is rebuilt whenever it holds `staleEntries` stale
    /// entries beyond twice the tableau's cells (tests: the index must never change a result).
    init(staleEntries: Int) {
        tableau = SolverTableau(staleAllowance: staleEntries)
    }


    /// Makes room for about `constraints` constraints, `variables` variables and `edits`
    /// edit variables, so that a first solve does not grow its tables a doubling at a time
    /// (the tables only; nothing else changes).
    mutating func reserveCapacity(constraints: Int, variables: Int, edits: Int) {
        self.constraints.reserveCapacity(constraints)
        self.variables.reserveCapacity(variables)
        self.edits.reserveCapacity(edits)
        // Each constraint makes a row and up to two symbols of its own (slack, error or dummy
        // markers); each edit variable is a constraint too.
        tableau.reserve(rows: constraints + edits, symbols: nextID + variables + 2 * (constraints + edits))
        // Scratch for building rows: a row's new cells wait there before one merge.
        if scratchCells.capacity == 0 { scratchCells.reserveCapacity(16) }
    }

    // MARK: Constraints

    mutating func add(_ constraint: SolverConstraint) throws(Failure) {
        guard constraints[constraint] == nil else { throw .duplicate }
        var tag = Tag(marker: .invalid, other: .invalid)
        var row = makeRow(for: constraint, tag: &tag)
        tag.markerCoefficient = row.coefficient(for: tag.marker)
        tag.constant = constraint.expression.constant
        var subject = chooseSubject(row, tag)
        if !subject.isValid && row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            guard SolverRow.nearZero(row.constant) else {
                undoObjective(constraint, tag)
                throw .unsatisfiable
            }
            subject = tag.marker
        }
        if !subject.isValid { subject = feasibleSubject(row) }
        if !subject.isValid {
            guard try addWithArtificialVariable(row) else {
                // The tableau still describes the constraints added before; the artificial
                // pivots may have left the objective short of its optimum.
                undoObjective(constraint, tag)
                try optimize()
                throw .unsatisfiable
            }
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            // Handed over, not shared: a copy still alive would make the first pivot that
            // changes the row copy its cells.
            tableau.insert(consume row, basic: subject)
        }
        constraints[constraint] = tag
        try optimize()
    }

    mutating func remove(_ constraint: SolverConstraint) throws(Failure) {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw .unknown }
        removals += 1
        undoObjective(constraint, tag)
        if tableau.remove(basic: tag.marker) == nil {
            guard let leaving = markerLeavingRow(tag.marker), var row = tableau.remove(basic: leaving) else { throw .internalError }
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row)
        }
        try optimize()
    }

    /// Changes the constant of `constraint`'s expression to `constant` in place: the marker
    /// symbol absorbs the change in every row it appears in, then a dual simplex pass
    /// restores feasibility. Much cheaper than removing and adding the constraint.
    mutating func updateConstant(of constraint: SolverConstraint, to constant: Double) throws(Failure) {
        guard var tag = constraints[constraint] else { throw .unknown }
        let change = (constant - tag.constant) * (tag.reversed ? -1 : 1)
        guard change != 0, tag.markerCoefficient != 0 else { return }
        // The row as added reads (constant + change) + ... + c·marker = 0: the old tableau
        // holds with marker' = marker + change / c in place of the marker.
        let shift = change / tag.markerCoefficient
        if tag.marker.kind == .dummy, tableau.isBasic(tag.marker) {
            // A basic dummy marks a constraint the others already imply: another constant
            // contradicts them.
            throw .unsatisfiable
        }
        let previous = tag.constant
        tag.constant = constant
        constraints[constraint] = tag
        shiftMarker(tag.marker, by: shift)
        do {
            try dualOptimize()
        } catch {
            // Put the old constant back: the tableau is then that of a feasible system again.
            infeasible.removeAll()
            tag.constant = previous
            constraints[constraint] = tag
            shiftMarker(tag.marker, by: -shift)
            try dualOptimize()
            throw .unsatisfiable
        }
    }

    /// Moves every row by the marker's shift (see `updateConstant`), noting rows that became
    /// infeasible.
    private mutating func shiftMarker(_ marker: SolverSymbol, by shift: Double) {
        if let constant = tableau.addToConstant(of: marker, -shift) {
            if marker.kind != .external && constant < 0 { infeasible.append(marker) }
        } else {
            // The rows that hold the marker, through the column index. The order they are
            // found in does not matter: `dualOptimize` sorts them.
            var found: [SolverSymbol] = []
            tableau.shift(marker, by: shift) { symbol, constant in
                if constant < 0 && symbol.kind != .external { found.append(symbol) }
            }
            infeasible += found
        }
    }

    // MARK: Edit variables

    /// Makes `variable` editable at `strength` (not required).
    mutating func addEditVariable(_ variable: SolverVariable, strength: Double) throws(Failure) {
        guard edits[variable] == nil else { throw .duplicate }
        let constraint = SolverConstraint(LinearExpression(variable), .equal, strength: min(strength, SolverStrength.fact))
        try add(constraint)
        edits[variable] = Edit(tag: constraints[constraint] ?? Tag(marker: .invalid, other: .invalid), constraint: constraint, constant: 0)
    }


    mutating func removeEditVariable(_ variable: SolverVariable) throws(Failure) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknown }
        try remove(edit.constraint)
    }

    /// Suggests `value` for an edit variable; the solution moves as little as it can.
    mutating func suggest(_ value: Double, for variable: SolverVariable) throws(Failure) {
        guard var edit = edits[variable] else { throw .unknown }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        guard delta != 0 else { return }
        // The edit constraint reads `variable - value == 0`: a new value is a new constant.
        try updateConstant(of: edit.constraint, to: -value)
    }

    /// Whether required equalities alone fix `variable`: it is basic, and its row holds
    /// nothing but its constant and dummy symbols (the markers of required equalities,
    /// which never leave zero). No weaker constraint can move it then.
    /// `mutating` only so that `CassowarySolver` calls it in place (see there); it changes nothing.
    mutating func isFixedByRequiredEqualities(_ variable: SolverVariable) -> Bool {
        guard let symbol = variables[variable], let row = tableau.row(for: symbol) else { return false }
        return row.entries.withUnsafeBufferPointer { cells in
            !cells.contains { $0.coefficient != 0 && $0.symbol.kind != .dummy }
        }
    }

    /// Writes the solution into the variables (`mutating` only to be called in place; it
    /// changes nothing here).
    mutating func updateVariables() {
        for (variable, symbol) in variables {
            variable.value = tableau.value(of: symbol)
        }
    }

    // MARK: Building rows

    private mutating func newSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        nextID += 1
        tableau.reserve(symbol: nextID)
        return SolverSymbol(id: nextID, kind: kind)
    }

    private mutating func symbol(for variable: SolverVariable) -> SolverSymbol {
        if let known = variables[variable] { return known }
        let created = newSymbol(.external)
        variables[variable] = created
        return created
    }

    private mutating func makeRow(for constraint: SolverConstraint, tag: inout Tag) -> SolverRow {
        // Room for every cell the row can get (the terms' rows, the markers), so that it is
        // allocated once rather than a doubling at a time.
        // Four cells more than that: substitutions bring symbols into the row later, and a
        // row filled to capacity would reallocate for the first of them.
        var capacity = 6
        // The terms' symbols overwrite the last row's in place (`removeAll` would go through a
        // general range replacement every time).
        var terms = 0
        for (variable, coefficient) in constraint.expression.terms where !SolverRow.nearZero(coefficient) {
            let symbol = symbol(for: variable)
            if terms < termSymbols.count { termSymbols[terms] = symbol } else { termSymbols.append(symbol) }
            terms += 1
            capacity += tableau.storedCount(ofRowFor: symbol) ?? 1
        }
        var row = SolverRow(constant: constraint.expression.constant, capacity: capacity)
        var added: [SolverSymbol] = []
        var index = 0
        for (_, coefficient) in constraint.expression.terms where !SolverRow.nearZero(coefficient) {
            let symbol = termSymbols[index]
            index += 1
            if let basic = tableau.row(for: symbol) {
                row.insert(basic, coefficient, buffer: &scratchCells, added: &added, notingAdded: false)
            } else {
                row.insert(symbol, coefficient)
            }
        }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag.marker = slack
            row.insert(slack, sign)
            if !constraint.isRequired {
                let error = newSymbol(.error)
                tag.other = error
                row.insert(error, -sign)
                objective.insert(error, priority: constraint.strength, weight: constraint.weight)
            }
        case .equal:
            if constraint.isRequired {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy)
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, priority: constraint.strength, weight: constraint.weight)
                objective.insert(minus, priority: constraint.strength, weight: constraint.weight)
            }
        }
        if row.constant < 0 {
            row.reverseSign()
            tag.reversed = true
        }
        return row
    }

    private func chooseSubject(_ row: SolverRow, _ tag: Tag) -> SolverSymbol {
        // Cells are sorted by symbol number: the first external one is the lowest.
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isPivotable && row.coefficient(for: tag.other) < 0 { return tag.other }
        return .invalid
    }

    /// A slack or error symbol already in the tableau that the new row can make basic
    /// straight away, in place of an artificial variable: its coefficient is negative, so
    /// it takes the row's constant over the coefficient's size (not negative, as every
    /// row's constant is), and no restricted row that holds it goes negative when it is
    /// substituted. That is one feasible pivot. The lowest-numbered such symbol, or
    /// `.invalid` when none qualifies. "width == 10" after "width >= 0" is the usual case:
    /// the width's row is only the slack of "width >= 0" by then.
    private mutating func feasibleSubject(_ row: SolverRow) -> SolverSymbol {
        for cell in row.cells where cell.coefficient < 0 && cell.symbol.isPivotable {
            let value = row.constant / -cell.coefficient
            var feasible = true
            tableau.forEachRow(containing: cell.symbol) { basic, constant, coefficient in
                if basic.isRestricted && constant + coefficient * value < 0 { feasible = false }
            }
            if feasible { return cell.symbol }
        }
        return .invalid
    }

    private mutating func addWithArtificialVariable(_ row: SolverRow) throws(Failure) -> Bool {
        let art = newSymbol(.slack)
        tableau.insert(row, basic: art)
        artificial = row
        artificialSymbol = art
        defer { artificialSymbol = nil }
        try optimize(artificialObjective: true)
        let success = SolverRow.nearZero(artificial?.constant ?? 0)
        artificial = nil
        guard success else {
            // The artificial variable is basic with a positive value: the constraint cannot
            // hold. Its row goes; every other row still states the constraints added before
            // (pivoting the artificial variable out first would impose part of the
            // constraint that failed).
            _ = tableau.remove(basic: art)
            tableau.removeEverywhere(art)
            objective.remove(art)
            return false
        }
        if var basic = tableau.remove(basic: art) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.cells.first(where: { $0.symbol.isPivotable })?.symbol else { return false }
            basic.solve(for: art, entering)
            substitute(entering, with: basic)
            tableau.insert(consume basic, basic: entering)
        }
        tableau.removeEverywhere(art)
        objective.remove(art)
        return success
    }

    private mutating func undoObjective(_ constraint: SolverConstraint, _ tag: Tag) {
        for marker in [tag.marker, tag.other] where marker.kind == .error {
            if let row = tableau.row(for: marker) {
                objective.insert(row, priority: constraint.strength, weight: -constraint.weight)
            } else {
                objective.insert(marker, priority: constraint.strength, weight: -constraint.weight)
            }
        }
    }

    private mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        var found: [SolverSymbol] = []
        tableau.substitute(symbol, with: row) { basic, constant in
            if basic.kind != .external && constant < 0 { found.append(basic) }
        }
        noteInfeasible(&found)
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Pivots `entering` into the basis in place of `leaving`.
    private mutating func pivot(leaving: SolverSymbol, entering: SolverSymbol) throws(Failure) {
        var found: [SolverSymbol] = []
        let pivoted: SolverRow?
        do {
            // The closure sees a copy of the artificial objective (the tableau is being
            // changed while it runs), and only when the artificial variable is leaving; the
            // copy is gone before the objective itself takes the pivot.
            let leavingArtificial = leaving == artificialSymbol ? artificial : nil
            pivoted = tableau.pivot(leaving: leaving, entering: entering, stripping: { whole in
                Self.strippedSymbol(leaving, entering, whole, artificial: leavingArtificial)
            }, visit: { basic, constant in
                if basic.kind != .external && constant < 0 { found.append(basic) }
            })
        }
        guard let row = pivoted else { throw .internalError }
        noteInfeasible(&found)
        objective.substitute(entering, with: row)
        artificial?.substitute(entering, with: row)
        pivots += 1
    }

    /// The artificial variable, when it leaves the basis in a pivot after which nothing in
    /// the artificial objective can enter: the optimization then ends and the variable is
    /// taken out of every row before anything reads its cells, so the rows need not take
    /// them (every other cell comes out the same).
    /// `artificial` is the artificial objective when `leaving` is the artificial variable, else nil.
    private static func strippedSymbol(_ leaving: SolverSymbol, _ entering: SolverSymbol, _ row: SolverRow,
                                       artificial: SolverRow?) -> SolverSymbol? {
        guard var next = artificial else { return nil }
        next.substitute(entering, with: row)
        return next.cells.contains { $0.symbol.kind != .dummy && $0.coefficient < 0 } ? nil : leaving
    }

    /// Queues rows a substitution made infeasible. The rows are found in the column index's
    /// order; queued by symbol number, so `dualOptimize` (which takes the queue's end first)
    /// takes the lowest first whatever that order.
    private mutating func noteInfeasible(_ found: inout [SolverSymbol]) {
        guard !found.isEmpty else { return }
        if found.count > 1 { found.sort(by: >) }
        infeasible += found
    }

    // MARK: Simplex

    /// Pivots until the objective (or the artificial one) cannot decrease. The objective is
    /// read afresh each round: pivots substitute into it.
    private mutating func optimize(artificialObjective: Bool = false) throws(Failure) {
        while true {
            // Bland's rule: the lowest-numbered improving symbol, which cannot cycle and does
            // not depend on dictionary order. No copy of the objective is kept: pivots
            // substitute into it, and a live copy would make every pivot copy it.
            guard let entering = enteringSymbol(artificialObjective: artificialObjective) else { return }
            // The ratio test over the rows that hold the entering symbol (the column index),
            // ties to the lowest symbol: the choice does not depend on the order they come in.
            var leaving: SolverSymbol?
            var ratio = Double.greatestFiniteMagnitude
            tableau.forEachRow(containing: entering) { symbol, constant, coefficient in
                guard symbol.kind != .external else { return }
                if coefficient < 0 {
                    let candidate = -constant / coefficient
                    if candidate < ratio || (candidate == ratio && symbol < (leaving ?? symbol)) {
                        ratio = candidate
                        leaving = symbol
                    }
                }
            }
            guard let leaving else { throw .internalError }
            try pivot(leaving: leaving, entering: entering)
        }
    }

    private mutating func enteringSymbol(artificialObjective: Bool) -> SolverSymbol? {
        if artificialObjective { return artificial?.cells.first { $0.symbol.kind != .dummy && $0.coefficient < 0 }?.symbol }
        return objective.enteringSymbol()
    }

    private mutating func dualOptimize() throws(Failure) {
        // Work through infeasible rows in symbol order, whatever order they were found in.
        infeasible.sort(by: >)
        while let leaving = infeasible.popLast() {
            guard let row = tableau.row(for: leaving), row.constant < 0 else { continue }
            var entering: SolverSymbol?
            var ratio: [Double] = []
            for cell in row.cells where cell.symbol.kind != .dummy && cell.coefficient > 0 {
                let symbol = cell.symbol
                let candidate = objective.costs(of: symbol).map { $0 / cell.coefficient }
                if entering == nil || SolverObjective.isLess(candidate, ratio)
                    || (SolverObjective.isEqual(candidate, ratio) && symbol < (entering ?? symbol)) {
                    ratio = candidate
                    entering = symbol
                }
            }
            guard let entering else { throw .internalError }
            try pivot(leaving: leaving, entering: entering)
        }
    }

    /// The row to pivot out when removing a constraint whose marker is not basic.
    private mutating func markerLeavingRow(_ marker: SolverSymbol) -> SolverSymbol? {
        var first: SolverSymbol?, second: SolverSymbol?, third: SolverSymbol?
        var ratioFirst = Double.greatestFiniteMagnitude, ratioSecond = Double.greatestFiniteMagnitude
        tableau.forEachRow(containing: marker) { symbol, constant, coefficient in
            if coefficient == 0 { return }
            if symbol.kind == .external {
                if third == nil || symbol < (third ?? symbol) { third = symbol }
            } else if coefficient < 0 {
                let ratio = -constant / coefficient
                if ratio < ratioFirst || (ratio == ratioFirst && symbol < (first ?? symbol)) { ratioFirst = ratio; first = symbol }
            } else {
                let ratio = constant / coefficient
                if ratio < ratioSecond || (ratio == ratioSecond && symbol < (second ?? symbol)) { ratioSecond = ratio; second = symbol }
            }
        }
        return first ?? second ?? third
    }
}
