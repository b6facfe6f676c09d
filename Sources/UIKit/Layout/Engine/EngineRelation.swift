/// A constraint as the engine holds it, apart from the solver: what it relates, how, how
/// strongly, and whose it is. Used to check the solution and to explain conflicts.
struct EngineRelation {
    /// Where the relation comes from.
    enum Origin {
        /// A constraint the app or a view made.
        case constraint(NSLayoutConstraint)
        /// The engine's own rule (a frame held by autoresizing, a size not below zero).
        case rule(String)
        /// The engine's own rule, spelled out only when a report needs the name.
        case ownRule(EngineRuleName)
    }

    var expression: LinearExpression
    var relation: SolverConstraint.Relation
    var strength: Double
    var origin: Origin
    /// The weight among relations of the same strength (ties between equal priorities).
    var weight: Double = 1

    /// How far the current solution is from satisfying the relation (0 when it holds).
    var violation: Double {
        let value = expression.terms.reduce(expression.constant) { $0 + $1.coefficient * $1.variable.value }
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// The description used in reports.
    @preconcurrency @MainActor
    var name: String {
        switch origin {
        case let .constraint(constraint): return constraint.description
        case let .rule(name): return name
        case let .ownRule(name): return name.text
        }
    }

    var solverConstraint: SolverConstraint {
        SolverConstraint(expression, relation, strength: strength, weight: weight)
    }
}
