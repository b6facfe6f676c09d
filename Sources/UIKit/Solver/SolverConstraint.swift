import Foundation

/// `expression (== | <= | >=) 0` with a strength (its priority level: required at 1000)
/// and, within that level, a weight.
final class SolverConstraint: Hashable {
    enum Relation {
        case equal
        case lessThanOrEqual
        case greaterThanOrEqual

        /// The solver's relation for a layout constraint's.
        init(_ relation: NSLayoutConstraint.Relation) {
            switch relation {
            case .equal: self = .equal
            case .lessThanOrEqual: self = .lessThanOrEqual
            case .greaterThanOrEqual: self = .greaterThanOrEqual
            }
        }
    }

    let expression: LinearExpression
    let relation: Relation
    let strength: Double
    /// How much an error counts against others at the same strength.
    let weight: Double

    init(_ expression: LinearExpression, _ relation: Relation, strength: Double, weight: Double = 1) {
        self.expression = expression
        self.relation = relation
        self.strength = min(strength, SolverStrength.required)
        self.weight = weight
    }

    var isRequired: Bool { strength >= SolverStrength.required }

    static func == (lhs: SolverConstraint, rhs: SolverConstraint) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The cheap hash of `ItemKey` (the solver looks its constraints up on every add).
    func _rawHashValue(seed: Int) -> Int {
        ItemKey(self)._rawHashValue(seed: seed)
    }
}
