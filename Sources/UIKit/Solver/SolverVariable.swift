/// A variable the solver finds a value for (a view's left edge, say).
final class SolverVariable: Hashable, CustomStringConvertible {
    let name: String
    var value: Double = 0

    init(_ name: String) {
        self.name = name
    }

    static func == (lhs: SolverVariable, rhs: SolverVariable) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    var description: String { name }
}
