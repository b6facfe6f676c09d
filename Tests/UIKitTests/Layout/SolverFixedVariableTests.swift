import Testing
@testable import UIKit

/// The engine adds no stay to a variable that required equalities alone fix
/// (`CassowarySolver.isFixedByRequiredEqualities`): the answer must be exact, since a
/// variable wrongly taken as fixed would lose the stay that settles it in an ambiguous
/// layout.
@Suite("Cassowary solver: variables fixed by required equalities")
struct SolverFixedVariableTests {
    @Test("a chain of required equalities fixes every variable in it; a removal sets them free again")
    func chainOfEqualities() throws {
        let solver = CassowarySolver()
        let a = SolverVariable("a"), b = SolverVariable("b"), width = SolverVariable("width")
        let anchor = SolverConstraint(LinearExpression(a) + (-10), .equal, strength: SolverStrength.required)
        try solver.add(anchor)
        try solver.add(SolverConstraint(LinearExpression(width) + (-40), .equal, strength: SolverStrength.required))
        try solver.add(SolverConstraint(LinearExpression(b) - LinearExpression(a) - LinearExpression(width) + (-8), .equal, strength: SolverStrength.required))
        solver.updateVariables()
        #expect(b.value == 58)
        #expect(solver.isFixedByRequiredEqualities(a) && solver.isFixedByRequiredEqualities(b) && solver.isFixedByRequiredEqualities(width))
        try solver.remove(anchor)
        #expect(!solver.isFixedByRequiredEqualities(a) && !solver.isFixedByRequiredEqualities(b))
        #expect(solver.isFixedByRequiredEqualities(width))
    }

    @Test("an inequality, a constraint below required or an edit leaves a variable free to move")
    func notFixed() throws {
        let solver = CassowarySolver()
        let bounded = SolverVariable("bounded"), preferred = SolverVariable("preferred"), edited = SolverVariable("edited")
        let unknown = SolverVariable("unknown")
        try solver.add(SolverConstraint(LinearExpression(bounded) + (-20), .greaterThanOrEqual, strength: SolverStrength.required))
        try solver.add(SolverConstraint(LinearExpression(preferred) + (-30), .equal, strength: 750))
        try solver.addEditVariable(edited, strength: 999)
        try solver.suggest(12, for: edited)
        solver.updateVariables()
        #expect(bounded.value == 20 && preferred.value == 30 && edited.value == 12)
        #expect(!solver.isFixedByRequiredEqualities(bounded))
        #expect(!solver.isFixedByRequiredEqualities(preferred))
        #expect(!solver.isFixedByRequiredEqualities(edited))
        #expect(!solver.isFixedByRequiredEqualities(unknown))
    }

    @Test("a variable fixed through another's inequality is not fixed")
    func fixedThroughInequality() throws {
        let solver = CassowarySolver()
        let left = SolverVariable("left"), right = SolverVariable("right")
        try solver.add(SolverConstraint(LinearExpression(left) + (-5), .greaterThanOrEqual, strength: SolverStrength.required))
        try solver.add(SolverConstraint(LinearExpression(right) - LinearExpression(left) + (-10), .equal, strength: SolverStrength.required))
        solver.updateVariables()
        #expect(left.value == 5 && right.value == 15)
        #expect(!solver.isFixedByRequiredEqualities(right))
    }
}
