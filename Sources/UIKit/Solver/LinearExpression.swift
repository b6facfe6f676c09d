/// `Σ coefficient × variable + constant` over solver variables.
struct LinearExpression {
    var terms: [(variable: SolverVariable, coefficient: Double)] = []
    var constant: Double = 0

    init(constant: Double = 0) {
        self.constant = constant
    }

    init(_ variable: SolverVariable, _ coefficient: Double = 1) {
        terms = [(variable, coefficient)]
    }

    static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var result = lhs
        result.terms += rhs.terms
        result.constant += rhs.constant
        return result
    }

    static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        // The terms of `lhs + rhs * -1`, built in one array.
        var result = LinearExpression(constant: lhs.constant + rhs.constant * -1)
        result.terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        result.terms.append(contentsOf: lhs.terms)
        for term in rhs.terms { result.terms.append((term.variable, term.coefficient * -1)) }
        return result
    }

    static func * (lhs: LinearExpression, factor: Double) -> LinearExpression {
        var result = lhs
        result.terms = lhs.terms.map { ($0.variable, $0.coefficient * factor) }
        result.constant *= factor
        return result
    }

    static func + (lhs: LinearExpression, constant: Double) -> LinearExpression {
        var result = lhs
        result.constant += constant
        return result
    }
}

extension LinearExpression {
    /// Whether `other` has the same terms, in the same order, on the same variables, and the
    /// same constant, every number to the bit (the engine's two ways of building a constraint's
    /// expression must agree exactly, or the solver's pivots could differ).
    func isIdentical(to other: LinearExpression?) -> Bool {
        guard let other, constant.bitPattern == other.constant.bitPattern, terms.count == other.terms.count else { return false }
        return zip(terms, other.terms).allSatisfy { $0.variable === $1.variable && $0.coefficient.bitPattern == $1.coefficient.bitPattern }
    }
}

