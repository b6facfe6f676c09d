import Testing
@testable import UIKit

/// The solver's column index (`SolverTableau`) changes how rows are found, never what is
/// found: a solver that rebuilds the index all the time must agree, bit for bit, with one
/// that rarely does.
@Suite("Cassowary solver: the tableau's column index")
struct SolverColumnIndexTests {
    /// Runs the same random operations on `solver`; returns every variable's value after
    /// every step, with the pivot count and each operation's outcome.
    static func run(_ solver: CassowarySolver, seed: UInt64) -> [Double] {
        var generator = XorShiftGenerator(state: seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407)
        let variables = (0..<8).map { SolverVariable("x\($0)") }
        var live: [SolverConstraint] = []
        var edits: [SolverVariable] = []
        var log: [Double] = []
        let strengths: [Double] = [1000, 1000, 1000, 750, 250, 1, 0.001]
        for _ in 0..<80 {
            let operation = generator.below(20)
            if operation < 11 || live.isEmpty {
                var expression = LinearExpression(constant: Double(generator.below(41) - 20))
                for _ in 0...generator.below(3) {
                    let coefficient: Double = [1, -1, 2, 0.5, -0.5][generator.below(5)]
                    expression = expression + LinearExpression(variables[generator.below(variables.count)], coefficient)
                }
                let relation: SolverConstraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][generator.below(3)]
                let constraint = SolverConstraint(expression, relation, strength: strengths[generator.below(strengths.count)])
                do {
                    try solver.add(constraint)
                    live.append(constraint)
                    log.append(1)
                } catch {
                    log.append(-1)
                }
            } else if operation < 14 {
                let constraint = live.remove(at: generator.below(live.count))
                log.append((try? solver.remove(constraint)) == nil ? -2 : 2)
            } else if operation < 17 {
                let constraint = live[generator.below(live.count)]
                log.append((try? solver.updateConstant(of: constraint, to: Double(generator.below(41) - 20))) == nil ? -3 : 3)
            } else if operation < 18 {
                let variable = variables[generator.below(variables.count)]
                if edits.contains(where: { $0 === variable }) {
                    edits.removeAll { $0 === variable }
                    log.append((try? solver.removeEditVariable(variable)) == nil ? -4 : 4)
                } else {
                    edits.append(variable)
                    log.append((try? solver.addEditVariable(variable, strength: strengths[3 + generator.below(4)])) == nil ? -5 : 5)
                }
            } else if let variable = edits.first {
                log.append((try? solver.suggest(Double(generator.below(200) - 100), for: variable)) == nil ? -6 : 6)
            }
            solver.updateVariables()
            log.append(Double(solver.pivots))
            log += variables.map(\.value)
        }
        return log
    }

    @Test("A solver that rebuilds its column index all the time agrees bit for bit with one that rarely does")
    func rebuildsChangeNothing() {
        for seed in 0..<300 as Range<UInt64> {
            let rare = Self.run(CassowarySolver(), seed: seed)
            let constant = Self.run(CassowarySolver(staleEntries: 0), seed: seed)
            #expect(rare.map(\.bitPattern) == constant.map(\.bitPattern), "seed \(seed)")
        }
    }
}
