/// An incremental simplex solver for linear equalities and inequalities with strengths:
/// the Cassowary algorithm (Badros, Borning and Stuckey, 2001), which Auto Layout uses.
/// Constraints and edit variables are added and removed one at a time, and a suggested
/// value for an edit variable is absorbed with a dual simplex pass, so re-solving after a
/// small change costs a few pivots, not a rebuild. The tableau (`SolverTableau`) finds the
/// rows a pivot changes through a column index, so a pivot costs the rows it changes, not
/// the whole tableau; every choice goes by value and symbol number (docs/AUTO-LAYOUT.md).
///
/// The tableau and the algorithm are `SolverState`'s; this class holds one and forwards
/// each operation to it.
final class CassowarySolver {
    enum Failure: Error {
        /// A required constraint contradicts the required constraints already added.
        case unsatisfiable
        case duplicate
        case unknown
        /// The objective is unbounded: an internal error.
        case internalError
    }

    private var state: SolverState

    /// Number of pivots since creation (for benchmarks and tests).
    var pivots: Int { state.pivots }
    /// Constraints removed so far: only a removal can set free a variable that required
    /// equalities fixed (`isFixedByRequiredEqualities`).
    var removals: Int { state.removals }

    init() {
        state = SolverState()
    }

    /// A solver whose column index is rebuilt whenever it holds `staleEntries` stale
    /// entries beyond twice the tableau's cells (tests: the index must never change a result).
    init(staleEntries: Int) {
        state = SolverState(staleEntries: staleEntries)
    }

    /// Makes room for about `constraints` constraints, `variables` variables and `edits`
    /// edit variables, so that a first solve does not grow its tables a doubling at a time.
    func reserveCapacity(constraints: Int, variables: Int, edits: Int) {
        state.reserveCapacity(constraints: constraints, variables: variables, edits: edits)
    }

    /// Adds `constraint`; a required one that contradicts those already added throws
    /// `.unsatisfiable` and leaves the solver as it was.
    func add(_ constraint: SolverConstraint) throws(Failure) {
        try state.add(constraint)
    }

    func remove(_ constraint: SolverConstraint) throws(Failure) {
        try state.remove(constraint)
    }

    /// Changes the constant of `constraint`'s expression in place (`SolverState.updateConstant`).
    func updateConstant(of constraint: SolverConstraint, to constant: Double) throws(Failure) {
        try state.updateConstant(of: constraint, to: constant)
    }

    /// Makes `variable` editable at `strength` (not required).
    func addEditVariable(_ variable: SolverVariable, strength: Double) throws(Failure) {
        try state.addEditVariable(variable, strength: strength)
    }

    func removeEditVariable(_ variable: SolverVariable) throws(Failure) {
        try state.removeEditVariable(variable)
    }

    /// Suggests `value` for an edit variable; the solution moves as little as it can.
    func suggest(_ value: Double, for variable: SolverVariable) throws(Failure) {
        try state.suggest(value, for: variable)
    }

    /// Whether required equalities alone fix `variable` (`SolverState.isFixedByRequiredEqualities`).
    func isFixedByRequiredEqualities(_ variable: SolverVariable) -> Bool {
        state.isFixedByRequiredEqualities(variable)
    }

    /// Writes the solution into the variables.
    func updateVariables() {
        state.updateVariables()
    }

    // The state's read-only questions are `mutating` on `SolverState`: a non-mutating call on
    // a class's stored struct copied the whole state (retaining each of its tables) for every
    // question, 3% of a first solve; a mutating call works on it in place.
}
