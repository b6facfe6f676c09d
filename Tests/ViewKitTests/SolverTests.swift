import Testing
@testable import ViewKit

@Suite("Cassowary solver")
struct SolverTests {
    func expression(_ variable: SolverVariable, _ coefficient: Double = 1) -> LinearExpression { LinearExpression(variable, coefficient) }

    @Test("Required equalities chain")
    func equalities() throws {
        let solver = CassowarySolver()
        let x = SolverVariable("x"), y = SolverVariable("y")
        try solver.add(SolverConstraint(expression(x) + (-10), .equal, strength: SolverStrength.required))
        try solver.add(SolverConstraint(expression(y) - expression(x) + (-5), .equal, strength: SolverStrength.required))
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == 15)
    }

    @Test("Inequalities bound a weaker preference")
    func inequalities() throws {
        let solver = CassowarySolver()
        let x = SolverVariable("x")
        try solver.add(SolverConstraint(expression(x) + (-10), .greaterThanOrEqual, strength: SolverStrength.required))
        try solver.add(SolverConstraint(expression(x) + (-20), .lessThanOrEqual, strength: SolverStrength.required))
        try solver.add(SolverConstraint(expression(x) + (-30), .equal, strength: SolverStrength.weight(forPriority: 250)))
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test("The higher priority wins; adjacent priorities still order")
    func priorities() throws {
        let solver = CassowarySolver()
        let x = SolverVariable("x")
        try solver.add(SolverConstraint(expression(x) + (-100), .equal, strength: SolverStrength.weight(forPriority: 750)))
        try solver.add(SolverConstraint(expression(x), .equal, strength: SolverStrength.weight(forPriority: 250)))
        solver.updateVariables()
        #expect(x.value == 100)
        let other = CassowarySolver()
        let y = SolverVariable("y")
        try other.add(SolverConstraint(expression(y) + (-1), .equal, strength: SolverStrength.weight(forPriority: 250)))
        try other.add(SolverConstraint(expression(y) + (-2), .equal, strength: SolverStrength.weight(forPriority: 251)))
        other.updateVariables()
        #expect(y.value == 2)
    }

    @Test("Contradicting required constraints are unsatisfiable; the solver keeps working")
    func conflicts() throws {
        let solver = CassowarySolver()
        let x = SolverVariable("x")
        try solver.add(SolverConstraint(expression(x) + (-10), .equal, strength: SolverStrength.required))
        #expect(throws: CassowarySolver.Failure.unsatisfiable) {
            try solver.add(SolverConstraint(expression(x) + (-20), .equal, strength: SolverStrength.required))
        }
        #expect(throws: CassowarySolver.Failure.unsatisfiable) {
            try solver.add(SolverConstraint(expression(x) + (-30), .greaterThanOrEqual, strength: SolverStrength.required))
        }
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test("Edit variables move the solution incrementally; removing a constraint frees it")
    func edits() throws {
        let solver = CassowarySolver()
        let x = SolverVariable("x"), y = SolverVariable("y")
        try solver.addEditVariable(x, strength: SolverStrength.fact)
        let double = SolverConstraint(expression(y) - expression(x, 2), .equal, strength: SolverStrength.required)
        try solver.add(double)
        try solver.suggest(5, for: x)
        solver.updateVariables()
        #expect(y.value == 10)
        try solver.suggest(7, for: x)
        solver.updateVariables()
        #expect(y.value == 14)
        try solver.remove(double)
        try solver.add(SolverConstraint(expression(y) + (-1), .equal, strength: SolverStrength.required))
        solver.updateVariables()
        #expect(y.value == 1)
        #expect(x.value == 7)
    }
}
