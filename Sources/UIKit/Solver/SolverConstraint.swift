import Foundation

/// `expression (== | <= | >=) 0` with a strength.
final class SolverConstraint: Hashable {
    enum Relation {
        case equal
        case lessThanOrEqual
        case greaterThanOrEqual
    }

    let expression: LinearExpression
    let relation: Relation
    let strength: Double

    init(_ expression: LinearExpression, _ relation: Relation, strength: Double) {
        self.expression = expression
        self.relation = relation
        self.strength = min(strength, SolverStrength.required)
    }

    var isRequired: Bool { strength >= SolverStrength.required }

    static func == (lhs: SolverConstraint, rhs: SolverConstraint) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
